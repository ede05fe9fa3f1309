import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResumeContent } from '@campus/shared-utils/rules';
import KEYWORDS from '../src/ai/diagnose/category-keywords.json';
import { BANKS } from '../src/ai/interview/banks';
import { findActionVerbs } from '../src/ai/rules/quantify';
import { categoryMatches, LISTED_POINTS, matchFindings, matchScore } from '../src/ai/diagnose/match';

const v = { version: 1, updated_at: 0 };
function resume(categories: string[], skills: string, work = ''): ResumeContent {
  return {
    basic: { name: '周一鸣', sex: 1, birth_date: '', phone: '13800000001', email: 'a@example.com', city: '杭州', school: '临江大学', major: '计算机科学与技术', degree: 2, graduation_year: 2026, photo: '', ...v },
    intention: { categories, cities: ['杭州'], salary_min: 0, salary_max: 0, nature: 1, ...v },
    education_list: [],
    work_list: work ? [{ id: 11, kind: 1, company: '云帆数据', position: '实习生', start_date: '2025-07', end_date: '2025-09', description: work, ...v }] : [],
    project_list: [],
    other: { skills, certificates: '', awards: '', languages: '', self_evaluation: '', ...v },
  };
}

describe('岗位匹配', () => {
  it('lists only categories of the product, each with at least six keywords', () => {
    const seed = readFileSync(path.join(__dirname, '../src/seed/home/categories.ts'), 'utf8');
    const labels = new Set([...seed.matchAll(/c\('[a-z_0-9]+', '([^']+)'/g)].map((m) => m[1]));
    for (const [category, list] of Object.entries(KEYWORDS.categories)) {
      expect(labels.has(category)).toBe(true);
      expect(list.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('counts the keywords a resume shows: Latin ones as whole words without case, Chinese ones anywhere', () => {
    const [fe] = categoryMatches(resume(['前端开发'], 'javascript、React、Java', '负责小程序开发与性能优化'));
    expect(fe!.found).toEqual(['JavaScript', 'React', '小程序', '性能优化']);
    expect(fe!.missing).toContain('TypeScript');
    // Java is not JavaScript
    const [java] = categoryMatches(resume(['Java开发'], 'JavaScript'));
    expect(java!.found).toEqual([]);
  });

  it('scores the best-covered intended category, a third of its keywords counting as full when told in experience', () => {
    const told = '使用 TypeScript 和 React 重构 CSS 样式与 HTML 模板，首屏时间降低 40%';
    expect(matchScore(categoryMatches(resume(['前端开发', '会计'], '', told)))).toBe(100);
    expect(matchScore(categoryMatches(resume(['前端开发'], 'JavaScript')))).toBe(8);
    expect(matchScore([])).toBe(0);
  });

  it('counts keywords only listed (skills, a keyword salad) for at most 30 points', () => {
    const [listed] = categoryMatches(resume(['前端开发'], 'JavaScript、TypeScript、HTML、CSS', 'JavaScript、TypeScript、HTML、CSS、React、Vue'));
    expect(listed!.backed).toEqual([]);
    expect(matchScore([listed!])).toBe(LISTED_POINTS);
    const [told] = categoryMatches(resume(['前端开发'], 'JavaScript、TypeScript、HTML、CSS', '用 React 和 TypeScript 开发了活动页的 12 个组件'));
    expect(told!.backed).toEqual(['TypeScript', 'React', '组件']);
    // 12 keywords, 4 count as full: 3 told (75) and 3 more only listed (3/4 of 30)
    expect(matchScore([told!])).toBe(98);
  });

  it('match.no-intention, and match.keywords naming what is missing', () => {
    expect(matchFindings(resume([], 'JavaScript'))).toEqual([expect.objectContaining({ rule: 'match.no-intention', section: 'intention', severity: 'high' })]);
    const [none] = matchFindings(resume(['会计'], 'Photoshop'));
    expect(none).toMatchObject({ rule: 'match.keywords', severity: 'high', found: '求职意向为“会计”，简历中没有体现该岗位常见的技能和经历' });
    expect(none!.suggestion).toBe('如果你掌握或做过，请在技能和经历中写明，例如：会计、财务、凭证、报表、税务。');
    const [some] = matchFindings(resume(['前端开发'], 'JavaScript'));
    expect(some).toMatchObject({ severity: 'medium', found: '求职意向为“前端开发”，简历只体现了JavaScript' });
    expect(matchFindings(resume(['前端开发'], 'JavaScript、TypeScript、HTML、CSS'))).toEqual([
      expect.objectContaining({ rule: 'match.listed-only', found: '求职意向为“前端开发”，JavaScript、TypeScript、HTML、CSS只出现在列表里，经历中没有写用它们做过什么' }),
    ]);
    expect(matchFindings(resume(['前端开发'], 'JavaScript、TypeScript、HTML、CSS', '用 TypeScript 重写 CSS 与 HTML 模板，首屏时间降低 40%'))).toEqual([]);
  });
});

describe('every job category the interview knows is matched', () => {
  it('has the keywords of every category with a question bank, so no student gets 0 for 岗位匹配 for want of a list', () => {
    for (const bank of BANKS) expect(Object.keys(KEYWORDS.categories)).toContain(bank.category);
  });

  it('reads the plain deeds of the trades as actions (检查, 批改, 询价, 换药), not only 主导 and 优化', () => {
    for (const deed of ['对照图纸检查钢筋间距', '每天批改两个班的作业', '给三家供应商询价比价', '给病人换药、输液']) expect(findActionVerbs(deed).length).toBeGreaterThan(0);
  });
});

describe('the words a ward and an audit are told in', () => {
  it('backs a nurse\'s ward work (胰岛素, 注射, 发药) and an audit intern\'s (审计, 函证, 底稿) as the category\'s keywords, 注射 and 发函 read as deeds', () => {
    expect(findActionVerbs('练了三天他能自己注射').map((f) => f.text)).toContain('注射');
    const nurse = categoryMatches(resume(['护士'], '静脉输液、生命体征测量', '已轮转心内科和内分泌科。在内分泌科教一位老人用胰岛素笔注射，练了三天他能自己打；发药时让病人自己说出名字再核对腕带。'))[0]!;
    expect(nurse.backed).toEqual(expect.arrayContaining(['胰岛素', '注射', '发药']));
    expect(nurse.found).toContain('轮转');
    const audit = categoryMatches(resume(['会计'], 'Excel、用友', '参与两家企业的年报审计，负责往来款函证，发函约180份，回函差异做了调节并写进底稿。'))[0]!;
    expect(audit.backed).toEqual(expect.arrayContaining(['审计', '函证', '底稿']));
  });

  it('does not take a nurse\'s words for a resume of another ward-less trade', () => {
    const sales = categoryMatches(resume(['会计'], 'Excel', '在药店兼职，负责收银和整理货架，给顾客介绍胰岛素针头放在哪一排。'))[0]!;
    expect(sales.found).not.toContain('胰岛素');
  });
});
