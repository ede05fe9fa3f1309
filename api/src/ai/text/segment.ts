import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { normalizeText } from './normalize';

let jieba: Jieba | null = null;

/**
 * The last texts cut, by text: one reading of an answer asks for the same answer's words from several rules (ten times
 * for a whole answer) and for the same clause's tags from several readers, and jieba's cut is most of a reading's
 * cost. The memory holds up to CACHED_CHARS characters of texts (a few MB with their words), the oldest forgotten
 * first, so a long answer's every clause stays while its readers go over them. Callers get a copy, so none can
 * change what another reads.
 */
const CACHED_CHARS = 200_000;

class Cuts<T> {
  private readonly byText = new Map<string, T[]>();
  private chars = 0;

  constructor(private readonly make: (text: string) => T[]) {}

  of(text: string): T[] {
    let found = this.byText.get(text);
    if (found === undefined) {
      found = this.make(text);
      if (text.length <= CACHED_CHARS) this.remember(text, found);
    }
    return found.slice();
  }

  clear(): void {
    this.byText.clear();
    this.chars = 0;
  }

  private remember(text: string, found: T[]): void {
    for (const oldest of this.byText.keys()) {
      if (this.chars + text.length <= CACHED_CHARS) break;
      this.byText.delete(oldest);
      this.chars -= oldest.length;
    }
    this.byText.set(text, found);
    this.chars += text.length;
  }
}

/** jieba with its bundled dictionary, loaded once, on first use. */
const segmenter = (): Jieba => (jieba ??= Jieba.withDict(dict));
const cut = new Cuts((text) => segmenter().cut(normalizeText(text), false).filter((w) => /[\p{L}\p{N}]/u.test(w)));
const tagged = new Cuts((text) => segmenter().tag(normalizeText(text), false).filter((w) => /[\p{L}\p{N}]/u.test(w.word)));

/** Forgets every text cut, so that a timing check reads its text afresh each try, as a new answer is read. */
export function forgetCuts(): void {
  cut.clear();
  tagged.clear();
}

/** Chinese words of a text (jieba, its bundled dictionary; loaded once, on first use), without spaces and punctuation. */
export function words(text: string): string[] {
  return cut.of(text);
}

/** Words of a text with their jieba part-of-speech tags (v verb, a adjective, r pronoun, p preposition, u particle, c conjunction, d adverb…), punctuation and spaces left out. */
export function taggedWords(text: string): { word: string; tag: string }[] {
  return tagged.of(text);
}
