import fp from 'fastify-plugin';

/**
 * Dev tools only (registered when DEV_TOOLS is on, never in production): every answer names the process
 * that served it, so tests of WEB_CONCURRENCY tell the processes apart.
 */
export default fp(
  async (app) => {
    const pid = String(process.pid);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-served-by', pid);
      done();
    });
  },
  { name: 'served-by' },
);
