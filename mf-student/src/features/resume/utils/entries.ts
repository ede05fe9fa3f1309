import { monthIndex } from '@campus/shared-utils/student';

type Dated = { id: number; start_date: string; end_date: string };

/**
 * Newest first, as the server lists them (docs/api-resume.md): by start month, then (same start) an
 * ongoing entry (至今, an empty end) first, then the newer entry.
 */
export function newestFirst<T extends Dated>(entries: readonly T[]): T[] {
  const ongoing = (e: Dated) => (e.end_date === '' ? 1 : 0);
  return [...entries].sort((a, b) => (monthIndex(b.start_date) ?? 0) - (monthIndex(a.start_date) ?? 0) || ongoing(b) - ongoing(a) || b.id - a.id);
}

/** The list with `entry` put in place of the one with its id (or added), sorted newest first. */
export function upsertEntry<T extends Dated>(entries: readonly T[], entry: T): T[] {
  return newestFirst([...entries.filter((e) => e.id !== entry.id), entry]);
}
