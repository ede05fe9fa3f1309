import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../database';
import type { SessionRole, SessionRow } from '../tables/session';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of a cookie token: only its sha256 reaches the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type CreatedSession = { token: string; id: number; expiresAt: number };

/** Starts a session and returns the raw token for the httpOnly cookie (it is not stored). */
export async function createSession(
  db: Db,
  role: SessionRole,
  userId: number,
  days: number,
  opts: { label?: string; now?: number } = {},
): Promise<CreatedSession> {
  const now = opts.now ?? Date.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + days * DAY_MS;
  const row = await db
    .insertInto('session')
    .values({ token_hash: hashToken(token), role, user_id: userId, label: opts.label ?? '', created_at: now, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, id: row.id, expiresAt };
}

/** The live session of a token, or undefined when unknown or expired. */
export function findSession(db: Db, token: string, now: number = Date.now()): Promise<SessionRow | undefined> {
  return db.selectFrom('session').selectAll().where('token_hash', '=', hashToken(token)).where('expires_at', '>', now).executeTakeFirst();
}

/** Ends the session of a token; true when one was removed. */
export async function destroySession(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom('session').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteExpiredSessions(db: Db, now: number = Date.now()): Promise<number> {
  const result = await db.deleteFrom('session').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends one session by id (the browser's previous session when it logs in again). */
export async function destroySessionById(db: Db, id: number): Promise<void> {
  await db.deleteFrom('session').where('id', '=', id).execute();
}
