import type { AiWishInput } from '../../types/ai';
import { DEGREE_OPTIONS, RESUME_MAX } from '../resume/constants';
import { RESUME_LABEL, RESUME_MSG } from '../resume/messages';
import { checkEmail, checkGraduationYear, checkPeriod, checkResumePhone, checkResumeText } from '../resume/rules';
import { AI_LIMITS, AI_MSG } from './texts';
import { WISH_KINDS } from './wish';

/** The wish form's messages: each failing field by its path (`experiences.1.text`), nothing for a valid one. */
export type WishErrors = Record<string, string>;

/**
 * The wish form's rules, the page's and the server's: what the writer needs (name, target, school, major,
 * degree, graduation year; each experience's name, start and words), contact details checked only when given.
 * Long texts are not refused: the server keeps the first AI_LIMITS.wishFieldChars characters and says so.
 */
export function validateWish(w: AiWishInput, nowMs: number): WishErrors {
  const checks: Record<string, string | null> = {
    name: checkResumeText(w.name, RESUME_LABEL.name, RESUME_MAX.name, RESUME_MSG.nameRequired),
    phone: w.phone.trim() ? checkResumePhone(w.phone) : null,
    email: w.email.trim() ? checkEmail(w.email) : null,
    target_category: w.target_category.trim() ? null : AI_MSG.categoryRequired,
    school: checkResumeText(w.school, RESUME_LABEL.school, RESUME_MAX.school, RESUME_MSG.schoolRequired),
    major: checkResumeText(w.major, RESUME_LABEL.major, RESUME_MAX.major, RESUME_MSG.majorRequired),
    degree: DEGREE_OPTIONS.some((o) => o.value === w.degree) ? null : RESUME_MSG.degreeRequired,
    graduation_year: checkGraduationYear(w.graduation_year, nowMs),
    experiences: w.experiences.length > AI_LIMITS.wishExperiences ? AI_MSG.tooManyExperiences : null,
  };
  w.experiences.forEach((e, i) => {
    const period = checkPeriod(e.start_date, e.end_date, nowMs);
    checks[`experiences.${i}.kind`] = (WISH_KINDS as readonly string[]).includes(e.kind) ? null : AI_MSG.experienceKind;
    checks[`experiences.${i}.title`] = e.title.trim() ? null : AI_MSG.experienceTitleRequired;
    checks[`experiences.${i}.start_date`] = period.start_date;
    checks[`experiences.${i}.end_date`] = period.end_date;
    checks[`experiences.${i}.text`] = e.text.trim() ? null : AI_MSG.experienceTextRequired;
  });
  return Object.fromEntries(Object.entries(checks).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
}

/** The wish's first problem as the server answers it (the page shows each field's own), or null. */
export function checkWish(w: AiWishInput, nowMs: number): string | null {
  return Object.values(validateWish(w, nowMs))[0] ?? null;
}
