import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../lib/cookies';

/**
 * A browser that has proven an account is trusted for it: its SMS code requests spend a budget of their own
 * (sms-codes.ts: proven by a login with the phone's code), and its password logins are counted apart from a
 * stranger's failures (login-guard.ts: proven by a login), so nobody else can spend the owner's budget or lock the
 * owner out. The cookie holds an HMAC of the account under the server's secret: it can be neither read for the
 * account nor made for another. One cookie per kind, holding the last account proven.
 */
export const TRUST_COOKIES = {
  /** sent with the code requests, all under /api */
  sms: { name: 'sms_trust', path: '/api' },
  /** sent with the admin and employer logins, which are not under /api (spec §7: /school/…, /channel/…, /company/…) */
  login: { name: 'login_trust', path: '/' },
} as const;
export type TrustKind = keyof typeof TRUST_COOKIES;
const TRUST_DAYS = 180;

const tokenFor = (secret: string, kind: TrustKind, subject: string) => createHmac('sha256', secret).update(`${kind}-trust:${subject}`).digest('base64url');

export function isTrustedFor(app: FastifyInstance, request: FastifyRequest, kind: TrustKind, subject: string): boolean {
  const given = readCookie(request.headers.cookie, TRUST_COOKIES[kind].name);
  const expected = tokenFor(app.config.sessionSecret, kind, subject);
  return given !== undefined && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Marks the browser trusted for the account it has just proven (a Set-Cookie beside the session's: Fastify appends it). */
export function trustBrowser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, kind: TrustKind, subject: string): void {
  const cookie = serializeCookie(TRUST_COOKIES[kind].name, tokenFor(app.config.sessionSecret, kind, subject), {
    maxAgeSeconds: TRUST_DAYS * 24 * 60 * 60,
    httpOnly: true,
    secure: request.protocol === 'https',
    path: TRUST_COOKIES[kind].path,
  });
  reply.header('set-cookie', cookie);
}
