/**
 * Leftmost-longest matching of many dictionary terms inside a line of resume text.
 *
 * Terms are indexed by their first character, so each position of the text only tries the few
 * lengths that some term starting with that character has: a 2-page resume scans in well under a
 * millisecond per line. Terms starting or ending in a Latin letter or digit only match on word
 * boundaries (Java is not found in JavaScript, C not in C1); CJK text has no spaces, so CJK
 * neighbours always count as boundaries. Short Latin terms (3 characters or fewer, like JS or Go)
 * and terms added as case-sensitive match in their exact case, so "go" in a sentence is no skill.
 */

/** NFKC first: PDF text carries compatibility forms (⼤ for 大, full-width letters and brackets). */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

const WORD = /[\p{L}\p{N}]/u;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

export interface TermMatch<T> {
  value: T;
  start: number;
  length: number;
}

export class TermMatcher<T> {
  private readonly folded = new Map<string, T>();
  private readonly exact = new Map<string, T>();
  /** First character (folded) → distinct term lengths, longest first. */
  private readonly lengths = new Map<string, number[]>();

  /** Adds a term; the first value added for a term wins, so callers add preferred entries first. */
  add(term: string, value: T, caseSensitive = false): void {
    const key = normalizeText(term);
    if (!key) return;
    const exact = caseSensitive || (LATIN_OR_DIGIT.test(key) && key.length <= 3);
    const map = exact ? this.exact : this.folded;
    const mapKey = exact ? key : key.toLowerCase();
    if (map.has(mapKey)) return;
    map.set(mapKey, value);
    const first = key[0].toLowerCase();
    const list = this.lengths.get(first) ?? [];
    if (!list.includes(key.length)) {
      list.push(key.length);
      list.sort((a, b) => b - a);
    }
    this.lengths.set(first, list);
  }

  /** The value of a whole string that is exactly one term, or undefined. */
  get(text: string): T | undefined {
    const key = normalizeText(text);
    return this.exact.get(key) ?? this.folded.get(key.toLowerCase());
  }

  /** All non-overlapping matches, scanning left to right and taking the longest term at each position. */
  matchAll(text: string): TermMatch<T>[] {
    const source = normalizeText(text);
    const lower = source.toLowerCase();
    const found: TermMatch<T>[] = [];
    let i = 0;
    while (i < source.length) {
      const match = this.matchAt(source, lower, i);
      if (match) {
        found.push(match);
        i += match.length;
      } else {
        i += 1;
      }
    }
    return found;
  }

  /** The longest single match in the text (the first one on a tie), or undefined. */
  longest(text: string): T | undefined {
    let best: TermMatch<T> | undefined;
    for (const match of this.matchAll(text)) if (!best || match.length > best.length) best = match;
    return best?.value;
  }

  private matchAt(source: string, lower: string, start: number): TermMatch<T> | undefined {
    // toLowerCase keeps the length of the text in all but a few exotic letters; fall back to exact then.
    const sameLength = lower.length === source.length;
    const candidates = this.lengths.get(sameLength ? lower[start] : source[start].toLowerCase());
    if (!candidates) return undefined;
    for (const length of candidates) {
      if (start + length > source.length) continue;
      const piece = source.slice(start, start + length);
      const value = this.exact.get(piece) ?? (sameLength ? this.folded.get(lower.slice(start, start + length)) : undefined);
      if (value !== undefined && this.onBoundary(source, start, length)) return { value, start, length };
    }
    return undefined;
  }

  private onBoundary(source: string, start: number, length: number): boolean {
    const head = source[start];
    const tail = source[start + length - 1];
    const before = source[start - 1];
    const after = source[start + length];
    if (LATIN_OR_DIGIT.test(head) && before !== undefined && isLatinWord(before)) return false;
    if (LATIN_OR_DIGIT.test(tail) && after !== undefined && isLatinWord(after)) return false;
    return true;
  }
}

/** A letter or digit that continues a Latin word; CJK characters separate words. */
function isLatinWord(char: string): boolean {
  return WORD.test(char) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char);
}
