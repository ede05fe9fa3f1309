import type { Static, TSchema } from '@sinclair/typebox';
import { isObj, readNum } from '../util/read';

/** The JSON Schema a shape is, as far as conform reads it. */
type Schema = { type?: string; properties?: Record<string, Schema>; required?: string[]; items?: Schema; anyOf?: Schema[]; const?: unknown; default?: unknown };

// Numeric literals (0/1 flags, codes) also arrive as numeric strings or booleans.
const sameLiteral = (literal: unknown, value: unknown): boolean =>
  typeof literal === 'number' ? (typeof value === 'boolean' ? Number(value) : readNum(value, Number.NaN)) === literal : value === literal;

/** The literals of a union of literals (nested unions included), or null for any other union. */
function literalsOf(schema: Schema): unknown[] | null {
  const out: unknown[] = [];
  for (const branch of schema.anyOf ?? []) {
    const inner = 'const' in branch ? [branch.const] : branch.anyOf ? literalsOf(branch) : null;
    if (!inner) return null;
    out.push(...inner);
  }
  return out;
}

/** Whether a value already has a schema's kind: list items that do not are dropped, a union takes the first that does. */
function fits(schema: Schema, value: unknown): boolean {
  if ('const' in schema) return sameLiteral(schema.const, value);
  if (schema.anyOf) return schema.anyOf.some((branch) => fits(branch, value));
  switch (schema.type) {
    case 'object': return isObj(value);
    case 'array': return Array.isArray(value);
    case 'string': return typeof value === 'string';
    case 'integer':
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'boolean': return typeof value === 'boolean';
    case 'null': return value === null;
    default: return true;
  }
}

function walk(schema: Schema, value: unknown): unknown {
  if (schema.anyOf) {
    const literals = literalsOf(schema);
    if (literals) {
      const found = literals.findIndex((literal) => sameLiteral(literal, value));
      return found >= 0 ? literals[found] : (schema.default ?? literals[0]);
    }
    const branch = schema.anyOf.find((b) => fits(b, value)) ?? schema.anyOf.find((b) => b.type === 'null') ?? schema.anyOf[0]!;
    return walk(branch, value);
  }
  if ('const' in schema) return schema.const;
  switch (schema.type) {
    case 'object': {
      const from = isObj(value) ? value : {};
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (from[key] !== undefined || schema.required?.includes(key)) out[key] = walk(property, from[key]);
      }
      return out;
    }
    case 'array': return Array.isArray(value) ? value.filter((item) => fits(schema.items!, item)).map((item) => walk(schema.items!, item)) : [];
    case 'string': return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : (schema.default ?? '');
    case 'integer':
    case 'number': return readNum(value, (schema.default as number | undefined) ?? 0);
    case 'boolean': return value === true || value === 1 ? true : value === false || value === 0 ? false : (schema.default ?? false);
    case 'null': return null;
    default: return value;
  }
}

/**
 * Rebuilds an answer to the shape it should have (the one definition in shapes/): every field present and of its
 * kind, so a malformed answer gives empty values, never a crash. Missing texts read '', numbers 0 (numeric strings
 * are read), flags and other literal unions their default or first value, lists [] (items of another kind are
 * dropped), a missing optional field stays absent; a schema's `default` replaces the empty value.
 */
export function conform<T extends TSchema>(schema: T, value: unknown): Static<T> {
  return walk(schema as unknown as Schema, value) as Static<T>;
}
