/**
 * The fastest of a few runs of `fn`, in ms: the code's own cost. A single run also counts the moments the scheduler
 * gives the other Jest workers, so a bound on it fails on a loaded machine for no fault of the code.
 */
export function fastestMs(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

/**
 * The bound on a whole reading (a rule's every pattern, the segmenter, the clauses) of a 5,000-character hostile answer:
 * a few ms idle, ten times that in CI while other suites' workers hold both cores (one read 57 ms there), and many
 * seconds for a pattern that backtracks. A single pattern keeps its 50 ms bound.
 */
export const WHOLE_READ_MS = 200;
