export type StopSignal = 'SIGTERM' | 'SIGINT';

/**
 * Calls `stop` on the first SIGTERM or SIGINT and ignores the ones after it: Ctrl-C in a terminal reaches
 * the primary and every worker at once, and the primary then signals its workers too; a second signal
 * must not end a process (Node's default) while its requests are finishing.
 */
export function onStopSignal(stop: (signal: StopSignal) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}
