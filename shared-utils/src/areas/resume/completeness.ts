import type { Completeness, CompletenessPart, ResumeContent } from '../../types/resume';

/**
 * The parts that make a resume complete, with their weights (they add up to 100) and the section of the
 * resume page each one is filled in. The score is the sum of the weights of the parts present.
 */
export const COMPLETENESS_PARTS: readonly CompletenessPart[] = [
  { key: 'basic', label: '基本信息', weight: 25, section: 'basic' },
  { key: 'photo', label: '照片', weight: 5, section: 'basic' },
  { key: 'intention', label: '求职意向', weight: 10, section: 'intention' },
  { key: 'education', label: '教育经历', weight: 20, section: 'education' },
  { key: 'work', label: '实习/工作经历', weight: 15, section: 'work' },
  { key: 'project', label: '项目经历', weight: 10, section: 'project' },
  { key: 'skills', label: '技能特长', weight: 5, section: 'other' },
  { key: 'honors', label: '证书/获奖经历', weight: 5, section: 'other' },
  { key: 'evaluation', label: '自我评价', weight: 5, section: 'other' },
];

const filled = (text: string) => text.trim() !== '';

function isPresent(key: CompletenessPart['key'], r: ResumeContent): boolean {
  const { basic, other } = r;
  switch (key) {
    case 'basic':
      return [basic.name, basic.phone, basic.email, basic.school, basic.major, basic.birth_date, basic.city].every(filled) && basic.sex > 0 && basic.degree > 0 && basic.graduation_year > 0;
    case 'photo':
      return filled(basic.photo);
    case 'intention':
      return r.intention.nature > 0 && r.intention.categories.length > 0 && r.intention.cities.length > 0;
    case 'education':
      return r.education_list.length > 0;
    case 'work':
      return r.work_list.length > 0;
    case 'project':
      return r.project_list.length > 0;
    case 'skills':
      return filled(other.skills);
    case 'honors':
      return filled(other.certificates) || filled(other.awards);
    case 'evaluation':
      return filled(other.self_evaluation);
  }
}

/** The completeness score (0-100) and the missing parts, in page order. */
export function resumeCompleteness(resume: ResumeContent): Completeness {
  const missing = COMPLETENESS_PARTS.filter((p) => !isPresent(p.key, resume));
  const score = COMPLETENESS_PARTS.reduce((sum, p) => sum + (missing.includes(p) ? 0 : p.weight), 0);
  return { score, missing };
}
