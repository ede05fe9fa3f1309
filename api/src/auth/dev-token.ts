import { createHash, timingSafeEqual } from 'node:crypto';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';

/** The header, else the query parameter (a link an operator opens), that carries the dev token. */
export const DEV_TOKEN_HEADER = 'x-dev-token';
export const DEV_TOKEN_QUERY = 'token';

/** The query parameter as the dev routes document it (the header works as well). */
export const DevTokenQuery = {
  [DEV_TOKEN_QUERY]: Type.Optional(Type.String({ maxLength: 128, description: `the installation's dev token (printed at start, kept in the file dev-token beside the database); or the ${DEV_TOKEN_HEADER} header` })),
};

/**
 * Whether a request carries the installation's dev token. Coming from 127.0.0.1 is not enough: a TCP forwarder
 * on the machine (ssh -L, socat) brings another machine's request from there with no header saying so (issue 27);
 * the token is what only someone who reads the server's output or its files has. Compared in constant time, as
 * digests so that a guess's length tells nothing either.
 */
export function carriesDevToken(request: FastifyRequest, devToken: string): boolean {
  const header = request.headers[DEV_TOKEN_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.[DEV_TOKEN_QUERY];
  const given = typeof header === 'string' ? header : typeof query === 'string' ? query : '';
  if (!given || !devToken) return false;
  return timingSafeEqual(digest(given), digest(devToken));
}

const digest = (value: string) => createHash('sha256').update(value).digest();
