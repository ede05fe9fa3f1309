import { sql } from 'kysely';
import fp from 'fastify-plugin';
import type { ScryptCost } from '../auth/passwords';
import { isPostgresUrl } from '../config';
import { connectDatabase, type ConnectOptions } from '../db/connect';
import type { Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoAccounts } from '../seed/accounts';
import { seedContentDemo } from '../seed/content/seed-content';
import { seedDemo } from '../seed/demo';
import { seedHomeDemo } from '../seed/home/seed-home';
import { seedJobsDemo } from '../seed/jobs/seed-jobs';
import { seedMineDemo } from '../seed/mine/seed-mine';
import { seedResumeDemo } from '../seed/resume/seed-resume';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export type DbPluginOptions = ConnectOptions & { databaseSchema: string; seedDemo: boolean; passwordCost: ScryptCost };

/** Opens the database, brings it to the latest migration, seeds the demo data once, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = connectDatabase(opts);
    try {
      // DATABASE_SCHEMA (checked to be a plain identifier) may name a schema that does not exist yet.
      if (isPostgresUrl(opts.databaseUrl) && opts.databaseSchema) await sql`create schema if not exists ${sql.id(opts.databaseSchema)}`.execute(db);
      const applied = await migrateToLatest(db, isPostgresUrl(opts.databaseUrl) ? opts.databaseSchema : '');
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
      if (opts.seedDemo && (await seedDemo(db))) app.log.info('demo data seeded');
      if (opts.seedDemo && (await seedHomeDemo(db))) app.log.info('home demo data seeded');
      // accounts are added one by one when missing, so databases seeded before them get them too
      if (opts.seedDemo) {
        const accounts = await seedDemoAccounts(db, Date.now(), opts.passwordCost);
        if (accounts > 0) app.log.info({ accounts }, 'demo accounts seeded');
        // after the accounts: resumes, search data and applications belong to them
        if (await seedResumeDemo(db)) app.log.info('resume demo data seeded');
        if (await seedJobsDemo(db)) app.log.info('job search demo data seeded');
        if (await seedMineDemo(db)) app.log.info('application demo data seeded');
        if (await seedContentDemo(db)) app.log.info('content demo data seeded');
      }
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
