import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { normalizeText } from './normalize';

let jieba: Jieba | null = null;

/** Chinese words of a text (jieba, its bundled dictionary; loaded once, on first use), without spaces and punctuation. */
export function words(text: string): string[] {
  jieba ??= Jieba.withDict(dict);
  return jieba.cut(normalizeText(text), false).filter((w) => /[\p{L}\p{N}]/u.test(w));
}
