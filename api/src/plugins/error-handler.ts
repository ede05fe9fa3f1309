import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { CODES, PAGE_TEXT, type CodeEntry } from '../errors/codes';
import { FILE_STORE_DOWN_ANSWER, FileStoreUnavailableError, STORAGE_FAULT_ANSWERS, storageFaultOf } from '../errors/storage-faults';
import { validationMessage } from '../errors/validation-message';
import { isApiPath } from '../lib/api-path';
import { fail } from '../lib/envelope';
import { escapeHtml, simplePage } from '../lib/html';

/** Fastify's own refusals before a handler runs (body, media type, JSON, path), by error code. */
const FRAMEWORK_CODES: Partial<Record<string, CodeEntry>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: CODES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: CODES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_JSON_BODY: CODES.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: CODES.badJson,
  FST_ERR_MAX_PARAM_LENGTH: CODES.uriTooLong,
};

/**
 * Fastify's `frameworkErrors` option: a path it cannot decode (`/api/%zz`) or a too-long route parameter,
 * answered in the envelope instead of Fastify's own JSON (the route's error handler is not reached).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(fail(FRAMEWORK_CODES[error.code] ?? CODES.badRequest));
}

/** Node's parser errors by code: HTTP status and our code (the rest is a plain bad request). */
function clientErrorAnswer(error: ConnectionError): [number, CodeEntry] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, CODES.requestTimeout];
  if (error.code !== 'HPE_HEADER_OVERFLOW') return [400, CODES.badRequest];
  // Node counts the request line with the headers and passes only the chunk that overflowed (a Buffer,
  // whatever Fastify's type says): a long request line is told apart by what that chunk holds
  const raw: unknown = error.rawPacket;
  const held = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const lineEnd = held.indexOf('\r\n');
  const firstLine = lineEnd === -1 ? held : held.slice(0, lineEnd);
  const requestLine = /^[A-Z]+ /.test(held) || / HTTP\/\d(\.\d)?$/.test(firstLine) || (lineEnd === -1 && !HEADER_START.test(held));
  return requestLine && firstLine.length * 2 > held.length ? [414, CODES.uriTooLong] : [431, CODES.headersTooLarge];
}

const HEADER_START = /^[!#$%&'*+.^_`|~\w-]+:/;

/**
 * Fastify's `clientErrorHandler` option: a request Node refuses before Fastify sees it (request line and
 * headers over Node's 16 KB, a malformed request, a timeout) still gets the envelope, then the connection closes.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // a reset connection has nobody left to answer (Fastify's default handler does the same)
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) return void socket.destroy();
  const [status, entry] = clientErrorAnswer(error);
  const body = JSON.stringify(fail(entry));
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}

/**
 * The one error handler: business failures and bad input become the envelope with a Chinese message;
 * anything unexpected is logged and answered with a 500 envelope, never a stack trace.
 */
export default fp(
  async (app) => {
    // HTTP/1.1 requires Host (RFC 9112 §3.2): Node's own check is off (app.ts) so the refusal is the envelope.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.headers.host === undefined && request.raw.httpVersion === '1.1') return void reply.code(400).send(fail(CODES.badRequest));
      done();
    });

    // A POST without a body validates as an empty form, so the message names the missing field.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined || request.body === null) request.body = {};
      done();
    });

    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error instanceof AppError) {
        // a refusal for now (503: a full queue) says when to try again
        if (error.httpStatus === 503) reply.header('Retry-After', '5');
        return reply.code(error.httpStatus).send(fail(error.entry, error.message));
      }
      if (error.validation) return reply.code(400).send(fail(CODES.validation.code, validationMessage(error.validation)));
      // a full, read-only, locked or unreachable store says so, with its own code (errors/storage-faults.ts)
      const fault = error instanceof FileStoreUnavailableError ? 'files' : storageFaultOf(error);
      if (fault) {
        const answer = fault === 'files' ? FILE_STORE_DOWN_ANSWER : STORAGE_FAULT_ANSWERS[fault];
        request.log[answer.logLevel]({ err: error, fault }, 'storage fault');
        if (answer.retryAfterSeconds) reply.header('Retry-After', String(answer.retryAfterSeconds));
        return reply.code(answer.httpStatus).send(fail(answer.entry));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(status).send(fail(CODES.rateLimited));
      const framework = FRAMEWORK_CODES[error.code];
      if (framework && status >= 400 && status < 500) return reply.code(status).send(fail(framework));
      if (status >= 400 && status < 500) return reply.code(status).send(fail(CODES.badRequest));
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(CODES.serverError));
    });

    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || request.method !== 'GET') return reply.code(404).send(fail(CODES.notFound));
      const body = `<p>${escapeHtml(PAGE_TEXT.notFoundBody)}</p><p><a href="/">${escapeHtml(PAGE_TEXT.backHome)}</a></p>`;
      return reply.code(404).type('text/html; charset=utf-8').send(simplePage(PAGE_TEXT.notFoundTitle, body));
    });
  },
  { name: 'error-handler' },
);
