import { serviceUrl, skipLine } from './services';

// Once a run, before the API suites: without TEST_PG_URL the suites that take DB_KINDS (helper.ts) run on
// SQLite alone, and this says so in one line (the suites that need PostgreSQL or Redis print their own).
export default function globalSetup(): void {
  if (!serviceUrl('PostgreSQL')) process.stderr.write(`${skipLine('PostgreSQL', 'the PostgreSQL runs', 'the API suites (SQLite only)')}\n`);
}
