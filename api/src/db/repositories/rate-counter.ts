import { sql } from 'kysely';
import type { Db } from '../database';

/**
 * Windowed counters and freezes shared by every API process (docs/architecture.md §8). A counter counts hits since
 * its window started; once the window has passed, the next hit starts a new one. One upsert per hit, so
 * concurrent requests never lose a count.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  return (await hitWindow(db, key, windowMs, now)).count;
}

/** A hit as `hitCounter`, answering the window's start too (when it ends: the rate limit's Retry-After). */
export async function hitWindow(db: Db, key: string, windowMs: number, now: number): Promise<{ count: number; windowStart: number }> {
  const stale = now - windowMs;
  const row = await db
    .insertInto('rate_counter')
    .values({ key, count: 1, window_start: now, blocked_until: 0, expires_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_counter.window_start <= ${stale} then 1 else rate_counter.count + 1 end`,
        window_start: sql<number>`case when rate_counter.window_start <= ${stale} then ${now} else rate_counter.window_start end`,
        expires_at: sql<number>`case when rate_counter.blocked_until > ${now + windowMs} then rate_counter.blocked_until else ${now + windowMs} end`,
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStart: Number(row.window_start) };
}

/** Hits counted in the current window (0 when none or the window has passed). */
export async function peekCounter(db: Db, key: string, windowMs: number, now: number): Promise<number> {
  const row = await db.selectFrom('rate_counter').select('count').where('key', '=', key).where('window_start', '>', now - windowMs).executeTakeFirst();
  return row ? Number(row.count) : 0;
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_counter').where('key', '=', key).execute();
}

/** Blocks a key until a time (a freeze); the row lives as long as the block. */
export async function blockKey(db: Db, key: string, until: number, now: number): Promise<void> {
  await db
    .insertInto('rate_counter')
    .values({ key, count: 0, window_start: now, blocked_until: until, expires_at: until })
    .onConflict((oc) => oc.column('key').doUpdateSet({ blocked_until: until, expires_at: until }))
    .execute();
}

/** Whether a key is blocked now. */
export async function isBlocked(db: Db, key: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('rate_counter').select('blocked_until').where('key', '=', key).executeTakeFirst();
  return row !== undefined && Number(row.blocked_until) > now;
}

export async function deleteExpiredCounters(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('rate_counter').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Gives back one hit (a reserved login attempt that succeeded), never below 0. */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db.updateTable('rate_counter').set({ count: sql<number>`count - 1` }).where('key', '=', key).where('count', '>', 0).execute();
}

/** Removes every counter and freeze of one account (keys `login:<what>:<subject>:…`): a proven owner starts clean. */
export async function clearAccountCounters(db: Db, subject: string): Promise<number> {
  // matched in code, not by LIKE: an account name may hold _ or %
  const rows = await db.selectFrom('rate_counter').select('key').where('key', 'like', 'login:%').execute();
  const keys = rows.map((r) => r.key).filter((k) => /^login:(fail|lock|locks):/.test(k) && k.split(':').slice(2).join(':').startsWith(`${subject}:`));
  if (keys.length > 0) await db.deleteFrom('rate_counter').where('key', 'in', keys).execute();
  return keys.length;
}
