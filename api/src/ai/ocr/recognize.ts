import { resizeGrey, type TextBox } from './detect';
import type { OcrModels } from './models';
import type { GreyImage } from './page-image';

/** The recogniser reads lines 48 px high (PP-OCRv4's input). */
const LINE_HEIGHT = 48;
/** A line's width after scaling is capped here (40 characters' worth of a 48-px line); a wider box is squeezed. */
const MOST_WIDTH = 48 * 40;
/** Lines of similar width are read together, a few at a time. */
const BATCH = 6;
/** PaddleOCR drops a line read with less mean confidence than this (its drop_score). */
const LEAST_CONFIDENCE = 0.5;

export type ReadBox = { box: TextBox; text: string; confidence: number };

/**
 * The text of each box: its crop of the page scaled to 48 px high, normalised to [-1, 1] (PaddleOCR's rec
 * normalisation), batched with boxes of like width (padded with 0, as PaddleOCR pads), read by PP-OCRv4's
 * recogniser and decoded greedily (CTC: repeats merged, blanks dropped). Boxes read with low confidence
 * (smudges, lines of a table) are left out.
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
    const width = Math.max(...batch.map((l) => l.width));
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
    const output = await models.recognition.run({ [models.recognition.inputNames[0]!]: tensor });
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

/** Greedy CTC decoding: each step's likeliest class; blanks (0) dropped, a class repeated on consecutive steps kept once. */
function ctcDecode(data: Float32Array, start: number, steps: number, classes: number, characters: readonly string[]): { text: string; confidence: number } {
  let text = '';
  let sum = 0;
  let kept = 0;
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
      text += characters[best] ?? '';
      sum += bestP;
      kept += 1;
    }
    previous = best;
  }
  return { text, confidence: kept ? sum / kept : 0 };
}
