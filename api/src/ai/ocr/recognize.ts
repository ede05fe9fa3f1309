import { resizeGrey, type TextBox } from './detect';
import type { OcrModels } from './models';
import type { GreyImage } from './page-image';
import { nativeCall } from '../pool/native-calls';

/** The recogniser reads lines 48 px high (PP-OCRv4's input). */
export const LINE_HEIGHT = 48;
/** A line's width after scaling is capped here (40 characters' worth of a 48-px line); a wider box is squeezed. */
export const MOST_WIDTH = 48 * 40;
/**
 * Lines are read one at a time, each padded to a multiple of this width. ONNX Runtime plans each new input shape
 * on its first run (seconds for a batch of six wide lines, against 0.1 s for one line read again), so widths come in
 * a few steps that a worker soon has planned; and batches were no faster on one thread (six 1,920-px lines: 2.1 s
 * together, 0.8 s one by one), only padded to their widest.
 */
export const WIDTH_STEP = 64;
const BATCH = 1;
/** PaddleOCR drops a line read with less mean confidence than this (its drop_score). */
const LEAST_CONFIDENCE = 0.5;

export type ReadBox = { box: TextBox; text: string; confidence: number };

/**
 * The text of each box: its crop of the page scaled to 48 px high, normalised to [-1, 1] (PaddleOCR's rec
 * normalisation), padded with 0 as PaddleOCR pads, read by PP-OCRv4's recogniser and decoded greedily (CTC:
 * repeats merged, blanks dropped). Boxes read with low confidence (smudges, lines of a table) are left out.
 */
export async function recognizeText(image: GreyImage, boxes: readonly TextBox[], models: OcrModels): Promise<ReadBox[]> {
  const lines = boxes
    .map((box) => {
      const w = box.right - box.left;
      const h = box.bottom - box.top;
      return { box, width: Math.max(8, Math.min(MOST_WIDTH, Math.round((w / h) * LINE_HEIGHT))) };
    })
    .sort((a, b) => a.width - b.width);
  const read: ReadBox[] = [];
  for (let i = 0; i < lines.length; i += BATCH) {
    const batch = lines.slice(i, i + BATCH);
    const width = Math.ceil(Math.max(...batch.map((l) => l.width)) / WIDTH_STEP) * WIDTH_STEP;
    const plane = LINE_HEIGHT * width;
    const input = new Float32Array(batch.length * 3 * plane);
    batch.forEach((line, n) => {
      const pixels = resizeGrey(image, line.width, LINE_HEIGHT, line.box);
      for (let c = 0; c < 3; c += 1) {
        const base = (n * 3 + c) * plane;
        for (let y = 0; y < LINE_HEIGHT; y += 1) {
          for (let x = 0; x < line.width; x += 1) input[base + y * width + x] = pixels[y * line.width + x]! / 127.5 - 1;
        }
      }
    });
    const tensor = new models.ort.Tensor('float32', input, [batch.length, 3, LINE_HEIGHT, width]);
    const output = await nativeCall(() => models.recognition.run({ [models.recognition.inputNames[0]!]: tensor }));
    const probabilities = output[models.recognition.outputNames[0]!]!;
    const [, steps, classes] = probabilities.dims as [number, number, number];
    const data = probabilities.data as Float32Array;
    batch.forEach((line, n) => {
      // a line narrower than the batch reads only its own steps: the padding after it is no text
      const own = Math.min(steps, Math.ceil((line.width / width) * steps));
      const decoded = ctcDecode(data, n * steps * classes, own, classes, models.characters);
      if (decoded.text.trim() && decoded.confidence >= LEAST_CONFIDENCE) read.push({ box: line.box, ...decoded });
    });
  }
  return read;
}

/**
 * Greedy CTC decoding: each step's likeliest class; blanks (0) dropped, a class repeated on consecutive steps kept
 * once. Then the spaces the recogniser missed between Latin words (a bold or blurred "Spring Boot" comes out
 * "SpringBoot"), put back where the steps between two letters are many more than between its letters elsewhere.
 */
function ctcDecode(data: Float32Array, start: number, steps: number, classes: number, characters: readonly string[]): { text: string; confidence: number } {
  const chars: { c: string; t: number }[] = [];
  let sum = 0;
  let previous = -1;
  for (let t = 0; t < steps; t += 1) {
    const base = start + t * classes;
    let best = 0;
    let bestP = -1;
    for (let c = 0; c < classes; c += 1) {
      const p = data[base + c]!;
      if (p > bestP) [best, bestP] = [c, p];
    }
    if (best !== 0 && best !== previous) {
      chars.push({ c: characters[best] ?? '', t });
      sum += bestP;
    }
    previous = best;
  }
  return { text: withWordSpaces(chars), confidence: chars.length ? sum / chars.length : 0 };
}

const LATIN = /^[A-Za-z]$/;
/**
 * A space between two Latin letters whose steps apart (the recogniser emits a letter on one step of 8 px) are at
 * least twice the line's median between Latin letters and 3 more; between a small letter and a capital ("Spring|
 * Boot", "Zhang|Wei"), one and a half times the median and 2 more (a capital inside a word, "JavaScript", sits as
 * close as any letter). Digits, e-mail addresses and Chinese are left as read.
 */
function withWordSpaces(chars: readonly { c: string; t: number }[]): string {
  const gaps: number[] = [];
  for (let i = 1; i < chars.length; i += 1) {
    if (LATIN.test(chars[i - 1]!.c) && LATIN.test(chars[i]!.c)) gaps.push(chars[i]!.t - chars[i - 1]!.t);
  }
  if (gaps.length < 3) return chars.map((x) => x.c).join('');
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  let text = '';
  for (const [i, x] of chars.entries()) {
    const before = chars[i - 1];
    const gap = before && LATIN.test(before.c) && LATIN.test(x.c) ? x.t - before.t : 0;
    const camel = before && /[a-z]/.test(before.c) && /[A-Z]/.test(x.c);
    if (gap && (gap >= Math.max(2 * median, median + 3) || (camel && gap >= Math.max(1.5 * median, median + 2)))) text += ' ';
    text += x.c;
  }
  return text;
}

