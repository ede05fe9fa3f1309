import { draftResume } from '../src/ai/rules/resume-draft';

const RESUME = `个人简历
姓名：周子涵    性别：男
出生年月：2001.10    现居城市：成都
电话：+86 187-2233-4455    邮箱：zhouzh@scu.edu.cn
EDUCATION 教育背景
四川大学 | 计算机技术 | 硕士    2023.09-2026.06
电子科技大学 | 软件工程 | 本科    2019.09-2023.06
实习经历
华为技术有限公司 | 软件开发实习生    2024.07-2024.10
• 参与鸿蒙应用的性能测试，发现并修复内存泄漏 4 处。
工作经历
成都某某网络科技有限公司 / 运维实习生    2022.07-2022.09
• 维护 20 台服务器。
项目经历
校园外卖配送调度系统 | 组长    2024.03-2024.06
• 设计配送路径算法，平均配送时间缩短 18%。
专业技能：Java、Go、Kubernetes
获奖情况
2022.10 全国大学生数学建模竞赛省一等奖
自我评价
做事认真，善于沟通。`.split('\n');

describe('draftResume', () => {
  const draft = draftResume(RESUME);

  it('fills basic from the contact lines and the highest degree', () => {
    expect(draft.basic.value).toEqual({
      name: '周子涵', sex: 1, birth_date: '2001-10-01', phone: '18722334455', email: 'zhouzh@scu.edu.cn', city: '成都',
      school: '四川大学', major: '计算机技术', degree: 3, graduation_year: 2026,
    });
    expect(draft.basic.confidence.name).toBeGreaterThan(0.9);
    expect(draft.basic.confidence.birth_date).toBeLessThan(0.9);
  });

  it('answers the entries of every section in the resume area shapes', () => {
    expect(draft.sections).toEqual(['basic', 'education', 'internship', 'work', 'project', 'skills', 'awards', 'self_evaluation']);
    expect(draft.education.map((e) => [e.value.school, e.value.degree])).toEqual([['四川大学', 3], ['电子科技大学', 2]]);
    // an internship written under 工作经历 is still kind 1
    expect(draft.work.map((w) => [w.value.kind, w.value.company, w.value.position])).toEqual([
      [1, '华为技术有限公司', '软件开发实习生'],
      [1, '成都某某网络科技有限公司', '运维实习生'],
    ]);
    expect(draft.project[0].value).toMatchObject({ name: '校园外卖配送调度系统', role: '组长', start_date: '2024-03', description: '设计配送路径算法，平均配送时间缩短 18%。' });
    expect(draft.other.value).toEqual({
      skills: 'Java、Go、Kubernetes', certificates: '', awards: '2022.10 全国大学生数学建模竞赛省一等奖', languages: '', self_evaluation: '做事认真，善于沟通。',
    });
    expect(draft.other.confidence.certificates).toBe(0);
  });

  it('finds the name under a first line that opened a section (求职意向：…)', () => {
    const d = draftResume(['求职意向：前端开发', '李四', '13800138000', '教育背景', '北京大学 | 软件工程 | 本科  2021.09-2025.06']);
    expect(d.basic.value).toMatchObject({ name: '李四', phone: '13800138000', school: '北京大学' });
    // neither the heading's own content nor an entry's line is a name
    expect(draftResume(['求职意向：市场营销', '13800138000', '教育背景', '上海财经大学  2021.09-2025.06', '统计学  本科']).basic.value.name).toBe('');
  });

  it('keeps a sidebar\'s contact lines read after the last section out of that section\'s text', () => {
    const d = draftResume(['刘浩然', '教育背景', '南京大学 | 金融学 | 本科  2022.09-2026.06', '自我评价', '性格开朗，责任心强，来自成都。', '158-5745-2879', 'Email: student50@example.com', '成都', '专业技能', 'SPSS、Git']);
    expect(d.other.value).toMatchObject({ self_evaluation: '性格开朗，责任心强，来自成都。', skills: 'SPSS、Git' });
    expect(d.basic.value).toMatchObject({ phone: '15857452879', email: 'student50@example.com' });
  });

  it('answers empty fields with confidence 0 for a text that is no resume', () => {
    const d = draftResume(['第一章', '天色渐晚，他推开了那扇门。']);
    expect(d.education).toEqual([]);
    expect(d.basic.value).toMatchObject({ name: '', phone: '', email: '', school: '', degree: 0 });
    expect(Object.values(d.basic.confidence).every((c) => c <= 0.85)).toBe(true);
  });
});

describe('draftResume of an English resume', () => {
  const draft = draftResume(`Li Ming
Phone: 13600001111 | Email: liming@gmail.com
EDUCATION
Fudan University    Sep 2021 - Jun 2025
B.S. in Statistics
EXPERIENCE
Morgan Stanley | Summer Analyst    Jun 2024 - Aug 2024
- Built a pricing model
PROJECTS
Stock Predictor | Lead    2023.01 - 2023.05
- Improved accuracy by 12%
SKILLS
Python, R`.split('\n'));

  it('reads the same fields', () => {
    expect(draft.basic.value).toMatchObject({ name: 'Li Ming', phone: '13600001111', school: 'Fudan University', major: 'Statistics', degree: 2, graduation_year: 2025 });
    expect(draft.work[0].value).toMatchObject({ kind: 2, company: 'Morgan Stanley', position: 'Summer Analyst', start_date: '2024-06', end_date: '2024-08', description: 'Built a pricing model' });
    expect(draft.project[0].value).toMatchObject({ name: 'Stock Predictor', role: 'Lead', description: 'Improved accuracy by 12%' });
    expect(draft.other.value.skills).toBe('Python, R');
  });
});
