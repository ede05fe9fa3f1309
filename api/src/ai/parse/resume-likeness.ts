// Does a parsed file read as a resume, and is the draft whole? A novel, a spreadsheet export or a cover letter
// gives the parser a few stray fields; the page should say so instead of filling them in (issue 11 "Bad input").
// The signs are what every resume has and other documents lack together: contact details, an education entry,
// section headings and several fields the rules were sure of. A resume whose name, school or contacts are
// missing (or unsure: read against each other, they disagreed) reads as one, but the draft is not whole: its
// confidence drops and `low_confidence` is 1, so the page asks the student to check it (issue 25).
import { AI_LIMITS } from '@campus/shared-utils/rules';
import type { ResumeDraft as ParseDraft } from '../rules/resume-draft';

/** How much each sign weighs in the draft's confidence (they add up to 1). */
export const LIKENESS_WEIGHTS = { contact: 0.3, education: 0.3, headings: 0.2, sureFields: 0.2 } as const;
/** Headings and sure fields count in full from these numbers on. */
export const FULL_HEADINGS = 3;
export const FULL_SURE_FIELDS = 6;
/** Below this the file does not read as a resume (the page says so and fills nothing). */
export const RESUME_LIKE = AI_LIMITS.resumeLike;
/** What each missing core field (name, school, contacts) takes off the confidence. */
export const MISSING_CORE = 0.15;

export type Likeness = { confidence: number; low_confidence: 0 | 1 };

const sure = (c: number) => c >= AI_LIMITS.sureConfidence;
const sureCount = (confidence: Record<string, number>): number => Object.values(confidence).filter(sure).length;

/** The core fields a draft lacks or is unsure of: 'name', 'school', 'contacts'. */
export function missingCore(draft: ParseDraft): string[] {
  const c = draft.basic.confidence;
  const v = draft.basic.value;
  const missing: string[] = [];
  if (!v.name || !sure(c.name)) missing.push('name');
  if (!v.school || !sure(c.school)) missing.push('school');
  if (!(v.phone && sure(c.phone)) && !(v.email && sure(c.email))) missing.push('contacts');
  return missing;
}

export function resumeLikeness(draft: ParseDraft): Likeness {
  const contact = draft.basic.confidence.phone >= AI_LIMITS.sureConfidence || draft.basic.confidence.email >= AI_LIMITS.sureConfidence ? 1 : 0;
  const education = draft.education.some((e) => e.confidence.school >= AI_LIMITS.sureConfidence) ? 1 : 0;
  const headings = new Set(draft.sections.filter((key) => key !== 'basic' && key !== 'other')).size;
  const sureFields = [draft.basic, ...draft.education, ...draft.work, ...draft.project].reduce((n, part) => n + sureCount(part.confidence), 0);
  const w = LIKENESS_WEIGHTS;
  const likeness = w.contact * contact + w.education * education + w.headings * Math.min(1, headings / FULL_HEADINGS) + w.sureFields * Math.min(1, sureFields / FULL_SURE_FIELDS);
  const missing = missingCore(draft).length;
  const rounded = Math.round(likeness * (1 - MISSING_CORE * missing) * 100) / 100;
  return { confidence: rounded, low_confidence: likeness < RESUME_LIKE || missing > 0 ? 1 : 0 };
}
