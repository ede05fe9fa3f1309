import path from 'node:path';

// Suites that need a PostgreSQL or a Redis server run whenever its variable is set (CI sets both: .ci/run)
// and are otherwise left out with ONE line saying what was left out and how to run it, so `npm ci && npm test`
// passes on a machine with neither (docs/testing.md). Suites that run on SQLite and add PostgreSQL when it is
// there use DB_KINDS (helper.ts) instead.

export type Service = 'PostgreSQL' | 'Redis';

const VARIABLES: Record<Service, { name: string; example: string }> = {
  PostgreSQL: { name: 'TEST_PG_URL', example: 'postgres://postgres@127.0.0.1:5432/test' },
  Redis: { name: 'TEST_REDIS_URL', example: 'redis://127.0.0.1:6379' },
};

/** The service's URL for this run, or '' when its variable is unset. */
export function serviceUrl(service: Service): string {
  return process.env[VARIABLES[service].name] ?? '';
}

/** The suite file being collected, without its folder and `.test.ts` (e.g. shared-state). */
function suiteName(): string {
  return path.basename(expect.getState().testPath ?? 'this file').replace(/\.test\.[cm]?[jt]sx?$/, '');
}

/** The line printed for what a run leaves out, e.g. "skipped: PostgreSQL suites of shared-state — set TEST_PG_URL=… to run them". */
export function skipLine(service: Service, what = `${service} suites`, suite = suiteName()): string {
  const { name, example } = VARIABLES[service];
  return `skipped: ${what} of ${suite} — set ${name}=${example} to run them`;
}

/** The lines this file printed, one per service and description. */
export const printedSkips: string[] = [];

/**
 * Whether `service` is configured for this run. When it is not, prints (once per file and description) the
 * line saying what is left out and how to run it, straight to stderr: one line, without the console's trace.
 */
export function hasService(service: Service, what = `${service} suites`): boolean {
  if (serviceUrl(service)) return true;
  const line = skipLine(service, what);
  if (!printedSkips.includes(line)) {
    printedSkips.push(line);
    process.stderr.write(`${line}\n`);
  }
  return false;
}

/**
 * describe(title, suites) when every service is configured; otherwise the skip line of the first one missing.
 * `onlySuites`: nothing else in the file runs without the services, and Jest fails a file without a test, so
 * a skipped run registers one that checks the line was printed (it names the variable that runs the rest).
 */
export function describeWith(services: Service | Service[], title: string, suites: () => void, options: { onlySuites?: boolean } = {}): void {
  const missing = [services].flat().find((service) => !hasService(service));
  if (!missing) {
    describe(title, suites);
    return;
  }
  if (options.onlySuites) {
    const line = skipLine(missing);
    it(`prints "${line}"`, () => {
      expect(printedSkips).toContain(line);
    });
  }
}
