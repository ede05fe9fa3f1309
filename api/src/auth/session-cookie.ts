import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { createSession, destroySession, destroySessionById } from '../db/repositories/session';
import type { SessionRole } from '../db/tables/session';
import { readCookie, serializeCookie } from '../lib/cookies';

/** Session lifetime per role in days (spec §9): the configured cookie lifetimes of each login. */
export function sessionDays(app: FastifyInstance, role: SessionRole): number {
  const days = app.config.runtime.cookieDays;
  if (role === 'student') return days.student;
  if (role === 'company') return days.employer;
  return days.schoolLogin;
}

function tokenCookie(app: FastifyInstance, request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  return serializeCookie(app.config.runtime.cookieNames.token, value, { maxAgeSeconds, httpOnly: true, secure: request.protocol === 'https' });
}

/** Whom a login's session is for, and what the back-office placeholder shows of them. */
export type SessionLogin = { role: SessionRole; userId: number; label: string };

/**
 * Logs the browser in as one account, through `db` (the login's transaction): its previous session (of any
 * role) ends first (spec §4: logging in as one role clears the others), then a new one starts. Answers the
 * Set-Cookie line carrying the new token, to be set once the transaction has committed.
 */
export async function replaceSession(db: Db, app: FastifyInstance, request: FastifyRequest, login: SessionLogin): Promise<string> {
  await endPreviousSession(db, app, request);
  const days = sessionDays(app, login.role);
  const created = await createSession(db, login.role, login.userId, days, { label: login.label, now: app.now() });
  return tokenCookie(app, request, created.token, days * 24 * 60 * 60);
}

/** Ends the browser's session, if any, and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endPreviousSession(app.db, app, request);
  request.session = null;
  reply.header('set-cookie', tokenCookie(app, request, '', 0));
}

async function endPreviousSession(db: Db, app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.session) {
    await destroySessionById(db, request.session.id);
    return;
  }
  // an expired session's row is gone from the request but may still be stored
  const token = readCookie(request.headers.cookie, app.config.runtime.cookieNames.token);
  if (token && token.length <= 128) await destroySession(db, token);
}

/** 138****0001: enough to recognise one's own phone on a page, not to read it. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
