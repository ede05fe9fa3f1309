import type { RiasecType } from '@campus/shared-utils/shapes';
import ITEMS from './items.json';
import OCCUPATIONS from './occupations.json';
import TYPES from './types.json';

/** The assessment's data files, typed: items with the key they score, the scale, the types, values, abilities and occupations. */

export type ItemPart = 'interest' | 'values' | 'ability';
/** `id` is opaque (the page sees it); `key` is what it scores (server only); `was` its id before ids were opaque. */
export type ScoredItem = { id: string; part: ItemPart; key: string; text: string; was: string };
export type Occupation = { name: string; code: string; description: string; categories: string[] };
export type Labelled = { key: string; label: string };

export const ITEM_LIST: readonly ScoredItem[] = ITEMS.items as ScoredItem[];
export const SCALE: readonly { value: number; label: string }[] = ITEMS.scale;
export const ITEM_BY_ID: ReadonlyMap<string, ScoredItem> = new Map(ITEM_LIST.map((item) => [item.id, item]));
const ID_OF_OLD: ReadonlyMap<string, string> = new Map(ITEM_LIST.map((item) => [item.was, item.id]));

/** The item id for an id sent or stored: a current id as it is, an old one (i-R-01) as its item's id now; undefined when unknown. */
export const currentId = (id: string): string | undefined => (ITEM_BY_ID.has(id) ? id : ID_OF_OLD.get(id));

/** Answers stored under any ids, under the current ones (an answer under the current id wins over one under the old). */
export function withCurrentIds(answers: Readonly<Record<string, number>>): Record<string, number> {
  const entries = Object.entries(answers);
  const current: Record<string, number> = {};
  for (const [id, value] of entries) {
    const now = currentId(id);
    if (now !== undefined && now !== id) current[now] = value;
  }
  for (const [id, value] of entries) if (ITEM_BY_ID.has(id)) current[id] = value;
  return current;
}

/** R, I, A, S, E, C: also the tie-break order of the code. */
export const RIASEC: readonly RiasecType[] = TYPES.types.map((t) => t.key as RiasecType);
export const TYPE_INFO: readonly { key: RiasecType; name: string; description: string }[] = TYPES.types as { key: RiasecType; name: string; description: string }[];
export const VALUE_LABELS: readonly Labelled[] = TYPES.values;
export const ABILITY_LABELS: readonly Labelled[] = TYPES.abilities;
export const OCCUPATION_LIST: readonly Occupation[] = OCCUPATIONS.occupations;
