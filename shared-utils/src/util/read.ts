/** Defensive readers for data from the server or storage: wrong types fall back, never throw. */

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readObj(value: unknown): Obj {
  return isObj(value) ? value : {};
}

export function readStr(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function readNum(value: unknown, fallback = 0): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
}

/** 0/1 flags arrive as numbers, numeric strings or booleans. */
export function readFlag(value: unknown): 0 | 1 {
  return value === true || readNum(value) === 1 ? 1 : 0;
}

/** One of the allowed values (compared as numbers or strings), else the fallback. */
export function readOneOf<T extends string | number>(value: unknown, allowed: readonly T[], fallback: T): T {
  const found = allowed.find((a) => (typeof a === 'number' ? readNum(value, Number.NaN) === a : value === a));
  return found ?? fallback;
}

export function readStrList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Parses JSON text, giving undefined for malformed text instead of throwing. */
export function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
