// The timing checks' helper: it must fail a reading slow on every try, and pass one held up only for a moment.
import { expectWithinMs, PATIENCE_MS } from './timing';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

describe('expectWithinMs', () => {
  it('fails a reading over the bound on every try, once its patience is spent', () => {
    const started = performance.now();
    expect(() => expectWithinMs(() => busy(20), 10)).toThrow();
    const spent = performance.now() - started;
    expect(spent).toBeGreaterThanOrEqual(PATIENCE_MS);
    expect(spent).toBeLessThan(PATIENCE_MS + 1000);
  });

  it('passes a reading whose first tries were held up and a later one quick', () => {
    const tries: number[] = [];
    expectWithinMs((attempt) => {
      tries.push(attempt);
      busy(attempt < 4 ? 30 : 0);
    }, 10);
    expect(tries).toEqual([0, 1, 2, 3, 4]);
  });

  it('stops at its runs when they are within the bound', () => {
    let calls = 0;
    expectWithinMs(() => calls++, 10);
    expect(calls).toBe(3);
  });
});
