import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../lib/cookies';

/**
 * A browser that has proven a phone (logged in with a code sent to it) is trusted for that phone: its code
 * requests spend a daily budget of their own, which no stranger's requests for the same phone can use up
 * (sms-codes.ts). The cookie holds an HMAC of the phone under the server's secret, so it can be neither read
 * for the phone nor made for another.
 */
export const SMS_TRUST_COOKIE = 'sms_trust';
const TRUST_DAYS = 180;

const tokenFor = (secret: string, phone: string) => createHmac('sha256', secret).update(`sms-trust:${phone}`).digest('base64url');

export function isTrustedFor(app: FastifyInstance, request: FastifyRequest, phone: string): boolean {
  const given = readCookie(request.headers.cookie, SMS_TRUST_COOKIE);
  const expected = tokenFor(app.config.sessionSecret, phone);
  return given !== undefined && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** Marks the browser trusted for the phone it has just proven (added beside the session cookie). */
export function trustBrowser(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, phone: string): void {
  const cookie = serializeCookie(SMS_TRUST_COOKIE, tokenFor(app.config.sessionSecret, phone), { maxAgeSeconds: TRUST_DAYS * 24 * 60 * 60, httpOnly: true, secure: request.protocol === 'https', path: '/api' });
  // Fastify appends a second Set-Cookie to the first
  reply.header('set-cookie', cookie);
}
