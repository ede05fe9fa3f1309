import fp from 'fastify-plugin';
import { createParsePool, type ParsePool } from '../ai/pool/parse-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** The resume import's worker threads (ai/pool/parse-pool.ts): no thread runs until the first upload. */
    parsePool: ParsePool;
  }
}

export default fp(
  async (app) => {
    const pool = createParsePool(app.config.parse);
    app.decorate('parsePool', pool);
    app.addHook('onClose', () => pool.close());
  },
  { name: 'parse-pool', dependencies: ['config'] },
);
