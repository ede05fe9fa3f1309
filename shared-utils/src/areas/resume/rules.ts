import type { ResumeEducationInput, JobIntentionInput, ResumeProjectInput, ResumeBasicInput, ResumeOtherInput, ResumeWorkInput } from '../../types/resume';
import { EMAIL_PATTERN, isBlank, MAINLAND_PHONE_PATTERN, TAIWAN_PHONE_PATTERN } from '../../validation/patterns';
import { DEGREE_OPTIONS, JOB_NATURE_OPTIONS, RESUME_LIMITS, RESUME_MAX, SEX_OPTIONS, WORK_KIND_OPTIONS } from './constants';
import { compareDays, cstDay, monthIndex, parseCalendarDate } from './dates';
import { RESUME_LABEL, RESUME_MSG } from './messages';

/**
 * The resume's validation rules, run by the pages as the student types and by the server on every save.
 * Each validator answers field → Chinese message for every failing field; `{}` means valid. Texts are
 * compared after trimming, lengths are counted in characters (a Chinese character or an emoji is one).
 * Markup is not refused: it is stored and shown as text.
 */
export type ResumeErrors<F> = Partial<Record<keyof F & string, string>>;

// Control characters other than tab and line breaks (they break layouts and exports).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const charCount = (text: string): number => Array.from(text).length;

/** The first failing field's message, for a toast or the server's answer. */
export function firstResumeError<F>(errors: ResumeErrors<F>): string | null {
  return Object.values<string | undefined>(errors).find((e): e is string => e !== undefined) ?? null;
}

function collect<F>(checks: Partial<Record<keyof F & string, string | null>>): ResumeErrors<F> {
  const errors: ResumeErrors<F> = {};
  for (const [key, error] of Object.entries(checks) as [keyof F & string, string | null][]) if (error) errors[key] = error;
  return errors;
}

/** A text field: required (with its message) or optional, at most `max` characters, no control characters. */
export function checkResumeText(value: string, label: string, max: number, requiredMsg?: string): string | null {
  const text = value.trim();
  if (requiredMsg && text === '') return requiredMsg;
  if (charCount(text) > max) return RESUME_MSG.tooLong(label, max);
  if (CONTROL.test(text)) return RESUME_MSG.textInvalid(label);
  return null;
}

const isOneOf = (options: readonly { value: number }[], value: unknown) => options.some((o) => o.value === value);

/** A contact phone: a mainland mobile, or 886 and a Taiwan mobile (spec §5 patterns). */
export function checkResumePhone(phone: string): string | null {
  const p = phone.trim();
  if (isBlank(p)) return RESUME_MSG.phoneRequired;
  if (MAINLAND_PHONE_PATTERN.test(p)) return null;
  return p.startsWith('886') && TAIWAN_PHONE_PATTERN.test(p.slice(3)) ? null : RESUME_MSG.phoneInvalid;
}

export function checkEmail(email: string): string | null {
  const e = email.trim();
  if (e === '') return RESUME_MSG.emailRequired;
  if (charCount(e) > RESUME_MAX.email) return RESUME_MSG.tooLong(RESUME_LABEL.email, RESUME_MAX.email);
  return EMAIL_PATTERN.test(e) ? null : RESUME_MSG.emailInvalid;
}

/** Date of birth YYYY-MM-DD: a real date, not in the future, from 1950, at least 14 years ago. */
export function checkBirthDate(text: string, nowMs: number): string | null {
  if (text.trim() === '') return RESUME_MSG.birthRequired;
  const day = parseCalendarDate(text.trim());
  if (!day) return RESUME_MSG.birthInvalid;
  const today = cstDay(nowMs);
  if (compareDays(day, today) > 0) return RESUME_MSG.birthFuture;
  const youngest = { ...today, year: today.year - RESUME_LIMITS.minAgeYears };
  if (day.year < RESUME_LIMITS.birthYearMin || compareDays(day, youngest) > 0) return RESUME_MSG.birthInvalid;
  return null;
}

/** The graduation years a resume may name: 1980 to this year + 6. */
export function graduationYearRange(nowMs: number): { min: number; max: number } {
  return { min: RESUME_LIMITS.graduationYearMin, max: cstDay(nowMs).year + RESUME_LIMITS.graduationYearsAhead };
}

export function checkGraduationYear(year: number, nowMs: number): string | null {
  if (!year) return RESUME_MSG.graduationYearRequired;
  const { min, max } = graduationYearRange(nowMs);
  return Number.isInteger(year) && year >= min && year <= max ? null : RESUME_MSG.graduationYearRange(min, max);
}

/**
 * The start and end months of an entry: the start required and not after this month; the end '' (至今) or
 * a month not before the start and at most 8 years ahead (an expected graduation).
 */
export function checkPeriod(start: string, end: string, nowMs: number): { start_date: string | null; end_date: string | null } {
  const today = cstDay(nowMs);
  const thisMonth = today.year * 12 + today.month - 1;
  let startError: string | null = null;
  const from = monthIndex(start.trim());
  if (start.trim() === '') startError = RESUME_MSG.startRequired;
  else if (from === null) startError = RESUME_MSG.startInvalid;
  else if (from > thisMonth) startError = RESUME_MSG.startFuture;
  let endError: string | null = null;
  if (end.trim() !== '') {
    const to = monthIndex(end.trim());
    if (to === null) endError = RESUME_MSG.endInvalid;
    else if (from !== null && to < from) endError = RESUME_MSG.endBeforeStart;
    else if (to > thisMonth + RESUME_LIMITS.endYearsAhead * 12) endError = RESUME_MSG.endTooFar;
  }
  return { start_date: startError, end_date: endError };
}

export function validateBasicInfo(f: ResumeBasicInput, nowMs: number): ResumeErrors<ResumeBasicInput> {
  return collect<ResumeBasicInput>({
    name: checkResumeText(f.name, RESUME_LABEL.name, RESUME_MAX.name, RESUME_MSG.nameRequired),
    sex: isOneOf(SEX_OPTIONS, f.sex) ? null : RESUME_MSG.sexRequired,
    birth_date: checkBirthDate(f.birth_date, nowMs),
    phone: checkResumePhone(f.phone),
    email: checkEmail(f.email),
    city: checkResumeText(f.city, RESUME_LABEL.city, RESUME_MAX.city, RESUME_MSG.cityRequired),
    school: checkResumeText(f.school, RESUME_LABEL.school, RESUME_MAX.school, RESUME_MSG.schoolRequired),
    major: checkResumeText(f.major, RESUME_LABEL.major, RESUME_MAX.major, RESUME_MSG.majorRequired),
    degree: isOneOf(DEGREE_OPTIONS, f.degree) ? null : RESUME_MSG.degreeRequired,
    graduation_year: checkGraduationYear(f.graduation_year, nowMs),
  });
}

export function validateEducation(f: ResumeEducationInput, nowMs: number): ResumeErrors<ResumeEducationInput> {
  return collect<ResumeEducationInput>({
    school: checkResumeText(f.school, RESUME_LABEL.school, RESUME_MAX.school, RESUME_MSG.schoolRequired),
    major: checkResumeText(f.major, RESUME_LABEL.major, RESUME_MAX.major, RESUME_MSG.majorRequired),
    degree: isOneOf(DEGREE_OPTIONS, f.degree) ? null : RESUME_MSG.degreeRequired,
    ...checkPeriod(f.start_date, f.end_date, nowMs),
    description: checkResumeText(f.description, RESUME_LABEL.description, RESUME_MAX.description),
  });
}

export function validateWork(f: ResumeWorkInput, nowMs: number): ResumeErrors<ResumeWorkInput> {
  return collect<ResumeWorkInput>({
    kind: isOneOf(WORK_KIND_OPTIONS, f.kind) ? null : RESUME_MSG.kindRequired,
    company: checkResumeText(f.company, RESUME_LABEL.company, RESUME_MAX.company, RESUME_MSG.companyRequired),
    position: checkResumeText(f.position, RESUME_LABEL.position, RESUME_MAX.position, RESUME_MSG.positionRequired),
    ...checkPeriod(f.start_date, f.end_date, nowMs),
    description: checkResumeText(f.description, RESUME_LABEL.description, RESUME_MAX.description),
  });
}

export function validateProject(f: ResumeProjectInput, nowMs: number): ResumeErrors<ResumeProjectInput> {
  return collect<ResumeProjectInput>({
    name: checkResumeText(f.name, RESUME_LABEL.projectName, RESUME_MAX.projectName, RESUME_MSG.projectNameRequired),
    role: checkResumeText(f.role, RESUME_LABEL.role, RESUME_MAX.role, RESUME_MSG.roleRequired),
    ...checkPeriod(f.start_date, f.end_date, nowMs),
    description: checkResumeText(f.description, RESUME_LABEL.description, RESUME_MAX.description),
  });
}

export function validateOther(f: ResumeOtherInput): ResumeErrors<ResumeOtherInput> {
  return collect<ResumeOtherInput>({
    skills: checkResumeText(f.skills, RESUME_LABEL.skills, RESUME_MAX.skills),
    certificates: checkResumeText(f.certificates, RESUME_LABEL.certificates, RESUME_MAX.certificates),
    awards: checkResumeText(f.awards, RESUME_LABEL.awards, RESUME_MAX.awards),
    languages: checkResumeText(f.languages, RESUME_LABEL.languages, RESUME_MAX.languages),
    self_evaluation: checkResumeText(f.self_evaluation, RESUME_LABEL.selfEvaluation, RESUME_MAX.selfEvaluation),
  });
}

function checkItems(items: string[], requiredMsg: string): string | null {
  const clean = items.map((i) => i.trim()).filter((i) => i !== '');
  if (clean.length === 0) return requiredMsg;
  if (clean.length > RESUME_LIMITS.intentionItems) return RESUME_MSG.tooManyItems;
  if (clean.some((i) => charCount(i) > RESUME_MAX.intentionItem || CONTROL.test(i))) return RESUME_MSG.itemTooLong;
  return null;
}

function checkSalary(min: number, max: number): string | null {
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= RESUME_LIMITS.salaryMax;
  if (!ok(min) || !ok(max)) return RESUME_MSG.salaryInvalid;
  return min > max ? RESUME_MSG.salaryOrder : null;
}

export function validateIntention(f: JobIntentionInput): ResumeErrors<JobIntentionInput> {
  return collect<JobIntentionInput>({
    categories: checkItems(f.categories, RESUME_MSG.categoriesRequired),
    cities: checkItems(f.cities, RESUME_MSG.citiesRequired),
    salary_min: checkSalary(f.salary_min, f.salary_max),
    nature: isOneOf(JOB_NATURE_OPTIONS, f.nature) ? null : RESUME_MSG.natureRequired,
  });
}

/** The intention's items as stored: trimmed, empty ones and repeats dropped. */
export function cleanItems(items: string[]): string[] {
  return [...new Set(items.map((i) => i.trim()).filter((i) => i !== ''))];
}

/** The salary range for display: 8000-12000元/月, or 面议. */
export function formatIntentionSalary(min: number, max: number): string {
  if (!min && !max) return RESUME_MSG.negotiable;
  return min === max ? `${min}元/月` : `${min}-${max}元/月`;
}
