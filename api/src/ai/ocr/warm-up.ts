import { CANVAS } from './detect';
import { ocrModels } from './models';
import { LINE_HEIGHT, MOST_WIDTH, WIDTH_STEP } from './recognize';
import { nativeCall } from '../pool/native-calls';

/**
 * Runs the models once on every input shape a page can give them (the detector's canvas, each line width step), so
 * that pages read later pay no first-run cost. ONNX Runtime plans a shape on its first run: a fresh worker's
 * first pages took 7.6, 6.6, 4.1 and 4.1 s, later ones 1.5-2 s. Call it where a worker starts (the pool's idle
 * time), not on a student's request: it costs a few seconds of one core.
 */
export async function warmOcr(): Promise<void> {
  const models = await ocrModels();
  const { ort } = models;
  for (const [width, height] of [[CANVAS.short, CANVAS.long]]) {
    const input = new ort.Tensor('float32', new Float32Array(3 * width * height), [1, 3, height, width]);
    await nativeCall(() => models.detection.run({ [models.detection.inputNames[0]!]: input }));
  }
  for (let width = WIDTH_STEP; width <= MOST_WIDTH; width += WIDTH_STEP) {
    const input = new ort.Tensor('float32', new Float32Array(3 * LINE_HEIGHT * width), [1, 3, LINE_HEIGHT, width]);
    await nativeCall(() => models.recognition.run({ [models.recognition.inputNames[0]!]: input }));
  }
}
