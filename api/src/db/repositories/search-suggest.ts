import type { SearchSuggestion } from '@campus/shared-utils/shapes';
import { SEARCH } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import { searchPositions } from './position-search';
import { normalizeText } from './position-terms';

/** Suggestions are drawn from this many of the keyword's newest matches: one bounded walk of the term index. */
const SAMPLE = 300;
/** At most this many of each kind, so a keyword that names a category still shows titles and companies. */
const PER_KIND = { category: 2, position: 5, company: 3 } as const;

const normalize = (text: string) => normalizeText(text).trim();

type Tally = Map<string, { text: string; value: string; count: number }>;

function add(tally: Tally, key: string, text: string, value = ''): void {
  const seen = tally.get(key);
  if (seen) seen.count += 1;
  else tally.set(key, { text, value, count: 1 });
}

/** Texts that contain the keyword, those that start with it first, then by how many positions they find. */
function best(tally: Tally, kind: SearchSuggestion['kind'], keyword: string): SearchSuggestion[] {
  return [...tally.values()]
    .filter((entry) => normalize(entry.text).includes(keyword))
    .sort((a, b) => Number(normalize(b.text).startsWith(keyword)) - Number(normalize(a.text).startsWith(keyword)) || b.count - a.count || a.text.length - b.text.length)
    .slice(0, PER_KIND[kind])
    .map((entry) => ({ kind, ...entry }));
}

/**
 * What the search box offers for a keyword on a site: categories, position titles and companies of its open
 * positions that contain the keyword (one or two Chinese characters included), with the number of positions
 * each finds among the newest matches. Built on the search itself, so a suggestion never finds nothing.
 */
export async function suggestSearches(db: Db, siteId: number, rawKeyword: string): Promise<SearchSuggestion[]> {
  const keyword = normalize(rawKeyword);
  if (!keyword) return [];
  const { ids } = await searchPositions(db, { siteId, keyword, sort: 'newest' }, 0, SAMPLE, SAMPLE);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('position_facet').select(['title', 'company_name', 'category_label', 'category_value']).where('position_id', 'in', ids).execute();
  const categories: Tally = new Map();
  const titles: Tally = new Map();
  const companies: Tally = new Map();
  for (const row of rows) {
    add(categories, row.category_value, row.category_label, row.category_value);
    add(titles, row.title, row.title);
    add(companies, row.company_name, row.company_name);
  }
  return [...best(categories, 'category', keyword), ...best(titles, 'position', keyword), ...best(companies, 'company', keyword)].slice(0, SEARCH.suggestions);
}
