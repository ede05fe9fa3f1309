import { hasKeyword } from '../diagnose/match';
import { normalizeText } from '../text/normalize';
import { taggedWords, words } from '../text/segment';
import type { BankQuestion } from './bank';
import { idfOf, termsOf } from './relevance';
import { EMPTY_WORDS, STANCE_WORDS } from './spoken-cues';
import { tellsSetback } from './setbacks';
import { saysSplit } from './separable';
import { namesWithSharedHead } from './shared-head';
import { withSpokenSynonyms } from './synonyms';
import { CONTEXT_IDF, CONTEXT_WORDS, FULL_COVERAGE } from './weights';

/** interview.keywords: which of a question's concepts an answer names (by any synonym, or a word said for it: synonyms.ts). */
export type Coverage = { covered: string[]; missing: string[]; ratio: number; score: number };

/**
 * A concept is covered when the answer names it or a synonym: a Chinese term anywhere in the text, a Latin one as a
 * whole word, a one-character term only as a word of its own (jieba), so 会 in 会议 is not 会; a term whose head a list
 * says once for all its kinds is named by its kind (医疗 in 养老、医疗、失业保险: shared-head.ts), a separable verb also
 * split (分了工: separable.ts).
 */
export function mentions(text: string, tokens: ReadonlySet<string>, term: string): boolean {
  return [...term].length === 1 ? tokens.has(term) : hasKeyword(text, term) || namesWithSharedHead(text, term) || saysSplit(text, term);
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

/** The bank entry's sentences a concept's words are said in: its points and sample answers (the follow-up's too). */
const sentencesOfEntry = (q: Partial<BankQuestion>): string[] =>
  [...(q.points ?? []), q.sample ?? '', ...(q.follow_up_points ?? []), q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})]
    .flatMap((text) => normalizeText(text).split(/[。！？!?；;\n]+/u))
    .filter(Boolean);

/** Tags (jieba) of the words that can tell a field: nouns, verbs, adjectives, Latin terms; not pronouns, adverbs, numbers… */
const FIELD_TAGS = /^(n|v|a|eng)/;

/**
 * interview.keywords.context: for each concept, the sentences of the bank entry (points, samples) that name it, each
 * as the words of the field it says the concept with — specific words (IDF CONTEXT_IDF or more: not 工作, 客户; no
 * stance words: 觉得, 应该), less the terms of the question's concepts and the question's words. 了解您的需求：您平时签字和
 * 做笔记多吗 gives 需求 the sentence 签字、笔记.
 */
const contexts = new WeakMap<object, Map<string, Set<string>[]>>();
export function conceptContext(question: Pick<BankQuestion, 'keywords'> & Partial<BankQuestion>): Map<string, Set<string>[]> {
  // made once per bank question (a follow-up is a new question each time it is scored)
  let context = contexts.get(question);
  if (!context) contexts.set(question, (context = contextOf(question)));
  return context;
}

function contextOf(question: Pick<BankQuestion, 'keywords'> & Partial<BankQuestion>): Map<string, Set<string>[]> {
  const asked = normalizeText(question.text ?? '').toLowerCase();
  const sentences = sentencesOfEntry(question);
  // a word that names any of the question's concepts counts for that one only (卖点 in 针对需求介绍卖点 tells 卖点, not 需求)
  const named = question.keywords.flatMap(withSpokenSynonyms).map((t) => t.toLowerCase());
  const ofConcept = (w: string) => named.some((t) => w.includes(t) || t.includes(w));
  const fieldWord = (word: string, tag: string) =>
    FIELD_TAGS.test(tag) && [...word].length > 1 && !STANCE_WORDS.has(word) && !EMPTY_WORDS.has(word) && !asked.includes(word) && !ofConcept(word) && idfOf(word) >= CONTEXT_IDF;
  const context = new Map<string, Set<string>[]>();
  for (const concept of question.keywords) {
    const terms = withSpokenSynonyms(concept).map((t) => t.toLowerCase());
    context.set(
      concept[0]!,
      sentences
        .filter((sentence) => terms.some((t) => hasKeyword(sentence, t)))
        .map((sentence) => new Set(taggedWords(sentence).filter((w) => fieldWord(w.word.toLowerCase(), w.tag)).map((w) => w.word.toLowerCase()))),
    );
  }
  return context;
}

/** The terms that name a setback as a concept of the banks (失败, 挫折): a setback told in any words names it. */
const SETBACK_CONCEPT = new Set(['失败', '挫折', '受挫']);

/**
 * A concept is covered by any of its terms (or a word said for one: synonyms.ts), or in the student's own words:
 * CONTEXT_WORDS or more of the words one sentence of the bank entry says it with (conceptContext). A salesman who
 * asks 您平时用笔多吗，签字多还是写字多 asks the customer's needs without saying 需求.
 */
export function keywordCoverage(answer: string, question: Pick<BankQuestion, 'keywords'> & Partial<BankQuestion>): Coverage {
  const text = normalizeText(answer);
  const tokens = new Set(words(text));
  const said = new Set(termsOf(answer));
  const context = conceptContext(question);
  const inContext = (concept: readonly string[]) => (context.get(concept[0]!) ?? []).some((sentence) => [...sentence].filter((w) => said.has(w)).length >= CONTEXT_WORDS);
  const covered: string[] = [];
  const missing: string[] = [];
  // interview.keywords.setback: a failure told in its own words (省赛第一轮就出局了, 驱动板烧了: setbacks.ts) names the concept of a failure
  const toldSetback = (concept: readonly string[]) => concept.some((t) => SETBACK_CONCEPT.has(t)) && tellsSetback(text);
  for (const concept of question.keywords) (withSpokenSynonyms(concept).some((term) => mentions(text, tokens, term)) || inContext(concept) || toldSetback(concept) ? covered : missing).push(concept[0]!);
  const ratio = question.keywords.length ? covered.length / question.keywords.length : 0;
  const asked = askedConcepts({ keywords: question.keywords, text: question.text ?? '' });
  const scored = question.keywords.length - asked.size;
  const earned = scored ? covered.filter((c) => !asked.has(c)).length / scored : 0;
  return { covered, missing, ratio, score: Math.round(Math.min(1, earned / FULL_COVERAGE) * 100) };
}
