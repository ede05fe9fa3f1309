import type { ResumeContent } from '@campus/shared-utils/rules';
import { completenessFindings } from '../src/ai/diagnose/completeness';
import { categoryMatches, FULL_AT, matchScore } from '../src/ai/diagnose/match';
import { contactDetails } from '../src/ai/diagnose/norms';

const v = { version: 1, updated_at: 0 };
function resume(categories: string[], work: string, email = 'a@example.com'): ResumeContent {
  return {
    basic: { name: '周一鸣', sex: 1, birth_date: '2004-01-01', phone: '13800000001', email, city: '株洲', school: '临江大学', major: '机械设计制造及其自动化', degree: 2, graduation_year: 2026, photo: '', ...v },
    intention: { categories, cities: ['株洲'], salary_min: 0, salary_max: 0, nature: 1, ...v },
    education_list: [],
    work_list: work ? [{ id: 11, kind: 1, company: '某汽车零部件公司', position: '实习生', start_date: '2025-07', end_date: '2025-09', description: work, ...v }] : [],
    project_list: [],
    other: { skills: '', certificates: '', awards: '', languages: '', self_evaluation: '', ...v },
  };
}

describe('match: a category’s keywords know both sides of the job (shop floor and office, design and making)', () => {
  it('credits a machining apprentice’s shop-floor words to 机械工程师', () => {
    const [m] = categoryMatches(resume(['机械工程师'], '在加工中心班组跟师傅做首件检测，后来学会改宏程序；数控车实训从读图、编程、对刀到加工一根阶梯轴。'));
    expect(m!.backed).toEqual(expect.arrayContaining(['加工中心', '首件', '检测', '宏程序', '编程', '对刀']));
    expect(matchScore([m!])).toBe(100);
  });

  it('still credits the design side as before, FULL_AT told keywords counting as full however long the list', () => {
    const [m] = categoryMatches(resume(['机械工程师'], '用SolidWorks做三维建模，出工程图并标注公差，用ANSYS做有限元校核。'));
    expect(m!.backed.length).toBeGreaterThanOrEqual(FULL_AT);
    expect(matchScore([m!])).toBe(100);
  });

  it('leaves a resume that tells neither side of the job unmatched', () => {
    const [m] = categoryMatches(resume(['机械工程师'], '在奶茶店做店员，负责点单和收银。'));
    expect(m!.backed).toEqual([]);
    expect(matchScore([m!])).toBeLessThanOrEqual(10);
  });

  it('credits a marketing student’s field work (地推, 促销, 问卷, 传单) as well as the office side', () => {
    const [m] = categoryMatches(resume(['市场营销'], '周末在超市负责促销，组织两个同学在学校做地推、发传单，回收了两百份问卷。'));
    expect(m!.backed).toEqual(expect.arrayContaining(['地推', '促销', '问卷', '传单']));
    const [none] = categoryMatches(resume(['市场营销'], '在图书馆整理书架。'));
    expect(none!.backed).toEqual([]);
  });
});

describe('match: 翻译 knows the work itself, not only its tools and certificates', () => {
  it('credits a plain account of translating (翻译, 陪同, 定稿) to 翻译', () => {
    const [m] = categoryMatches(resume(['翻译'], '为非遗展翻译了20多块英文展板，请两名留学生试读后定稿；负责陪同外方工程师看厂，完成了两次现场翻译。'));
    expect(m!.backed).toEqual(expect.arrayContaining(['翻译', '陪同', '定稿']));
  });

  it('leaves a resume that never translates without those words backed', () => {
    const [m] = categoryMatches(resume(['翻译'], '在奶茶店负责点单和收银，完成了每天的盘点。'));
    expect(m!.backed).toEqual([]);
  });
});

describe('a missing email charged once: completeness.basic names it, norms.email judges only a filled email', () => {
  it('names the empty email in completeness.basic and leaves norms.email out', () => {
    const r = resume(['机械工程师'], '', '');
    expect(completenessFindings(r).findings.find((f) => f.rule === 'completeness.basic')?.found).toBe('缺少基本信息（邮箱）');
    expect(contactDetails(r).map((f) => f.rule)).toEqual([]);
  });

  it('still charges a malformed email in norms.email, with basic information complete', () => {
    const r = resume(['机械工程师'], '', 'zhou@');
    expect(contactDetails(r).map((f) => [f.rule, f.found])).toEqual([['norms.email', '邮箱“zhou@”格式不正确']]);
    expect(completenessFindings(r).findings.some((f) => f.rule === 'completeness.basic')).toBe(false);
  });
});
