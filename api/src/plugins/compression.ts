import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Pages and API answers are compressed as they are sent, with gzip: the home page is 32 KB of HTML with its
 * first view and hints, about 11 KB gzipped, which on a phone's network is round trips before the first paint.
 * Gzip rather than brotli here: the same size on our pages and answers (brotli 4: 10.6 KB) at a quarter of the
 * CPU, which a campus-scale API process needs for its requests. Built files are not touched: their .br and
 * .gz come from the build (`@fastify/static`'s preCompressed) and already carry their encoding. Files a
 * student uploaded and downloads (PDF, images, `octet-stream`) are sent as they are; streamed events are
 * never held back. A reverse proxy in front (docs/operations.md) passes an encoded answer through.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)(?:;|$)|^image\/svg\+xml(?:;|$)/;

/**
 * Answers up to this size are compressed in one synchronous call (a few milliseconds at this size, far less
 * for our usual answers of 1-40 KB); past the plugin's default (8 KB on two cores) it would set up a zlib
 * stream per answer, whose allocations cost more than the work.
 */
const SYNC_BYTES = 512 * 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['gzip'],
      threshold: 1024,
      syncThreshold: SYNC_BYTES,
      customTypes: COMPRESSIBLE,
      // request bodies are never inflated: nothing of ours sends them compressed, and a small one could inflate past the body limit
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
