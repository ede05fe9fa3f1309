import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages and API answers are compressed as they are sent (brotli at quality 4, else gzip): the home page is
 * 32 KB of HTML with its first view and hints, 9 KB compressed, which on a phone's network is round trips
 * before the first paint. Built files are not touched: their .br and .gz come from the build
 * (`@fastify/static`'s preCompressed) and already carry their encoding. Files a student uploaded and
 * downloads (PDF, images, `octet-stream`) are sent as they are; streamed events are never held back.
 * A reverse proxy in front (docs/operations.md) passes an encoded answer through as it is.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)(?:;|$)|^image\/svg\+xml(?:;|$)/;

export default fp(
  async (app) => {
    // request bodies are never inflated: nothing of ours sends them compressed, and a small one could inflate past the body limit
    await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE, globalDecompression: false });
  },
  { name: 'compression' },
);
