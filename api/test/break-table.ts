import { PostgresAdapter, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/**
 * Makes every insert into one table fail while `run` runs (a trigger that raises, on SQLite and PostgreSQL
 * alike): the failing last step of a multi-row write, without a seam in the code.
 */
export async function withInsertsRefused<T>(app: FastifyInstance, table: string, run: () => Promise<T>): Promise<T> {
  const postgres = app.db.getExecutor().adapter instanceof PostgresAdapter;
  const trigger = sql.id(`${table}_refuse_insert`);
  if (postgres) {
    await sql`create or replace function refuse_insert() returns trigger as $$ begin raise exception 'insert refused by the test'; end $$ language plpgsql`.execute(app.db);
    await sql`create trigger ${trigger} before insert on ${sql.table(table)} for each row execute function refuse_insert()`.execute(app.db);
  } else {
    await sql`create trigger ${trigger} before insert on ${sql.table(table)} begin select raise(abort, 'insert refused by the test'); end`.execute(app.db);
  }
  try {
    return await run();
  } finally {
    await sql`drop trigger ${trigger}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(app.db);
  }
}
