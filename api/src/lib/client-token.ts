import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from './cookies';

/**
 * A browser's own name for the draw budget (issue 27; docs/decisions.md "Captcha draws per browser"): behind a
 * campus NAT the address names thousands of students, so a random id signed with the server's secret names
 * one browser. It proves nothing about a person; it only lets one browser's draws be counted apart from its
 * classmates'. A forged or altered value reads as no token.
 */
export const CLIENT_COOKIE = 'campus_client';
const CLIENT_DAYS = 180;

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`client:${id}`).digest('base64url');

/** The id a request's valid token carries, or undefined (none, forged, or malformed). */
export function clientTokenId(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, CLIENT_COOKIE);
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 1) return undefined;
  const id = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(sign(app.config.sessionSecret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * Gives a page's browser its token with the page, so a real student's first draw already spends its own budget
 * and a flooder emptying the token-less bucket of a shared address holds up only clients that read no page.
 * Answers whether it gave one: a page that carries a Set-Cookie must be private to that browser, so no shared cache
 * hands the token on.
 */
export function ensureClientToken(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): boolean {
  if (clientTokenId(app, request)) return false;
  issueClientToken(app, request, reply);
  return true;
}

/** Gives the browser a new token (a Set-Cookie beside any other: Fastify appends it). */
export function issueClientToken(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const id = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    serializeCookie(CLIENT_COOKIE, `${id}.${sign(app.config.sessionSecret, id)}`, { maxAgeSeconds: CLIENT_DAYS * 24 * 60 * 60, httpOnly: true, secure: request.protocol === 'https', path: '/api' }),
  );
}
