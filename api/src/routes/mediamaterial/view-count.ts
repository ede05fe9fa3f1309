import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chinaDay } from '../../lib/china-time';
import { hitCounter } from '../../db/repositories/rate-counter';
import { clientKey } from '../../lib/client-key';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether this is the visitor's first view of a material today (China Standard Time): a view is counted once per
 * visitor and day, so reloading (3,000 fake views in 5 s from one address once) adds nothing. A signed-in user is
 * themselves; anyone else is their address and browser (classmates behind one campus address on the same browser
 * build count once between them: an undercount rather than a count anyone can inflate).
 */
export async function firstViewToday(app: FastifyInstance, request: FastifyRequest, id: number, now: number): Promise<boolean> {
  const visitor = request.session
    ? `user:${request.session.user_id}`
    : `addr:${clientKey(request)}:${createHash('sha256').update(request.headers['user-agent'] ?? '').digest('base64url').slice(0, 12)}`;
  return (await hitCounter(app.db, `view:${id}:${visitor}:${chinaDay(now)}`, DAY_MS, now)) === 1;
}
