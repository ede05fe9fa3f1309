import type { ResumeDetail, ResumeDraft } from '@campus/shared-utils/student';

/** A part the student wrote or has checked: every field as sure as can be. */
export const checked = <T extends object>(value: T) => ({ value, confidence: Object.fromEntries(Object.keys(value).map((k) => [k, 1])) as { [K in keyof T]: number } });

/** Whether the online resume has anything to start a draft from (a name, or an entry). */
export const hasContent = (r: ResumeDetail): boolean =>
  r.has_resume === 1 || r.basic.name !== '' || r.education_list.length + r.work_list.length + r.project_list.length > 0;

/**
 * The student's online resume as a draft to start from (AI简历撰写 with a resume and no draft yet, spec §4 mode 9):
 * its sections in the draft's shape, each field the student's own.
 */
export function draftOfResume(r: ResumeDetail): ResumeDraft {
  const { name, sex, birth_date, phone, email, city, school, major, degree, graduation_year } = r.basic;
  const { skills, certificates, awards, languages, self_evaluation } = r.other;
  return {
    basic: checked({ name, sex, birth_date, phone, email, city, school, major, degree, graduation_year }),
    intention: { categories: r.intention.categories, cities: r.intention.cities, salary_min: r.intention.salary_min, salary_max: r.intention.salary_max },
    education: r.education_list.map(({ school: s, major: m, degree: d, start_date, end_date, description }) => checked({ school: s, major: m, degree: d, start_date, end_date, description })),
    work: r.work_list.map(({ kind, company, position, start_date, end_date, description }) => checked({ kind, company, position, start_date, end_date, description })),
    project: r.project_list.map(({ name: n, role, start_date, end_date, description }) => checked({ name: n, role, start_date, end_date, description })),
    other: checked({ skills, certificates, awards, languages, self_evaluation }),
    confidence: 1,
    low_confidence: 0,
    source: 'engine',
  };
}
