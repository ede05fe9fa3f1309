/**
 * When to start a worker again after one died. A worker that had served a while is replaced at once; one
 * that dies soon after starting (a bad deploy, a database that refuses it) is replaced after a delay that
 * doubles with each such death in a row, up to a ceiling: never a hot loop of forks.
 */
export class RestartDelay {
  private quickDeaths = 0;

  constructor(
    /** A worker that lived this long is healthy: its death resets the delay. */
    private readonly settledMs = 10_000,
    private readonly firstDelayMs = 500,
    private readonly maxDelayMs = 30_000,
  ) {}

  /** The delay before the next start, given how long the dead worker lived. */
  after(livedMs: number): number {
    if (livedMs >= this.settledMs) {
      this.quickDeaths = 0;
      return 0;
    }
    this.quickDeaths += 1;
    return Math.min(this.maxDelayMs, this.firstDelayMs * 2 ** (this.quickDeaths - 1));
  }
}
