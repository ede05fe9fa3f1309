import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';
import { CODES, PAGE_TEXT } from '../errors/codes';
import { STORAGE_FAULT_ANSWERS, storageFaultOf } from '../errors/storage-faults';
import { validationMessage } from '../errors/validation-message';
import { isApiPath } from '../lib/api-path';
import { fail } from '../lib/envelope';
import { escapeHtml, simplePage } from '../lib/html';

/**
 * The one error handler: business failures and bad input become the envelope with a Chinese message;
 * anything unexpected is logged and answered with a 500 envelope, never a stack trace.
 */
export default fp(
  async (app) => {
    // A POST without a body validates as an empty form, so the message names the missing field.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.body === undefined || request.body === null) request.body = {};
      done();
    });

    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (error instanceof AppError) return reply.code(error.httpStatus).send(fail(error.entry, error.message));
      if (error.validation) return reply.code(400).send(fail(CODES.validation.code, validationMessage(error.validation)));
      // a full, read-only, locked or unreachable store says so, with its own code (errors/storage-faults.ts)
      const fault = storageFaultOf(error);
      if (fault) {
        const answer = STORAGE_FAULT_ANSWERS[fault];
        request.log[answer.logLevel]({ err: error, fault }, 'storage fault');
        if (answer.retryAfterSeconds) reply.header('Retry-After', String(answer.retryAfterSeconds));
        return reply.code(answer.httpStatus).send(fail(answer.entry));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(status).send(fail(CODES.rateLimited));
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
