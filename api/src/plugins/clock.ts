import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Epoch milliseconds; tests pass their own clock to reach expiries without sleeping. */
    now: () => number;
  }
}

export default fp<{ now?: () => number }>(
  async (app, opts) => {
    app.decorate('now', opts.now ?? Date.now);
  },
  { name: 'clock' },
);
