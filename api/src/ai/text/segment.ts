import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { normalizeText } from './normalize';

let jieba: Jieba | null = null;

/** Chinese words of a text (jieba, its bundled dictionary; loaded once, on first use), without spaces and punctuation. */
export function words(text: string): string[] {
  jieba ??= Jieba.withDict(dict);
  return jieba.cut(normalizeText(text), false).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** Words of a text with their jieba part-of-speech tags (v verb, a adjective, r pronoun, p preposition, u particle, c conjunction, d adverb…), punctuation and spaces left out. */
export function taggedWords(text: string): { word: string; tag: string }[] {
  jieba ??= Jieba.withDict(dict);
  return jieba.tag(normalizeText(text), false).filter((w) => /[\p{L}\p{N}]/u.test(w.word));
}
