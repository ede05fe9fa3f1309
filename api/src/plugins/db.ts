import fp from 'fastify-plugin';
import { connectDatabase, type ConnectOptions } from '../db/connect';
import type { Db } from '../db/database';
import { prepareDatabase, type PrepareOptions } from '../seed/prepare-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** prepared: the cluster's primary has already migrated and seeded (cluster/primary.ts); a worker only connects. */
export type DbPluginOptions = ConnectOptions & PrepareOptions & { prepared?: boolean };

/** Opens the database, brings it to the latest migration, seeds the demo data once, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = connectDatabase(opts);
    if (!opts.prepared) {
      try {
        await prepareDatabase(db, opts, app.log);
      } catch (err) {
        await db.destroy();
        throw err;
      }
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
