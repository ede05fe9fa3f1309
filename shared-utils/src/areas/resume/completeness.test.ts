import type { ResumeContent } from '../../types/resume';
import { COMPLETENESS_PARTS, resumeCompleteness } from './completeness';

const EMPTY: ResumeContent = {
  basic: { name: '', sex: 0, birth_date: '', phone: '', email: '', city: '', school: '', major: '', degree: 0, graduation_year: 0, photo: '', version: 0, updated_at: 0 },
  intention: { categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, version: 0, updated_at: 0 },
  education_list: [],
  work_list: [],
  project_list: [],
  other: { skills: '', certificates: '', awards: '', languages: '', self_evaluation: '', version: 0, updated_at: 0 },
};
const BASIC = { name: '张三', sex: 1, birth_date: '2004-01-01', phone: '13800138000', email: 'a@b.cn', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026 } as const;
const period = { id: 1, start_date: '2024-01', end_date: '', description: '', version: 1, updated_at: 0 };

describe('the completeness score', () => {
  it('has weights adding up to 100', () => {
    expect(COMPLETENESS_PARTS.reduce((s, p) => s + p.weight, 0)).toBe(100);
  });

  it('is 0 for an empty resume with every part missing, in page order', () => {
    expect(resumeCompleteness(EMPTY)).toEqual({ score: 0, missing: COMPLETENESS_PARTS });
  });

  it('counts the basic information only when every required field is there', () => {
    expect(resumeCompleteness({ ...EMPTY, basic: { ...EMPTY.basic, ...BASIC, city: '' } }).score).toBe(0);
    expect(resumeCompleteness({ ...EMPTY, basic: { ...EMPTY.basic, ...BASIC } }).score).toBe(25);
  });

  it('rises part by part and names what is still missing', () => {
    const partial: ResumeContent = {
      ...EMPTY,
      basic: { ...EMPTY.basic, ...BASIC, photo: '/api/resume/photo?key=p.png' },
      education_list: [{ ...period, school: 'A', major: 'B', degree: 2 }],
      other: { ...EMPTY.other, awards: '奖学金' },
    };
    const result = resumeCompleteness(partial);
    expect(result.score).toBe(25 + 5 + 20 + 5);
    expect(result.missing.map((p) => [p.label, p.section])).toEqual([
      ['求职意向', 'intention'],
      ['实习/工作经历', 'work'],
      ['项目经历', 'project'],
      ['技能特长', 'other'],
      ['自我评价', 'other'],
    ]);
  });

  it('is 100 for a complete resume', () => {
    const full: ResumeContent = {
      basic: { ...EMPTY.basic, ...BASIC, photo: 'p' },
      intention: { ...EMPTY.intention, categories: ['前端开发'], cities: ['杭州'], nature: 1 },
      education_list: [{ ...period, school: 'A', major: 'B', degree: 2 }],
      work_list: [{ ...period, kind: 1, company: 'C', position: 'D' }],
      project_list: [{ ...period, name: 'P', role: 'R' }],
      other: { ...EMPTY.other, skills: 'React', certificates: 'CET-6', self_evaluation: '认真' },
    };
    expect(resumeCompleteness(full)).toEqual({ score: 100, missing: [] });
    // an intention without a city is not complete
    expect(resumeCompleteness({ ...full, intention: { ...full.intention, cities: [] } }).score).toBe(90);
  });
});
