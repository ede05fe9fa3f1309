// Jest's node environment with the host's typed arrays, for the OCR test only (its docblock names this file).
// onnxruntime-node's native binding makes its output tensors' arrays in the host realm, and onnxruntime-common
// (loaded inside the test's sandbox) checks them with `instanceof Float32Array` against the sandbox's own, so
// every inference failed with "A float32 tensor's data must be type of Float32Array" (onnxruntime issue 16622).
// In the server OCR runs in worker threads, outside any sandbox: this is the tests' matter alone.
import { TestEnvironment } from 'jest-environment-node';

const TYPED_ARRAYS = [
  'ArrayBuffer', 'SharedArrayBuffer', 'DataView', 'Float32Array', 'Float64Array', 'Int8Array', 'Int16Array', 'Int32Array',
  'Uint8Array', 'Uint8ClampedArray', 'Uint16Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array',
];

// eslint-disable-next-line no-restricted-exports -- Jest takes a test environment from its module's default export
export default class OcrEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of TYPED_ARRAYS) this.global[name] = globalThis[name];
  }
}
