import { newestFirst } from '@campus/shared-utils/student';

export { newestFirst };

/** The list with `entry` put in place of the one with its id (or added), sorted as the server lists it. */
export function upsertEntry<T extends { id: number; start_date: string; end_date: string }>(entries: readonly T[], entry: T): T[] {
  return newestFirst([...entries.filter((e) => e.id !== entry.id), entry]);
}
