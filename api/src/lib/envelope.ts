import type { FastifyReply } from 'fastify';
import type { CodeEntry } from '../errors/codes';

/** Spec §3 response envelope; the client merges `data` into its result when code is 0. */
export type OkEnvelope<T extends object> = { apiStatus: true; msg: 'success'; data: { code: 0; msg: 'success' } & T };
export type FailEnvelope = { apiStatus: false; msg: string; data: { code: number; msg: string } };

export function ok<T extends object>(fields: T): OkEnvelope<T> {
  return { apiStatus: true, msg: 'success', data: { code: 0, msg: 'success', ...fields } };
}

export function fail(entry: CodeEntry, msg?: string): FailEnvelope;
export function fail(code: number, msg: string): FailEnvelope;
export function fail(codeOrEntry: number | CodeEntry, msg?: string): FailEnvelope {
  const code = typeof codeOrEntry === 'number' ? codeOrEntry : codeOrEntry.code;
  const text = msg ?? (typeof codeOrEntry === 'number' ? '' : codeOrEntry.msg);
  return { apiStatus: false, msg: text, data: { code, msg: text } };
}

/**
 * Sends an answer that is already JSON text (a cached serialization): a string with a JSON content type
 * goes out as it is. The plain reply type is used because the route's schema types the object form.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
