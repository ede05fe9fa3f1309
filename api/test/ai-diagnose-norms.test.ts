import type { ResumeContent } from '@campus/shared-utils/rules';
import { contactDetails, datesInOrder, educationGaps, lengths, normsFindings, ongoingWork, typos } from '../src/ai/diagnose/norms';

const NOW = '2026-11';
const v = { version: 1, updated_at: 0 };

/** A sound resume: every rule finds nothing in it. */
function resume(): ResumeContent {
  return {
    basic: { name: '周一鸣', sex: 1, birth_date: '2003-05-02', phone: '13800000001', email: 'zhouyiming@example.com', city: '杭州', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2026, photo: '', ...v },
    intention: { categories: ['前端开发'], cities: ['杭州'], salary_min: 8000, salary_max: 12000, nature: 1, ...v },
    education_list: [{ id: 1, school: '临江大学', major: '计算机科学与技术', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '', ...v }],
    work_list: [{ id: 11, kind: 1, company: '云帆数据科技有限公司', position: '前端开发实习生', start_date: '2025-07', end_date: '2025-09', description: '负责数据看板的前端开发，使用 React 重构 12 个页面，首屏加载时间降低 40%。', ...v }],
    project_list: [{ id: 21, name: '校园二手交易平台', role: '项目负责人', start_date: '2024-03', end_date: '2024-12', description: '带领 4 人团队完成需求分析、开发与上线，累计注册用户 3000 余人。', ...v }],
    other: { skills: 'JavaScript、TypeScript、React、MySQL', certificates: 'CET-6', awards: '', languages: '', self_evaluation: '', ...v },
  };
}

describe('规范性 rules', () => {
  it('find nothing in a sound resume', () => {
    expect(normsFindings(resume(), NOW)).toEqual([]);
  });

  it('norms.dates-order: an entry ending before it starts, pointing at its end month', () => {
    const r = resume();
    r.work_list[0] = { ...r.work_list[0]!, start_date: '2025-09', end_date: '2025-07' };
    expect(datesInOrder(r, NOW)).toEqual([expect.objectContaining({ rule: 'norms.dates-order', section: 'work', entry_id: 11, field: 'end_date', severity: 'high' })]);
    expect(datesInOrder(r, NOW)[0]!.found).toBe('实习/工作经历的结束时间（2025-07）早于开始时间（2025-09）');
  });

  it('norms.several-ongoing and norms.future-start: two 至今 internships, one not begun', () => {
    const r = resume();
    r.work_list = [
      { ...r.work_list[0]!, end_date: '' },
      { ...r.work_list[0]!, id: 12, company: '海川科技', start_date: '2027-03', end_date: '' },
    ];
    expect(ongoingWork(r, NOW).map((f) => [f.rule, f.entry_id])).toEqual([
      ['norms.several-ongoing', 12],
      ['norms.future-start', 12],
    ]);
  });

  it('norms.education-gap: more than six months between studies, not a summer', () => {
    const r = resume();
    r.education_list.push({ id: 2, school: '浙江大学', major: '软件工程', degree: 3, start_date: '2026-09', end_date: '', description: '', ...v });
    expect(educationGaps(r)).toEqual([]);
    r.education_list[1] = { ...r.education_list[1]!, start_date: '2027-09', end_date: '2030-06' };
    const [gap] = educationGaps(r);
    expect(gap).toMatchObject({ rule: 'norms.education-gap', entry_id: 2, severity: 'low' });
    expect(gap!.found).toBe('临江大学毕业后到进入浙江大学之间有 15 个月的空档');
  });

  it('norms.phone and norms.email: missing or malformed contact details', () => {
    const r = resume();
    r.basic = { ...r.basic, phone: '1380000', email: 'zhou@' };
    expect(contactDetails(r).map((f) => [f.rule, f.found])).toEqual([
      ['norms.phone', '手机号“1380000”格式不正确'],
      ['norms.email', '邮箱“zhou@”格式不正确'],
    ]);
    // an empty email is completeness.basic's (ai-diagnose-match-and-email.test.ts), not charged again here
    r.basic = { ...r.basic, phone: '138 0000 0001', email: '' };
    expect(contactDetails(r)).toEqual([]);
  });

  it('norms.description-short and norms.too-long: thin descriptions and an overlong resume', () => {
    const r = resume();
    r.project_list[0] = { ...r.project_list[0]!, description: '参与开发' };
    expect(lengths(r)).toEqual([expect.objectContaining({ rule: 'norms.description-short', section: 'project', entry_id: 21, found: '“校园二手交易平台”的描述只有 4 个字' })]);
    // the student's words kept, the rest asked for
    expect(lengths(r)[0]).toMatchObject({ quote: '参与开发', rewrite: '【请补充：当时要解决的问题或目标】，参与开发，【请补充：结果，最好有数字，如从多少到多少、覆盖多少人】。' });
    r.project_list[0] = { ...r.project_list[0]!, description: '负责项目的前后端开发与部署上线，'.repeat(200) };
    expect(lengths(r).map((f) => f.rule)).toEqual(['norms.too-long']);
  });

  it('norms.typo: skill names in the wrong case and wrong characters, whole words only', () => {
    const r = resume();
    r.other = { ...r.other, skills: 'Javascript、Mysql、Node.js', self_evaluation: '做为学生干部，负责账号登陆模块' };
    expect(typos(r).map((f) => f.found)).toEqual(['“Javascript”应写作“JavaScript”', '“Mysql”应写作“MySQL”', '“做为”应写作“作为”', '“登陆”应写作“登录”']);
    expect(typos(r)[3]).toMatchObject({ quote: '做为学生干部，负责账号登陆模块', rewrite: '做为学生干部，负责账号登录模块' });
    r.other = { ...r.other, skills: 'JavaScript、MySQL、Nodejsx', self_evaluation: '' };
    expect(typos(r)).toEqual([]);
  });
});
