import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';

// CI runs every project's tests at once on two cores; a first render that loads a lazy block can take
// longer than Testing Library's 1 s default there. A wait that succeeds still returns as soon as it can.
configure({ asyncUtilTimeout: 4000 });
// room for a few such waits in one test (a project's `testTimeout` is not read: Jest takes it from the global config)
jest.setTimeout(15_000);

// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
