import { hasKeyword } from '../diagnose/match';
import { normalizeText } from '../text/normalize';
import { words } from '../text/segment';
import type { BankQuestion } from './bank';
import { withSpokenSynonyms } from './synonyms';
import { FULL_COVERAGE } from './weights';

/** interview.keywords: which of a question's concepts an answer names (by any synonym, or a word said for it: synonyms.ts). */
export type Coverage = { covered: string[]; missing: string[]; ratio: number; score: number };

/**
 * A concept is covered when the answer names it or a synonym: a Chinese term anywhere in the text, a Latin one as a
 * whole word, a one-character term only as a word of its own (jieba), so 会 in 会议 is not 会.
 */
export function mentions(text: string, tokens: ReadonlySet<string>, term: string): boolean {
  return [...term].length === 1 ? tokens.has(term) : hasKeyword(text, term);
}

/**
 * interview.keywords.asked: the concepts the question itself names (坏账、计提 in 什么是坏账准备？如何计提？). Saying them
 * back is no answer, so they earn no marks while the question has concepts it does not name.
 */
export function askedConcepts(question: Pick<BankQuestion, 'keywords' | 'text'>): Set<string> {
  const asked = normalizeText(question.text);
  const named = question.keywords.filter((concept) => concept.some((term) => hasKeyword(asked, term))).map((c) => c[0]!);
  return new Set(named.length < question.keywords.length ? named : []);
}

export function keywordCoverage(answer: string, question: Pick<BankQuestion, 'keywords'> & { text?: string }): Coverage {
  const text = normalizeText(answer);
  const tokens = new Set(words(text));
  const covered: string[] = [];
  const missing: string[] = [];
  for (const concept of question.keywords) (withSpokenSynonyms(concept).some((term) => mentions(text, tokens, term)) ? covered : missing).push(concept[0]!);
  const ratio = question.keywords.length ? covered.length / question.keywords.length : 0;
  const asked = askedConcepts({ keywords: question.keywords, text: question.text ?? '' });
  const scored = question.keywords.length - asked.size;
  const earned = scored ? covered.filter((c) => !asked.has(c)).length / scored : 0;
  return { covered, missing, ratio, score: Math.round(Math.min(1, earned / FULL_COVERAGE) * 100) };
}
