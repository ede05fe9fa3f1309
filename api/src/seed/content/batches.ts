import type { Insertable } from 'kysely';
import type { Database, Db } from '../../db/database';
import { chinaTimeAfter } from '../../lib/china-time';

const BATCH = 200;

/** Inserts many rows a batch at a time (PostgreSQL takes at most 65,535 parameters a statement). */
export async function insertBatches<T extends keyof Database & string>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Kysely cannot relate a generic table's Insertable to its insert expression; the signature keeps callers typed
    await db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A time `days` from the day of `now` (China Standard Time) at `hour` (halves allowed: 8.5 is 8:30). */
export const cstTime = chinaTimeAfter;

