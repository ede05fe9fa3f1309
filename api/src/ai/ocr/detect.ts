import type { OcrModels } from './models';
import type { GreyImage } from './page-image';
import { nativeCall } from '../pool/native-calls';

/** A text box found on the page, in the page image's pixels (top-left origin). */
export type TextBox = { left: number; top: number; right: number; bottom: number };

/**
 * The detector reads every page on one canvas of these pixels (turned for a landscape image), the page scaled to
 * fit and the rest white. One shape, because ONNX Runtime plans each new input shape on its first run, which took
 * seconds (9.6 s for the first 1280-px page, 0.9 s after): with a shape per upload's size, every upload paid it.
 * 1,280 on the long side: PP-OCR reads photos at 960, where a resume's body text is 12 px high, at the edge of
 * what the detector sees (a large title was found twice, a "|" read as "丨"); at 1,280 it is 16 px. A4's
 * proportions (928 is 1,280 / √2 rounded up to a multiple of 32, as the network needs).
 */
export const CANVAS = { long: 1280, short: 928 };
/** PP-OCRv4 detection post-processing, as PaddleOCR's defaults: pixel threshold, box score, box growth. */
const PIXEL_THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.5;
/** A page holds a few hundred boxes; a crafted image of confetti is cut here. */
const MOST_BOXES = 1000;

/**
 * The text boxes of a page: PP-OCRv4's DB detector gives each pixel the chance it lies in a text line's
 * (shrunk) core; the cores are the connected areas above the pixel threshold, each grown back to its line
 * as PaddleOCR does (by area × 1.5 / perimeter). Boxes are upright rectangles: the page was turned straight
 * before, so a line's box needs no angle.
 */
export async function detectText(image: GreyImage, models: OcrModels): Promise<TextBox[]> {
  const landscape = image.width > image.height;
  const width = landscape ? CANVAS.long : CANVAS.short;
  const height = landscape ? CANVAS.short : CANVAS.long;
  const scale = Math.min(width / image.width, height / image.height);
  const input = detectorInput(image, width, height, scale);
  const tensor = new models.ort.Tensor('float32', input, [1, 3, height, width]);
  const output = await nativeCall(() => models.detection.run({ [models.detection.inputNames[0]!]: tensor }));
  const map = output[models.detection.outputNames[0]!]!.data as Float32Array;
  const boxes = textCores(map, width, height);
  return boxes.map((b) => ({
    left: Math.max(0, Math.floor(b.left / scale)),
    top: Math.max(0, Math.floor(b.top / scale)),
    right: Math.min(image.width, Math.ceil(b.right / scale)),
    bottom: Math.min(image.height, Math.ceil(b.bottom / scale)),
  }));
}

/**
 * The detector's canvas: the grey page scaled (bilinear) by `scale` at its top left, white around it, normalised
 * with ImageNet's mean and spread, as three channels.
 */
function detectorInput(image: GreyImage, width: number, height: number, scale: number): Float32Array {
  const mean = [0.485, 0.456, 0.406];
  const std = [0.229, 0.224, 0.225];
  const plane = width * height;
  const w = Math.min(width, Math.round(image.width * scale));
  const h = Math.min(height, Math.round(image.height * scale));
  const canvas = new Uint8Array(plane).fill(255);
  const resized = resizeGrey(image, w, h);
  for (let y = 0; y < h; y += 1) canvas.set(resized.subarray(y * w, (y + 1) * w), y * width);
  const input = new Float32Array(3 * plane);
  for (let c = 0; c < 3; c += 1) {
    const m = mean[c]!;
    const s = std[c]!;
    const base = c * plane;
    for (let i = 0; i < plane; i += 1) input[base + i] = (canvas[i]! / 255 - m) / s;
  }
  return input;
}

/** Bilinear resize of a grey image (or of a region of it) to width × height. */
export function resizeGrey(image: GreyImage, width: number, height: number, region?: { left: number; top: number; right: number; bottom: number }): Uint8Array {
  const r = region ?? { left: 0, top: 0, right: image.width, bottom: image.height };
  const out = new Uint8Array(width * height);
  const fx = (r.right - r.left) / width;
  const fy = (r.bottom - r.top) / height;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(image.height - 1, Math.max(0, r.top + (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    const wy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(image.width - 1, Math.max(0, r.left + (x + 0.5) * fx - 0.5));
      const x0 = Math.floor(sx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const wx = sx - x0;
      const top = image.data[y0 * image.width + x0]! * (1 - wx) + image.data[y0 * image.width + x1]! * wx;
      const bottom = image.data[y1 * image.width + x0]! * (1 - wx) + image.data[y1 * image.width + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return out;
}

/**
 * The connected areas of the probability map above the pixel threshold (8-neighbours, an explicit stack: no
 * recursion a crafted image could overflow), those scoring at least the box threshold on average, grown.
 */
function textCores(map: Float32Array, width: number, height: number): TextBox[] {
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  const boxes: (TextBox & { score: number })[] = [];
  for (let start = 0; start < map.length; start += 1) {
    if (seen[start] || map[start]! <= PIXEL_THRESHOLD) continue;
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let [left, right, upper, lower, count, sum] = [width, -1, height, -1, 0, 0];
    while (top > 0) {
      const p = stack[--top]!;
      const x = p % width;
      const y = (p - x) / width;
      count += 1;
      sum += map[p]!;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < upper) upper = y;
      if (y > lower) lower = y;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (!seen[q] && map[q]! > PIXEL_THRESHOLD) {
            seen[q] = 1;
            stack[top++] = q;
          }
        }
      }
    }
    const w = right - left + 1;
    const h = lower - upper + 1;
    if (Math.min(w, h) < 3 || sum / count < BOX_THRESHOLD) continue;
    // PaddleOCR's unclip: the core grows by area × ratio / perimeter on every side
    const grow = (w * h * UNCLIP_RATIO) / (2 * (w + h));
    boxes.push({ left: left - grow, top: upper - grow, right: right + 1 + grow, bottom: lower + 1 + grow, score: sum / count });
  }
  boxes.sort((a, b) => b.score - a.score);
  return withoutNested(boxes.slice(0, MOST_BOXES).map(({ left, top, right, bottom }) => ({ left, top, right, bottom })));
}

/**
 * The boxes without those lying mostly (70 %) inside a larger one: a large title's characters can give a second
 * core of their own, which would be read twice ("陈浩然" and "浩然").
 */
function withoutNested(boxes: TextBox[]): TextBox[] {
  const area = (b: TextBox) => (b.right - b.left) * (b.bottom - b.top);
  const bySize = [...boxes].sort((a, b) => area(b) - area(a));
  const kept: TextBox[] = [];
  for (const box of bySize) {
    const inside = kept.some((k) => {
      const w = Math.min(k.right, box.right) - Math.max(k.left, box.left);
      const h = Math.min(k.bottom, box.bottom) - Math.max(k.top, box.top);
      return w > 0 && h > 0 && w * h >= 0.7 * area(box);
    });
    if (!inside) kept.push(box);
  }
  return kept;
}
