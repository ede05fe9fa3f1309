import type { Payload } from './result';

/** Added to every request (spec §7). */
export const PUBLIC_SOURCE = { public_source: 1 } as const;

export function withSource(payload: Payload | undefined): Payload {
  return { ...payload, ...PUBLIC_SOURCE };
}

function fieldValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * application/x-www-form-urlencoded text of a payload, also used for GET queries: objects and arrays
 * as JSON text (spec §7), undefined and null left out.
 */
export function encodeForm(payload: Payload): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    const text = fieldValue(value);
    if (text !== null) form.append(key, text);
  }
  return form.toString();
}

/** Multipart body of an upload: Blobs as files, everything else as text, plus public_source. */
export function toFormData(fields: Record<string, string | number | Blob>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value instanceof Blob ? value : String(value));
  form.append('public_source', String(PUBLIC_SOURCE.public_source));
  return form;
}
