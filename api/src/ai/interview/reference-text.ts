import { normalizeText } from '../text/normalize';
import { DEFINITION_CUES, FIRST_PERSON, SPOKEN_MARKERS } from './spoken-cues';
import { REFERENCE_CUES_MIN, REFERENCE_MIN_CHARS } from './weights';

/** A bracketed Latin expansion of a term: （Integrated Marketing Communication，简称IMC）, (Search Engine Optimization). */
const LATIN_EXPANSION = /[（(]\s*[A-Za-z][A-Za-z\s\-&/.]*[A-Za-z.]/g;

/** A numbered item of a printed list (1、负责… ；2、协调… or （1）…) and a printed heading over one (岗位职责：1、…). */
const NUMBERED_ITEM = /(?:^|[；;。：:\s])[（(]?\d{1,2}[、.)）]/g;
const HEADING = /(?:^|[。；;\s])[\u4e00-\u9fa5]{2,6}[：:]\s*[（(]?\d/g;

const count = (text: string, cue: string): number => text.split(cue).length - 1;

/**
 * The marks of a reference text in `text`: each definition cue (spoken-cues.ts), each bracketed Latin expansion, and
 * the layout of a printed page pasted in (a job posting's 岗位职责：1、…2、…): its headings and numbered items.
 */
export const referenceCuesOf = (text: string): number =>
  DEFINITION_CUES.reduce((n, cue) => n + count(text, cue), 0) +
  (text.match(LATIN_EXPANSION) ?? []).length +
  (text.match(NUMBERED_ITEM) ?? []).length +
  (text.match(HEADING) ?? []).length;

/**
 * interview.gaming.reference: an answer that reads as an encyclopedia or textbook entry pasted in. It is long
 * (REFERENCE_MIN_CHARS), impersonal (no 我/我们: FIRST_PERSON), has no word of speech (就是, 比如, 觉得: SPOKEN_MARKERS),
 * and defines or lays out in print's way (是指, 简称, 又称, a bracketed English expansion, headings and numbered
 * items) REFERENCE_CUES_MIN times or more. A
 * student's own definition is said (我理解就是…, 比如…) or short and followed by their own example: it is not one.
 */
export function readsAsReference(answer: string): boolean {
  const text = normalizeText(answer);
  if ([...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length < REFERENCE_MIN_CHARS) return false;
  if ([...FIRST_PERSON, ...SPOKEN_MARKERS].some((w) => text.includes(w))) return false;
  return referenceCuesOf(text) >= REFERENCE_CUES_MIN;
}
