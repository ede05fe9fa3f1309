import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiModelConfig } from '../config';
import { AppError } from '../errors/app-error';
import { CODES } from '../errors/codes';
import { STORAGE_FAULT_ANSWERS, storageFaultOf } from '../errors/storage-faults';
import { fail, ok } from './envelope';

/** Whether to stream: a language model is configured and the page asked for `text/event-stream`. */
export function wantsModelStream(request: FastifyRequest, ai: AiModelConfig): boolean {
  return Boolean(ai.baseUrl && ai.model && (request.headers.accept ?? '').includes('text/event-stream'));
}

/**
 * Answers as server-sent events (the AI tools with a model): each piece `work` hears from the model is a `delta`
 * event `{text}`, then the envelope comes last as `result` (a failure's envelope too, never a cut stream).
 */
export function streamEnvelope(request: FastifyRequest, reply: FastifyReply, work: (onDelta: (text: string) => void) => Promise<object>): FastifyReply {
  const events = new PassThrough();
  const send = (event: 'delta' | 'result', data: unknown) => events.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  void work((text) => send('delta', { text }))
    .then((answer) => send('result', ok(answer)))
    .catch((error: unknown) => {
      request.log.error({ err: error }, 'streamed AI answer failed');
      const fault = storageFaultOf(error);
      send('result', error instanceof AppError ? fail(error.entry) : fail(fault ? STORAGE_FAULT_ANSWERS[fault].entry : CODES.serverError));
    })
    .finally(() => events.end());
  return reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store').send(events);
}
