// A parse thread is ended only between native calls (api/src/ai/pool/native-calls.ts): the pool's claim fails
// while a call runs, and a thread asked to stop or claimed starts no further call.
import { askToStop, claimToEnd, guardTask, nativeCall, stopWords } from '../src/ai/pool/native-calls';

/** A call that runs until released, and whether it was started. */
function heldCall() {
  let resolve: (value: string) => void = () => {};
  const held = {
    started: false,
    call: () => {
      held.started = true;
      return new Promise<string>((done) => (resolve = done));
    },
    release: () => resolve('read'),
  };
  return held;
}

afterEach(() => guardTask(null));

describe('native calls in a parse thread', () => {
  it('runs a call as it is outside a parse task, where nothing is ended', async () => {
    await expect(nativeCall(async () => 'read')).resolves.toBe('read');
  });

  it('lets the pool end the thread only when no call runs, and then starts none', async () => {
    const words = stopWords();
    guardTask(words);
    const first = heldCall();
    const second = heldCall();
    const running = [nativeCall(first.call), nativeCall(second.call)];
    expect(claimToEnd(words)).toBe(false);
    first.release();
    await running[0];
    expect(claimToEnd(words)).toBe(false);
    second.release();
    await expect(Promise.all(running)).resolves.toEqual(['read', 'read']);
    expect(claimToEnd(words)).toBe(true);
    const late = heldCall();
    await expect(nativeCall(late.call)).rejects.toMatchObject({ name: 'ResumeTextError', kind: 'tooHeavy' });
    expect(late.started).toBe(false);
  });

  it('throws tooHeavy before the next call once asked to stop, and the running call finishes', async () => {
    const words = stopWords();
    guardTask(words);
    const current = heldCall();
    const running = nativeCall(current.call);
    askToStop(words);
    const next = heldCall();
    await expect(nativeCall(next.call)).rejects.toMatchObject({ kind: 'tooHeavy' });
    expect(next.started).toBe(false);
    current.release();
    await expect(running).resolves.toBe('read');
    expect(claimToEnd(words)).toBe(true);
  });

  it('counts a call that fails as finished', async () => {
    const words = stopWords();
    guardTask(words);
    await expect(nativeCall(() => Promise.reject(new Error('model failed')))).rejects.toThrow('model failed');
    expect(claimToEnd(words)).toBe(true);
  });
});
