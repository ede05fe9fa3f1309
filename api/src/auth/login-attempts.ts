import type { Db } from '../db/database';
import { hitCounter } from '../db/repositories/rate-counter';

export type AttemptCounter = { key: string; limit: number };

/**
 * Counts a password login attempt on each counter BEFORE its password is hashed, and says whether every count is
 * within its limit. A wave of guesses sent at once is thereby refused from the (limit + 1)th on without hashing:
 * counted after the check, 59 wrong passwords and the right one sent together were all checked, and the right one
 * got in. A login that succeeds gives its hits back (`releaseHit`) or clears its account's count.
 */
export async function reserveAttempt(db: Db, counters: readonly AttemptCounter[], windowMs: number, now: number): Promise<boolean> {
  let within = true;
  for (const c of counters) if ((await hitCounter(db, c.key, windowMs, now)) > c.limit) within = false;
  return within;
}
