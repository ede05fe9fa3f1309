import AjvCompiler from '@fastify/ajv-compiler';
import type { Ajv } from '@fastify/ajv-compiler';
import { compiledOnce, type BuildValidator } from './compiled-schemas';

/** The largest value of the databases' `integer` column (PostgreSQL int4; SQLite stores it too). */
export const INT32_MAX = 2_147_483_647;

const KEYWORD = 'x-storable';
const VALUE_KEYS = new Set(['default', 'const', 'enum', 'examples', 'example']);

/** A value both databases store and compare as given: numbers finite and within 32 bits, text without NUL. */
export function isStorable(data: unknown): boolean {
  if (typeof data === 'number') return Number.isFinite(data) && Math.abs(data) <= INT32_MAX;
  if (typeof data === 'string') return !data.includes('\u0000');
  return true;
}

/**
 * Ajv coerces the query-string and form text `Infinity`, `1e400` or a 400-digit number to a number that its
 * integer check lets through (it does not check again after coercing), and skips minimum/maximum for
 * non-finite numbers: handlers and the answer's serializer then met ±Infinity (HTTP 500). PostgreSQL refuses
 * text holding NUL (`invalid byte sequence`, HTTP 500 wherever such a field reached a query). Every number and
 * text a request schema names must be storable, else 40001 naming the field.
 */
function addStorableKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: KEYWORD,
    schemaType: 'boolean',
    errors: false,
    // untyped on purpose: Ajv guards typed keywords with isFinite, so a number keyword would skip Infinity too
    validate: (_on: boolean, data: unknown) => isStorable(data),
  });
}

const SCALARS = new Set(['integer', 'number', 'string']);
const isScalar = (type: unknown) => (Array.isArray(type) ? type.some((t) => SCALARS.has(t)) : SCALARS.has(type as string));

/** A copy of a request schema with the keyword on every number and text in it (TypeBox's schemas stay untouched). */
export function withStorableValues<T>(schema: T): T {
  return storable(schema) as T;
}

function storable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(storable);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = VALUE_KEYS.has(key) ? value : storable(value);
  if (isScalar(copy.type)) copy[KEYWORD] = true;
  return copy;
}

/** Fastify's own Ajv compiler (same options and pool), fed the storable copy of each request schema. */
export function storableValueValidators(): BuildValidator {
  const build = AjvCompiler();
  return compiledOnce((externalSchemas, options) => {
    const compile = build(externalSchemas as Record<string, object>, { ...options, plugins: [...(options?.plugins ?? []), addStorableKeyword] });
    return (route) => compile({ ...route, schema: withStorableValues(route.schema) });
  });
}
