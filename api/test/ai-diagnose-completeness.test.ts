import type { ResumeContent } from '@campus/shared-utils/rules';
import { completenessFindings } from '../src/ai/diagnose/completeness';

const v = { version: 1, updated_at: 0 };
const empty: ResumeContent = {
  basic: { name: '周一鸣', sex: 1, birth_date: '2003-05-02', phone: '13800000001', email: 'a@example.com', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026, photo: '', ...v },
  intention: { categories: [], cities: [], salary_min: 0, salary_max: 0, nature: 0, ...v },
  education_list: [{ id: 1, school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '', ...v }],
  work_list: [],
  project_list: [],
  other: { skills: '', certificates: '', awards: '', languages: '', self_evaluation: '', ...v },
};

describe('完整度', () => {
  it('is the resume page’s own score, each missing part a finding linked to its section', () => {
    const { score, findings } = completenessFindings(empty);
    expect(score).toBe(45);
    expect(findings.map((f) => [f.rule, f.section, f.severity])).toEqual([
      ['completeness.photo', 'basic', 'low'],
      ['completeness.intention', 'intention', 'medium'],
      ['completeness.work', 'work', 'high'],
      ['completeness.project', 'project', 'medium'],
      ['completeness.skills', 'other', 'low'],
      ['completeness.honors', 'other', 'low'],
      ['completeness.evaluation', 'other', 'low'],
    ]);
    expect(findings[2]).toMatchObject({ found: '缺少实习/工作经历', field: 'company' });
  });
});
