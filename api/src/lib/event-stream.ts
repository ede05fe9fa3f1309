import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiModelConfig } from '../config';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';
import { STORAGE_FAULT_ANSWERS, storageFaultOf } from '../errors/storage-faults';
import { fail, ok } from './envelope';

/** Whether to stream: a language model is configured and the page asked for `text/event-stream`. */
export function wantsModelStream(request: FastifyRequest, ai: AiModelConfig): boolean {
  return Boolean(ai.baseUrl && ai.model && wantsEventStream(request));
}

/**
 * Answers as server-sent events: `work` sends what it has to say as it goes (a model's `delta` `{text}`, the
 * import's `progress` `{page, pages}`), then the envelope comes last as `result` (a failure's envelope too, never a
 * cut stream).
 */
export function streamEvents(request: FastifyRequest, reply: FastifyReply, work: (send: (event: string, data: object) => void) => Promise<object>): FastifyReply {
  const events = new PassThrough();
  const send = (event: string, data: unknown) => events.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  void work(send)
    .then((answer) => send('result', ok(answer)))
    .catch((error: unknown) => {
      if (!(error instanceof AppError)) request.log.error({ err: error }, 'streamed answer failed');
      const fault = storageFaultOf(error);
      send('result', error instanceof AppError ? fail(error.entry, error.message) : fail(fault ? STORAGE_FAULT_ANSWERS[fault].entry : CODES.serverError));
    })
    .finally(() => events.end());
  return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').send(events);
}

/** The AI tools with a model: each piece `work` hears from the model is a `delta` event `{text}`. */
export function streamEnvelope(request: FastifyRequest, reply: FastifyReply, work: (onDelta: (text: string) => void) => Promise<object>): FastifyReply {
  return streamEvents(request, reply, (send) => work((text) => send('delta', { text })));
}

/** Whether the page asked for server-sent events (`Accept: text/event-stream`). */
export const wantsEventStream = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/event-stream');
