// Does a parsed file read as a resume? A novel, a spreadsheet export or a cover letter gives the parser a few
// stray fields; the page should say so instead of filling them in (issue 11 "Bad input"). The signs are what
// every resume has and other documents lack together: contact details, an education entry, section headings
// and several fields the rules were sure of.
import { AI_LIMITS } from '@campus/shared-utils/rules';
import type { ResumeDraft as ParseDraft } from '../rules/resume-draft';

/** How much each sign weighs in the draft's confidence (they add up to 1). */
export const LIKENESS_WEIGHTS = { contact: 0.3, education: 0.3, headings: 0.2, sureFields: 0.2 } as const;
/** Headings and sure fields count in full from these numbers on. */
export const FULL_HEADINGS = 3;
export const FULL_SURE_FIELDS = 6;
/** Below this the draft is low_confidence: the file does not read as a resume. */
export const RESUME_LIKE = 0.5;

export type Likeness = { confidence: number; low_confidence: 0 | 1 };

const sureCount = (confidence: Record<string, number>): number => Object.values(confidence).filter((c) => c >= AI_LIMITS.sureConfidence).length;

export function resumeLikeness(draft: ParseDraft): Likeness {
  const contact = draft.basic.confidence.phone >= AI_LIMITS.sureConfidence || draft.basic.confidence.email >= AI_LIMITS.sureConfidence ? 1 : 0;
  const education = draft.education.some((e) => e.confidence.school >= AI_LIMITS.sureConfidence) ? 1 : 0;
  const headings = new Set(draft.sections.filter((key) => key !== 'basic')).size;
  const sure = [draft.basic, ...draft.education, ...draft.work, ...draft.project].reduce((n, part) => n + sureCount(part.confidence), 0);
  const w = LIKENESS_WEIGHTS;
  const confidence = w.contact * contact + w.education * education + w.headings * Math.min(1, headings / FULL_HEADINGS) + w.sureFields * Math.min(1, sure / FULL_SURE_FIELDS);
  const rounded = Math.round(confidence * 100) / 100;
  return { confidence: rounded, low_confidence: rounded < RESUME_LIKE ? 1 : 0 };
}
