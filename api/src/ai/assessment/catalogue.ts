import type { RiasecType } from '@campus/shared-utils/shapes';
import ITEMS from './items.json';
import OCCUPATIONS from './occupations.json';
import TYPES from './types.json';

/** The assessment's data files, typed: items with the key they score, the scale, the types, values, abilities and occupations. */

export type ItemPart = 'interest' | 'values' | 'ability';
export type ScoredItem = { id: string; part: ItemPart; key: string; text: string };
export type Occupation = { name: string; code: string; description: string; categories: string[] };
export type Labelled = { key: string; label: string };

export const ITEM_LIST: readonly ScoredItem[] = ITEMS.items as ScoredItem[];
export const SCALE: readonly { value: number; label: string }[] = ITEMS.scale;
export const ITEM_BY_ID: ReadonlyMap<string, ScoredItem> = new Map(ITEM_LIST.map((item) => [item.id, item]));

/** R, I, A, S, E, C: also the tie-break order of the code. */
export const RIASEC: readonly RiasecType[] = TYPES.types.map((t) => t.key as RiasecType);
export const TYPE_INFO: readonly { key: RiasecType; name: string; description: string }[] = TYPES.types as { key: RiasecType; name: string; description: string }[];
export const VALUE_LABELS: readonly Labelled[] = TYPES.values;
export const ABILITY_LABELS: readonly Labelled[] = TYPES.abilities;
export const OCCUPATION_LIST: readonly Occupation[] = OCCUPATIONS.occupations;
