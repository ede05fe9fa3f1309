// A parse thread is ended only between native calls. Terminating a worker thread while an addon's asynchronous call
// runs on it (an onnxruntime model run, a sharp pipeline) aborts the whole process: the call's completion reaches
// an environment already torn down and throws where nothing can catch it (`terminate called after throwing an
// instance of 'Napi::Error'`, reproduced with a scan whose OCR overran a 500 ms budget). So a thread over its budget
// is stopped in two steps: the pool asks it to stop, and the thread throws before its next native call; the pool
// terminates it only at a moment when no native call runs (a thread stuck in its own JavaScript is ended at once).
// Both sides read two words of shared memory, so neither waits on the thread's event loop, which a busy reader holds.
import { ResumeTextError } from '../text/resume-text-error';

/** Word 0: how many native calls run now, or ENDED once the pool has claimed the thread; word 1: STOP when asked. */
const RUNNING = 0;
const ASKED = 1;
const ENDED = -1;
const STOP = 1;

/** The words one parse task shares with the pool (a SharedArrayBuffer travels to the thread without a copy). */
export type StopWords = Int32Array;

export function stopWords(): StopWords {
  return new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT));
}

/** The pool's side: from now on the thread throws before its next native call. */
export function askToStop(words: StopWords): void {
  Atomics.store(words, ASKED, STOP);
}

/** The pool's side: true when no native call runs, and then none can start: the thread may be terminated. */
export function claimToEnd(words: StopWords): boolean {
  return Atomics.compareExchange(words, RUNNING, 0, ENDED) === 0;
}

/** The words of the task this thread runs now; none outside a parse thread (a test, the bench), where nothing is ended. */
let current: StopWords | null = null;

/** The thread's side: the task it starts (or null when it ends). A parse thread runs one task at a time. */
export function guardTask(words: StopWords | null): void {
  current = words;
}

/**
 * Runs an addon's asynchronous call counted as running, so the pool never terminates the thread during it. A stop
 * asked for (or a claim already made) throws ResumeTextError('tooHeavy') instead of starting the call.
 */
export async function nativeCall<T>(call: () => Promise<T>): Promise<T> {
  const words = current;
  if (!words) return call();
  for (;;) {
    const running = Atomics.load(words, RUNNING);
    if (running === ENDED || Atomics.load(words, ASKED) === STOP) throw new ResumeTextError('tooHeavy');
    if (Atomics.compareExchange(words, RUNNING, running, running + 1) === running) break;
  }
  try {
    return await call();
  } finally {
    Atomics.sub(words, RUNNING, 1);
  }
}
