/** Parses JSON text stored in a column; malformed or wrongly shaped text gives the fallback. */
export function parseJson<T>(text: string | null | undefined, guard: (value: unknown) => value is T, fallback: T): T {
  if (!text) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return guard(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

export function isRecordArray(value: unknown): value is Record<string, unknown>[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
}
