import AjvCompiler from '@fastify/ajv-compiler';
import type { Ajv } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** The largest value of the databases' `integer` column (PostgreSQL int4; SQLite stores it too). */
export const INT32_MAX = 2_147_483_647;

const KEYWORD = 'x-bounded';
const VALUE_KEYS = new Set(['default', 'const', 'enum', 'examples', 'example']);

/**
 * Ajv coerces the query-string and form text `Infinity`, `1e400` or a 400-digit number to a number that its
 * integer check lets through (it does not check again after coercing), and skips minimum/maximum for
 * non-finite numbers: handlers and the answer's serializer then met ±Infinity (HTTP 500). Every
 * integer or number a request schema names must also be finite and within ±INT32_MAX, else 40001 naming the field.
 */
function addBoundedKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: KEYWORD,
    schemaType: 'boolean',
    errors: false,
    // untyped on purpose: Ajv guards typed keywords with isFinite, so a number keyword would skip Infinity too
    validate: (_on: boolean, data: unknown) => typeof data !== 'number' || (Number.isFinite(data) && Math.abs(data) <= INT32_MAX),
  });
}

const isNumeric = (type: unknown) => type === 'integer' || type === 'number' || (Array.isArray(type) && (type.includes('integer') || type.includes('number')));

/** A copy of a request schema with the keyword on every integer and number in it (TypeBox's schemas stay untouched). */
export function withBoundedNumbers<T>(schema: T): T {
  return bounded(schema) as T;
}

function bounded(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(bounded);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = VALUE_KEYS.has(key) ? value : bounded(value);
  if (isNumeric(copy.type)) copy[KEYWORD] = true;
  return copy;
}

type BuildValidator = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;

/** Fastify's own Ajv compiler (same options and pool), fed the bounded copy of each request schema. */
export function boundedNumberValidators(): BuildValidator {
  const build = AjvCompiler();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas as Record<string, object>, { ...options, plugins: [...(options?.plugins ?? []), addBoundedKeyword] });
    return (route) => compile({ ...route, schema: withBoundedNumbers(route.schema) });
  };
}
