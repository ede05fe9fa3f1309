/**
 * PostgreSQL's COPY text format: one line a row, columns split by tabs, NULL as \N, and backslash, tab,
 * newline and carriage return escaped inside values (position descriptions are several lines).
 */
type CopyValue = string | number | bigint | boolean | null | undefined;

const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyValue(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(SPECIAL, (ch) => ESCAPES[ch]!);
}

/** The COPY text of rows, in the order of `columns`. */
export function copyLines<T extends object>(rows: readonly T[], columns: readonly (keyof T & string)[]): string {
  let out = '';
  for (const row of rows) out += `${columns.map((c) => copyValue(row[c] as CopyValue)).join('\t')}\n`;
  return out;
}
