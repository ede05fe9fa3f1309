import type { FastifyRequest } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes from this machine itself: the socket's own address (never a header a client could
 * write), and no proxy in between (a local reverse proxy forwards the whole world from 127.0.0.1 and says so
 * in X-Forwarded-For or Forwarded).
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const headers = request.headers;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return false;
  return LOOPBACK.has(request.raw.socket.remoteAddress ?? '');
}
