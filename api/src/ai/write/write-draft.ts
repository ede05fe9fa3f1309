// The offline writer (POST /api/airesume/generate): the saved wish into a resume draft. The student's own facts
// go in as they are (confidence 1); descriptions are their words as STAR bullets (star.ts) and the
// self-evaluation is written from their facts (self-evaluation.ts). Internships become internship entries
// (work kind 1); campus experiences (学生会, 社团, 志愿者) become projects: they are neither an internship nor a
// job, and the online resume has no section of their own, while a project entry keeps the organisation as
// its name and the post as its role.
import type { AiWish, DraftEducation, DraftProject, DraftWork, ResumeDegree, ResumeDraft, WishExperience } from '@campus/shared-utils/rules';
import { studyPeriod } from './education-dates';
import { writeSelfEvaluation } from './self-evaluation';
import { starBullets } from './star';

/** How sure the writer is of what it wrote itself (the student checks it); their own facts are 1. */
export const WRITTEN = 0.8;
/** A start month worked out from the graduation year: a guess the page marks for checking. */
export const GUESSED = 0.5;

const own = (value: string | number): number => (value === '' || value === 0 ? 0 : 1);
const ownAll = <T extends Record<string, string | number>>(value: T) =>
  Object.fromEntries(Object.entries(value).map(([k, v]) => [k, own(v)])) as { [K in keyof T]: number };

function education(wish: AiWish): DraftEducation[] {
  if (!wish.school.trim()) return [];
  // without a degree the education entry still needs one: 本科, marked unsure
  const degree: ResumeDegree = wish.degree === 0 ? 2 : wish.degree;
  const period = studyPeriod(degree, wish.graduation_year);
  const value = { school: wish.school.trim(), major: wish.major.trim(), degree, ...period, description: '' };
  return [{ value, confidence: { ...ownAll(value), degree: wish.degree === 0 ? 0.3 : 1, start_date: period.start_date ? GUESSED : 0, end_date: period.end_date ? WRITTEN : 0 } }];
}

const describe = (e: WishExperience, variant: number) => starBullets(e.text, variant);

function work(e: WishExperience, variant: number): DraftWork {
  const value = { kind: 1 as const, company: e.title.trim(), position: e.role.trim(), start_date: e.start_date, end_date: e.end_date, description: describe(e, variant) };
  return { value, confidence: { ...ownAll(value), kind: 1, end_date: e.start_date ? 1 : 0, description: value.description ? WRITTEN : 0 } };
}

function project(e: WishExperience, variant: number): DraftProject {
  const value = { name: e.title.trim(), role: e.role.trim(), start_date: e.start_date, end_date: e.end_date, description: describe(e, variant) };
  return { value, confidence: { ...ownAll(value), end_date: e.start_date ? 1 : 0, description: value.description ? WRITTEN : 0 } };
}

/** The draft of a wish; `variant` words the bullets and the self-evaluation another way (重新生成). */
export function writeDraft(wish: AiWish, variant = 0): ResumeDraft {
  const basicValue = {
    name: wish.name.trim(), sex: wish.sex, birth_date: '', phone: wish.phone.trim(), email: wish.email.trim(), city: wish.city.trim(),
    school: wish.school.trim(), major: wish.major.trim(), degree: wish.degree, graduation_year: wish.graduation_year,
  };
  const internships = wish.experiences.filter((e) => e.kind === 'internship');
  const projects = wish.experiences.filter((e) => e.kind !== 'internship');
  const selfEvaluation = writeSelfEvaluation(
    { ...wish, companies: internships.map((e) => e.title.trim()), projects: projects.map((e) => e.title.trim()) },
    variant,
  );
  const skills = wish.skills.trim();
  return {
    basic: { value: basicValue, confidence: ownAll(basicValue) },
    intention: { categories: wish.target_category.trim() ? [wish.target_category.trim()] : [], cities: wish.target_city.trim() ? [wish.target_city.trim()] : [] },
    education: education(wish),
    work: internships.map((e) => work(e, variant)),
    project: projects.map((e) => project(e, variant)),
    other: {
      value: { skills, certificates: '', awards: '', languages: '', self_evaluation: selfEvaluation },
      confidence: { skills: own(skills), certificates: 0, awards: 0, languages: 0, self_evaluation: selfEvaluation ? WRITTEN : 0 },
    },
    confidence: 1,
    low_confidence: 0,
    source: 'engine',
  };
}
