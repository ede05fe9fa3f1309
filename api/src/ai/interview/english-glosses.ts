import GLOSSES from '../dictionaries/english-glosses.json';

const WORDS: Readonly<Record<string, string>> = GLOSSES.glosses;
const ENGLISH_WORD = /[A-Za-z]+/g;

/** interview.general.loanword: whether a Latin word is an everyday English word of speech (offer, feedback), no named thing. */
export const isEverydayEnglish = (word: string): boolean => Object.hasOwn(WORDS, word.toLowerCase());

/**
 * interview.english: the answer with the Chinese of each everyday English word it mixes in beside it (english-glosses.json):
 * "user feedback说下单的flow太复杂" is read as "user用户 feedback反馈说下单的flow流程太复杂". What an answer covers and how close it
 * is to its question are read from this (analysis.ts); its length, sentences and every gaming rule from the words said.
 */
export function withGlosses(answer: string): string {
  return answer.replace(ENGLISH_WORD, (word) => {
    const gloss = WORDS[word.toLowerCase()];
    return gloss ? `${word}${gloss}` : word;
  });
}
