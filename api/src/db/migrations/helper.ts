/**
 * Dialect differences for migrations, in one place. Append-only: migrations are frozen,
 * so change nothing here that an existing migration uses; add a new function instead.
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Expression, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<unknown>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-increment integer primary key `id`. */
export function withId<TB extends string, C extends string>(db: Kysely<unknown>, table: CreateTableBuilder<TB, C>): CreateTableBuilder<TB, C | 'id'> {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.generatedByDefaultAsIdentity().primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** Adds a NOT NULL 0/1 flag column. */
export function withFlag<TB extends string, C extends string, N extends string>(table: CreateTableBuilder<TB, C>, name: N, value: 0 | 1 = 0): CreateTableBuilder<TB, C | N> {
  return table.addColumn(name, 'integer', (col) => col.notNull().defaultTo(value).check(sqlFlagCheck(name)));
}

/** Adds a NOT NULL text column defaulting to ''. */
export function withText<TB extends string, C extends string, N extends string>(table: CreateTableBuilder<TB, C>, name: N): CreateTableBuilder<TB, C | N> {
  return table.addColumn(name, 'text', (col) => col.notNull().defaultTo(''));
}

function sqlFlagCheck(name: string): Expression<unknown> {
  return sql`${sql.ref(name)} in (0, 1)`;
}
