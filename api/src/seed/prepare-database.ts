import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { isPostgresUrl, type ScryptCost } from '../config';
import { seedDemoAccounts } from './accounts';
import { accountsWithDemoPassword, DemoPasswordError, productionDemoPassword } from './demo-passwords';
import { seedContentDemo } from './content/seed-content';
import { seedDemo } from './demo';
import { seedHomeDemo } from './home/seed-home';
import { seedJobsDemo } from './jobs/seed-jobs';
import { seedMineDemo } from './mine/seed-mine';
import { seedResumeDemo } from './resume/seed-resume';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export type PrepareOptions = { databaseUrl: string; databaseSchema: string; seedDemo: boolean; passwordCost: ScryptCost; production: boolean };

/**
 * Brings the database to the latest migration and seeds the demo data when missing. Run once per start:
 * by the db plugin of a single process, or by the cluster's primary before it forks (cluster/primary.ts),
 * so N workers never race each other through the seeds. In production the demo is seeded only when SEED_DEMO=1
 * names it, its accounts get a fresh password (logged once), and a start that finds an account still on the
 * published demo password refuses, naming each and how to change it.
 */
export async function prepareDatabase(db: Db, opts: PrepareOptions, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  // DATABASE_SCHEMA (checked to be a plain identifier) may name a schema that does not exist yet.
  if (isPostgresUrl(opts.databaseUrl) && opts.databaseSchema) await sql`create schema if not exists ${sql.id(opts.databaseSchema)}`.execute(db);
  const applied = await migrateToLatest(db, isPostgresUrl(opts.databaseUrl) ? opts.databaseSchema : '');
  if (applied.length > 0) log.info({ applied }, 'database migrated');
  if (opts.seedDemo) await seedDemoData(db, opts, log);
  if (!opts.production) return;
  const published = await accountsWithDemoPassword(db);
  if (published.length > 0) throw new DemoPasswordError(published);
}

async function seedDemoData(db: Db, opts: PrepareOptions, log: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  if (await seedDemo(db)) log.info('demo data seeded');
  if (await seedHomeDemo(db)) log.info('home demo data seeded');
  // accounts are added one by one when missing, so databases seeded before them get them too
  const password = opts.production ? productionDemoPassword() : undefined;
  const accounts = await seedDemoAccounts(db, Date.now(), opts.passwordCost, password);
  if (accounts > 0) log.info(password ? { accounts, password } : { accounts }, password ? 'demo accounts seeded with this password (not the published one); change it with npm run set-password' : 'demo accounts seeded');
  // after the accounts: resumes, search data and applications belong to them
  if (await seedResumeDemo(db)) log.info('resume demo data seeded');
  if (await seedJobsDemo(db)) log.info('job search demo data seeded');
  if (await seedMineDemo(db)) log.info('application demo data seeded');
  if (await seedContentDemo(db)) log.info('content demo data seeded');
}
