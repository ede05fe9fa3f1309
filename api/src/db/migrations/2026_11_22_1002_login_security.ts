import type { Kysely } from 'kysely';
import { withId, withText } from './helper';

/**
 * What the login flows keep between requests, in the database so several API processes share it
 * (docs/architecture.md §8): SMS codes (hashed) and the dev outbox, windowed counters and freezes, captcha
 * puzzles and tickets, QR logins and used transfer-ticket ids. Times are epoch milliseconds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('sms_code'))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_code_phone_idx').on('sms_code').columns(['phone', 'purpose', 'created_at']).execute();
  await db.schema.createIndex('sms_code_expires_idx').on('sms_code').column('expires_at').execute();

  let outbox = withId(db, db.schema.createTable('sms_outbox')).addColumn('phone', 'text', (c) => c.notNull());
  for (const col of ['purpose', 'code', 'text'] as const) outbox = withText(outbox, col);
  await outbox.addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'created_at']).execute();

  await db.schema
    .createTable('rate_counter')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('blocked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_counter_expires_idx').on('rate_counter').column('expires_at').execute();

  await db.schema
    .createTable('captcha_puzzle')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('answer_x', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captcha_puzzle_expires_idx').on('captcha_puzzle').column('expires_at').execute();

  await db.schema
    .createTable('captcha_ticket')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('randstr', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('captcha_ticket_expires_idx').on('captcha_ticket').column('expires_at').execute();

  await db.schema
    .createTable('qr_login')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('poll_key_hash', 'text', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.references('student.id').onDelete('cascade'))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('qr_login_expires_idx').on('qr_login').column('expires_at').execute();

  await db.schema
    .createTable('transfer_ticket')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transfer_ticket_expires_idx').on('transfer_ticket').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['transfer_ticket', 'qr_login', 'captcha_ticket', 'captcha_puzzle', 'rate_counter', 'sms_outbox', 'sms_code']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
