import { normalizeText } from '../text/normalize';
import { allQuestions, type BankQuestion } from './bank';
import { CONTAINMENT_GRAM, CONTAINMENT_MIN_CHARS, SAMPLE_CONTAINED_SHARE } from './weights';

/**
 * A text as units for containment, punctuation, symbols and spaces dropped: each Chinese character a unit, each Latin
 * word or number one (ConcurrentHashMap in a short answer is one term shared with the sample, not fourteen grams).
 */
export const bareUnits = (text: string): string[] => unitsOf(normalizeText(text).toLowerCase());
const unitsOf = (lower: string): string[] => lower.replace(/[\p{P}\p{S}]+/gu, ' ').match(/[a-z0-9]+|[^\sa-z0-9]/gu) ?? [];

/** The first of the private-use characters a term stands for (normalizeText drops them from any text given). */
const TERM_UNIT = 0xe000;
/** A Chinese term of the question is two characters or more and no Latin (a Latin word is one unit already). */
const CHINESE_TERM = /^[^a-z0-9\s]{2,}$/u;

/**
 * interview.gaming.copied.terms: bareUnits with each of the question's Chinese terms (its keywords and their synonyms:
 * 原子性, 可重复读) one unit, as a Latin word is. A short correct answer names the field's terms as the sample does, and
 * four terms listed share a dozen grams with it by that alone; a copy keeps the sample's own words between them.
 */
export function unitsWithTerms(text: string, terms: readonly string[]): string[] {
  const chinese = [...new Set(terms.map((t) => normalizeText(t).toLowerCase()))].filter((t) => CHINESE_TERM.test(t));
  // the longest first: 不可重复读 is one term, not 不 and 可重复读
  chinese.sort((a, b) => b.length - a.length);
  const marked = chinese.reduce((text, term, i) => text.split(term).join(String.fromCharCode(TERM_UNIT + i)), normalizeText(text).toLowerCase());
  return unitsOf(marked);
}

export const gramsOf = (chars: readonly string[]): string[] => chars.slice(0, Math.max(0, chars.length - CONTAINMENT_GRAM + 1)).map((_, i) => chars.slice(i, i + CONTAINMENT_GRAM).join(' '));

/** The samples a student may have seen for this question (a report shows them). */
export const samplesOf = (q: BankQuestion): string[] => [q.sample, q.follow_up_sample ?? '', ...Object.values(q.group_samples ?? {})].filter(Boolean);

let bankSamples: string[][] | null = null;
/** Every sample of every bank as its grams, long enough to compare (CONTAINMENT_MIN_CHARS), made once. */
function bankSampleGrams(): string[][] {
  bankSamples ??= allQuestions()
    .flatMap(samplesOf)
    .map(bareUnits)
    .filter((units) => units.length >= CONTAINMENT_MIN_CHARS)
    .map(gramsOf);
  return bankSamples;
}

/**
 * interview.gaming.copied.wrapped: an answer that holds SAMPLE_CONTAINED_SHARE or more of the grams of a bank sample —
 * any question's — is that sample copied, whatever text wraps it (a 小红书 note's header, hashtags and comments around
 * it, a forum post's Q/A). The share read is the sample's, not the answer's: a wrapper as long as the copy halves the
 * answer's share (gaming.ts containment) but leaves the sample whole. An answer in one's own words, even one that
 * recites the same statute as a sample (the articles of a law in another order), keeps well under it.
 */
export function containsBankSample(answer: string): boolean {
  const mine = bareUnits(answer);
  if (mine.length < CONTAINMENT_MIN_CHARS) return false;
  const grams = new Set(gramsOf(mine));
  return bankSampleGrams().some((sample) => sample.filter((g) => grams.has(g)).length >= SAMPLE_CONTAINED_SHARE * sample.length);
}
