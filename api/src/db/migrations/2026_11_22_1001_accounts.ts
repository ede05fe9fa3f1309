import type { Kysely } from 'kysely';
import { withId, withText } from './helper';

/**
 * Accounts of the four roles (spec §1, §6). Passwords are scrypt hashes (`scrypt$N$r$p$salt$hash`);
 * students and employers are created on their first code login or registration, admins are provisioned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  let student = withId(db, db.schema.createTable('student')).addColumn('phone', 'text', (c) => c.notNull().unique());
  for (const col of ['name', 'avatar'] as const) student = withText(student, col);
  await student
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('employer'))
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('company_key', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint', (c) => c.notNull())
    .execute();

  let schoolAdmin = withId(db, db.schema.createTable('school_admin'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('school_id', 'integer', (c) => c.notNull().references('school.id').onDelete('cascade'))
    .addColumn('user_type', 'integer', (c) => c.notNull().defaultTo(0));
  for (const col of ['strategy', 'faculty'] as const) schoolAdmin = withText(schoolAdmin, col);
  await schoolAdmin.addColumn('created_at', 'bigint', (c) => c.notNull()).execute();

  await withId(db, db.schema.createTable('channel_admin'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'integer', (c) => c.notNull().references('channel.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['channel_admin', 'school_admin', 'employer', 'student']) await db.schema.dropTable(table).ifExists().execute();
}
