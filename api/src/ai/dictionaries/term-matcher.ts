/**
 * Leftmost-longest matching of many dictionary terms inside a line of resume text.
 *
 * Terms sit in a character trie, so each position of the text costs a walk of a character or two
 * (Aho-Corasick would save little on lines this short). Terms starting or ending in a Latin letter or digit only match on word
 * boundaries (Java is not found in JavaScript, C not in C1); CJK text has no spaces, so CJK
 * neighbours always count as boundaries. Short Latin terms (3 characters or fewer, like JS or Go)
 * and terms added as case-sensitive match in their exact case, so "go" in a sentence is no skill.
 */

import { matchText } from '../text/normalize';

/** Text as terms are matched in (text/normalize.ts matchText): PDF text carries compatibility forms (⼤ for 大, full-width letters and brackets). */
export function normalizeText(text: string): string {
  return matchText(text).replace(/\s+/g, ' ');
}

const WORD = /[\p{L}\p{N}]/u;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;

export interface TermMatch<T> {
  value: T;
  start: number;
  length: number;
}

interface TrieNode<T> {
  next: Map<string, TrieNode<T>>;
  /** The term ending here; null marks a stop phrase, which is consumed but never reported. */
  value?: T | null;
}

export class TermMatcher<T> {
  /** Terms matched in any case, keyed by their lower-case form. */
  private readonly folded: TrieNode<T> = { next: new Map() };
  private readonly exact: TrieNode<T> = { next: new Map() };

  /** Adds a term; the first value added for a term wins, so callers add preferred entries first. */
  add(term: string, value: T, caseSensitive = false): void {
    this.insert(term, value, caseSensitive);
  }

  /**
   * A phrase that contains a term but does not mean it (人大代表 is no university): inside it the term
   * is skipped. Stop phrases are matched in any case.
   */
  addStop(phrase: string): void {
    this.insert(phrase, null, false);
  }

  /** The value of a whole string that is exactly one term, or undefined. */
  get(text: string): T | undefined {
    const key = normalizeText(text);
    const exact = walkWhole(this.exact, key);
    return exact ?? walkWhole(this.folded, key.toLowerCase()) ?? undefined;
  }

  /** All non-overlapping matches, scanning left to right and taking the longest term at each position. */
  matchAll(text: string): TermMatch<T>[] {
    const source = normalizeText(text);
    // toLowerCase keeps the length of all but a few exotic letters; match those in exact case only.
    const folded = source.toLowerCase();
    const lower = folded.length === source.length ? folded : source;
    const found: TermMatch<T>[] = [];
    let i = 0;
    while (i < source.length) {
      const hit = this.longestAt(source, lower, i);
      if (!hit) {
        i += 1;
        continue;
      }
      if (hit.value !== null) found.push({ value: hit.value, start: i, length: hit.length });
      i += hit.length;
    }
    return found;
  }

  /** The longest single match in the text (the first one on a tie), or undefined. */
  longest(text: string): T | undefined {
    let best: TermMatch<T> | undefined;
    for (const match of this.matchAll(text)) if (!best || match.length > best.length) best = match;
    return best?.value;
  }

  private insert(term: string, value: T | null, caseSensitive: boolean): void {
    const key = normalizeText(term);
    if (!key) return;
    const exact = caseSensitive || (LATIN_OR_DIGIT.test(key) && key.length <= 3);
    let node = exact ? this.exact : this.folded;
    const chars = exact ? key : key.toLowerCase();
    // By UTF-16 unit, as the scan walks the text.
    for (let i = 0; i < chars.length; i += 1) {
      const char = chars[i];
      let child = node.next.get(char);
      if (!child) {
        child = { next: new Map() };
        node.next.set(char, child);
      }
      node = child;
    }
    if (node.value === undefined) node.value = value;
  }

  private longestAt(source: string, lower: string, start: number): { value: T | null; length: number } | undefined {
    const a = this.walk(this.exact, source, start);
    const b = this.walk(this.folded, lower, start);
    if (!a) return b;
    if (!b) return a;
    return b.length > a.length ? b : a;
  }

  /** The longest term in the trie starting at `start` that sits on word boundaries. */
  private walk(root: TrieNode<T>, text: string, start: number): { value: T | null; length: number } | undefined {
    let node: TrieNode<T> | undefined = root;
    let best: { value: T | null; length: number } | undefined;
    for (let i = start; i < text.length; i += 1) {
      node = node.next.get(text[i]);
      if (!node) break;
      const length = i - start + 1;
      if (node.value !== undefined && onBoundary(text, start, length)) best = { value: node.value, length };
    }
    return best;
  }
}

function walkWhole<T>(root: TrieNode<T>, key: string): T | null | undefined {
  let node: TrieNode<T> | undefined = root;
  for (let i = 0; i < key.length; i += 1) {
    node = node.next.get(key[i]);
    if (!node) return undefined;
  }
  return node.value;
}

function onBoundary(text: string, start: number, length: number): boolean {
  const before = text[start - 1];
  const after = text[start + length];
  if (LATIN_OR_DIGIT.test(text[start]) && before !== undefined && isLatinWord(before)) return false;
  if (LATIN_OR_DIGIT.test(text[start + length - 1]) && after !== undefined && isLatinWord(after)) return false;
  return true;
}

/** A letter or digit that continues a Latin word; CJK characters separate words. */
function isLatinWord(char: string): boolean {
  return WORD.test(char) && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char);
}
