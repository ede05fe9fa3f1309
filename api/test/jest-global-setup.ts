import { SEED_VARIABLE, seedRun } from './seeded-copy';
import { serviceUrl, skipLine } from './services';

// Once a run, before the API suites: without TEST_PG_URL the suites that take DB_KINDS (helper.ts) run on
// SQLite alone, and this says so in one line (the suites that need PostgreSQL or Redis print their own).
// Then the demo database is migrated and seeded once per kind, for the suites' apps to copy (seeded-copy.ts);
// the workers Jest starts afterwards inherit where it is from the environment, and jest-global-teardown.ts
// drops it. TEST_FRESH_DB=1 leaves the copies out: every app migrates and seeds a fresh database, as before them
// (to compare the times, or to rule the copies out of a failure).
export default async function globalSetup(): Promise<void> {
  if (!serviceUrl('PostgreSQL')) process.stderr.write(`${skipLine('PostgreSQL', 'the PostgreSQL runs', 'the API suites (SQLite only)')}\n`);
  if (process.env.TEST_FRESH_DB === '1') return;
  process.env[SEED_VARIABLE] = JSON.stringify(await seedRun());
}
