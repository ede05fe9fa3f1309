import type { ExhibitionBlock } from '../types/site';
import { isObj, parseJson, readFlag, readStr } from '../util/read';

/** Parses the exhibition list of site info (JSON text, or an already parsed array); malformed input gives []. */
export function parseExhibition(text: unknown): ExhibitionBlock[] {
  const value = typeof text === 'string' ? parseJson(text) : text;
  if (!Array.isArray(value)) return [];
  return value.filter(isObj).map((b) => ({ label: readStr(b.label), show: readFlag(b.show), title: readStr(b.title) }));
}
