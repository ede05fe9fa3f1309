import { findQuantified, findStar } from '../rules/quantify';
import type { StarPart } from '../rules/quantify-words';
import { normalizeText } from '../text/normalize';

/**
 * interview.star: a concrete example told as STAR, with the cues of the resume engine (rules/quantify.ts):
 * 25 for each part present (situation, task, action, result). It is an example when it is a complete story
 * (situation or task, action and result), what they did and what came of it (action and result), or when
 * the student says 比如/有一次… and tells what they did.
 */
export const EXAMPLE_CUES = ['比如', '例如', '举个例子', '举例', '有一次', '曾经', '那次', '记得'];

export type StarAnswer = { score: number; present: StarPart[]; example: boolean; quantified: boolean };

export function starOf(answer: string): StarAnswer {
  const text = normalizeText(answer);
  if (!text) return { score: 0, present: [], example: false, quantified: false };
  const report = findStar(text);
  const cue = EXAMPLE_CUES.some((c) => text.includes(c));
  const acted = report.present.includes('action');
  const example = report.complete || (acted && report.present.includes('result')) || (cue && acted);
  return { score: report.present.length * 25, present: report.present, example, quantified: findQuantified(text).length > 0 };
}
