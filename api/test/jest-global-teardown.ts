import { dropRun, SEED_VARIABLE, seededRun } from './seeded-copy';

// After the API suites: the seeded template database, any copy a suite left behind, and the run's folder go.
// eslint-disable-next-line no-restricted-exports -- Jest calls the global teardown module's default export
export default async function globalTeardown(): Promise<void> {
  const run = seededRun();
  if (!run) return;
  await dropRun(run);
  delete process.env[SEED_VARIABLE];
}
