import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (UUIDs, nginx's $request_id, trace ids): anything else is replaced, never logged. */
const PROXY_ID = /^[A-Za-z0-9._:+=/-]{1,128}$/;

/**
 * Fastify's genReqId: the reverse proxy's X-Request-Id when it sends a sane one, so one id follows a
 * request through the proxy's and our logs; else a random UUID (Fastify's own `req-1`, `req-2` … would
 * repeat in every process and after every restart). pino writes it as `reqId` on each line of the request.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PROXY_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so a user's report or a proxy's log line finds our log lines. */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
