import { normalizeText } from '../text/normalize';
import { DEFINITION_CUES, FIRST_PERSON, SPOKEN_MARKERS } from './spoken-cues';
import { REFERENCE_CUES_MIN, REFERENCE_MIN_CHARS } from './weights';

/** A bracketed Latin expansion of a term: （Integrated Marketing Communication，简称IMC）, (Search Engine Optimization). */
const LATIN_EXPANSION = /[（(]\s*[A-Za-z][A-Za-z\s\-&/.]*[A-Za-z.]/g;

const count = (text: string, cue: string): number => text.split(cue).length - 1;

/** The marks of a reference text in `text`: each definition cue (spoken-cues.ts) and each bracketed Latin expansion. */
export const referenceCuesOf = (text: string): number =>
  DEFINITION_CUES.reduce((n, cue) => n + count(text, cue), 0) + (text.match(LATIN_EXPANSION) ?? []).length;

/**
 * interview.gaming.reference: an answer that reads as an encyclopedia or textbook entry pasted in. It is long
 * (REFERENCE_MIN_CHARS), impersonal (no 我/我们: FIRST_PERSON), has no word of speech (就是, 比如, 觉得: SPOKEN_MARKERS),
 * and defines in print's way (是指, 简称, 又称, a bracketed English expansion) REFERENCE_CUES_MIN times or more. A
 * student's own definition is said (我理解就是…, 比如…) or short and followed by their own example: it is not one.
 */
export function readsAsReference(answer: string): boolean {
  const text = normalizeText(answer);
  if ([...text.replace(/[\p{P}\p{S}\s]+/gu, '')].length < REFERENCE_MIN_CHARS) return false;
  if ([...FIRST_PERSON, ...SPOKEN_MARKERS].some((w) => text.includes(w))) return false;
  return referenceCuesOf(text) >= REFERENCE_CUES_MIN;
}
