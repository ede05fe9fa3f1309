import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Logs the browser in as one account: its previous session (of any role) ends first (spec §4: logging in
 * as one role clears the others), then a new one starts and its token goes into the httpOnly cookie.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  login: { role: SessionRole; userId: number; label: string },
): Promise<void> {
  await endPreviousSession(app, request);
  const days = sessionDays(app, login.role);
  const created = await createSession(app.db, login.role, login.userId, days, { label: login.label, now: app.now() });
  reply.header('set-cookie', tokenCookie(app, request, created.token, days * 24 * 60 * 60));
}

/** Ends the browser's session, if any, and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await endPreviousSession(app, request);
  reply.header('set-cookie', tokenCookie(app, request, '', 0));
}

async function endPreviousSession(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.session) {
    await destroySessionById(app.db, request.session.id);
    request.session = null;
    return;
  }
  // an expired session's row is gone from the request but may still be stored
  const token = readCookie(request.headers.cookie, app.config.runtime.cookieNames.token);
  if (token && token.length <= 128) await destroySession(app.db, token);
}

/** 138****0001: enough to recognise one's own phone on a page, not to read it. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? phone : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
