import { DEGREE_OPTIONS, formatResumeMonth, optionLabel, WORK_KIND_OPTIONS } from '@campus/shared-utils/student';
import type { ResumeEducation, ResumeOther, ResumeProject, ResumeWork } from '@campus/shared-utils/student';
import type { EntryView } from '../components/sections/entry-list-section';

/** 2022.09 - 至今 */
export const period = (start: string, end: string): string => `${formatResumeMonth(start)} - ${formatResumeMonth(end)}`;

export const describeEducation = (e: ResumeEducation): EntryView => ({
  title: e.school,
  period: period(e.start_date, e.end_date),
  subtitle: [e.major, optionLabel(DEGREE_OPTIONS, e.degree)].filter(Boolean).join(' · '),
  body: e.description,
});

export const describeWork = (w: ResumeWork): EntryView => ({
  title: w.company,
  period: period(w.start_date, w.end_date),
  subtitle: [w.position, optionLabel(WORK_KIND_OPTIONS, w.kind)].filter(Boolean).join(' · '),
  body: w.description,
});

export const describeProject = (p: ResumeProject): EntryView => ({
  title: p.name,
  period: period(p.start_date, p.end_date),
  subtitle: p.role,
  body: p.description,
});

/** Nothing of 其他信息 filled in. */
export const isOtherEmpty = (o: ResumeOther): boolean => [o.skills, o.certificates, o.awards, o.languages, o.self_evaluation].every((t) => t.trim() === '');
