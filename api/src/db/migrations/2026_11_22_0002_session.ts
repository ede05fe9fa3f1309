import type { Kysely } from 'kysely';
import { withId } from './helper';

/** Server sessions: hashed token, role, user and expiry (epoch ms). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('session'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_expires_idx').on('session').column('expires_at').execute();
  await db.schema.createIndex('session_user_idx').on('session').columns(['role', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session').ifExists().execute();
}
