import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { STORAGE_FAULT_ANSWERS } from '../../errors/storage-faults';
import { fail, ok } from '../../lib/envelope';
import { envelope, ErrorEnvelope } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** A readiness probe answers well inside a balancer's usual 5 s probe timeout, even when the pool waits for a connection. */
const READY_WITHIN_MS = 2000;

/**
 * Probes for a load balancer or orchestrator, at the root like theirs usually are: /healthz says the
 * process is alive (nothing else is checked: restarting it would not help a database that is down);
 * /readyz says it can serve, by a trivial query, so traffic goes elsewhere while the database is away.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: envelope({}) } } },
    async () => ok({}),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers a trivial query within 2 s (else 503, code 50005)',
        response: { 200: envelope({}), 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READY_WITHIN_MS} ms`)), READY_WITHIN_MS);
      });
      try {
        await Promise.race([sql`select 1`.execute(app.db), late]);
        return ok({});
      } catch (err) {
        request.log.warn({ err }, 'not ready: the database does not answer');
        const down = STORAGE_FAULT_ANSWERS.down;
        return reply.code(503).header('Retry-After', String(down.retryAfterSeconds)).send(fail(down.entry));
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default routePlugin('routes/health', healthRoutes);
