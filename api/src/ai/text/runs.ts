/**
 * The longest run of Latin letters and digits, and of Chinese numerals, that the interview and diagnosis rules read.
 * No word a student writes comes near either (a URL is parted by its dots and slashes; 一千二百三十四万五千 is ten
 * numerals), and many of the rules' patterns try a run from each of its characters: unbounded, an answer of 5,000 'a'
 * or 二 held the event loop for half a second or more.
 */
export const LATIN_RUN_MAX = 64;
export const NUMERAL_RUN_MAX = 16;
const LATIN = 'A-Za-z0-9_Ａ-Ｚａ-ｚ０-９＿';
const NUMERALS = '零〇一二两三四五六七八九十百千万亿几半';
const LONG_LATIN = new RegExp(`([${LATIN}]{${LATIN_RUN_MAX}})[${LATIN}]+`, 'gu');
const LONG_NUMERAL = new RegExp(`([${NUMERALS}]{${NUMERAL_RUN_MAX}})[${NUMERALS}]+`, 'gu');

/** The text with each run longer than its bound cut to the bound: what the rules read of a hostile answer. */
export const withBoundedRuns = (text: string): string => text.replace(LONG_LATIN, '$1').replace(LONG_NUMERAL, '$1');

/** A value (a resume's content) with each of its strings read as `bound` reads one (its runs bounded, by default). */
export function withBoundedStrings<T>(value: T, bound: (text: string) => string = withBoundedRuns): T {
  if (typeof value === 'string') return bound(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withBoundedStrings(v, bound)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBoundedStrings(v, bound)])) as T;
  return value;
}
