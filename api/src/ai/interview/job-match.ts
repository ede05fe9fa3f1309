import KEYWORDS from '../diagnose/category-keywords.json';
import { normalizeText } from '../text/normalize';
import { words } from '../text/segment';
import { professionalBank } from './bank';
import { mentions } from './keywords';
import { FULL_MATCH } from './weights';

/**
 * interview.match: how much of what recruiters look for in the target job the answers show, across the
 * interview: the category's keywords of the resume diagnosis (diagnose/category-keywords.json), else the
 * concepts of its professional bank. A third of the list counts as full.
 */
const LISTS: Record<string, string[]> = KEYWORDS.categories;

export function categoryKeywords(category: string, group: string): string[] {
  const own = LISTS[category];
  if (own) return own;
  const bank = professionalBank(category, group);
  return [...new Set((bank?.questions ?? []).flatMap((q) => q.keywords.map((k) => k[0]!)))];
}

export type JobMatch = { found: string[]; missing: string[]; score: number };

export function jobMatch(answers: readonly string[], category: string, group: string): JobMatch {
  const list = categoryKeywords(category, group);
  const text = normalizeText(answers.join('\n'));
  const tokens = new Set(words(text));
  const found = list.filter((k) => mentions(text, tokens, k));
  const missing = list.filter((k) => !found.includes(k));
  const score = list.length ? Math.round(Math.min(1, found.length / Math.max(1, Math.ceil(list.length * FULL_MATCH))) * 100) : 0;
  return { found, missing, score };
}
