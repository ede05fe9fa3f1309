import type { ResumeContent } from '@campus/shared-utils/rules';
import { diagnoseResume, DIMENSION_WEIGHTS, SUBSTANCE_FLOOR, substanceFactor } from '../src/ai/diagnose/diagnose';
import { qualityFindings } from '../src/ai/diagnose/quality';

const v = { version: 1, updated_at: 0 };
function resume(description: string): ResumeContent {
  return {
    basic: { name: '周一鸣', sex: 1, birth_date: '2003-05-02', phone: '13800000001', email: 'zhou@example.com', city: '杭州', school: '临江大学', major: '软件工程', degree: 2, graduation_year: 2026, photo: '/p.jpg', ...v },
    intention: { categories: ['前端开发'], cities: ['杭州'], salary_min: 0, salary_max: 0, nature: 1, ...v },
    education_list: [{ id: 1, school: '临江大学', major: '软件工程', degree: 2, start_date: '2022-09', end_date: '2026-06', description: '', ...v }],
    work_list: [{ id: 11, kind: 1, company: '云帆数据', position: '前端开发实习生', start_date: '2025-07', end_date: '2025-09', description, ...v }],
    project_list: [],
    other: { skills: 'JavaScript、TypeScript、React、HTML、CSS', certificates: 'CET-6', awards: '', languages: '', self_evaluation: '做过一段前端实习，习惯先用 Lighthouse 找出慢的页面再动手优化。', ...v },
  };
}

const WEAK = '公司网站的日常事务';
const STRONG = '针对首页加载慢的问题，负责重构数据看板的 12 个页面，引入按需加载与缓存，使首屏时间降低 40%。';

describe('内容质量', () => {
  it('runs the content rules over each description, naming the entry and a rewrite', () => {
    const findings = qualityFindings(resume(WEAK));
    expect(findings.map((f) => f.rule)).toEqual(['content.quantified', 'content.verb', 'content.star']);
    expect(findings[0]).toMatchObject({ dimension: 'quality', section: 'work', entry_id: 11, field: 'description' });
    expect(findings[0]!.suggestion).toContain('【X%】');
    expect(qualityFindings(resume(STRONG))).toEqual([]);
    expect(qualityFindings(resume(''))).toEqual([]);
  });
});

describe('diagnoseResume', () => {
  it('weighs four sub-scores into the total and lists the findings most serious first', () => {
    const weak = diagnoseResume(resume(WEAK), '2026-11');
    const strong = diagnoseResume(resume(STRONG), '2026-11');
    // no finding: 内容质量 is all it can be for one line of experience (substanceFactor)
    expect(strong.scores.quality).toBe(Math.round(100 * substanceFactor(resume(STRONG))));
    expect(weak.scores.quality).toBeLessThan(strong.scores.quality);
    expect(strong.score).toBeGreaterThan(weak.score);
    const expected = Math.round(Object.entries(DIMENSION_WEIGHTS).reduce((s, [k, w]) => s + strong.scores[k as keyof typeof strong.scores] * w, 0));
    expect(strong.score).toBe(expected);
    const order = { high: 0, medium: 1, low: 2 };
    expect(weak.findings.map((f) => order[f.severity])).toEqual([...weak.findings.map((f) => order[f.severity])].sort());
  });

  it('judges content quality in full only when enough experience is told: one line says little, however clean', () => {
    const line = resume(STRONG);
    const page = resume(STRONG);
    const { start_date, end_date, version, updated_at } = page.work_list[0]!;
    const description = '用 Spring Boot 写了商品和订单接口，给 20 张表建了索引，把列表查询从 800 毫秒降到 120 毫秒；上线一学期，注册用户 1.2 万，成交 600 多单，每周做数据导出和故障排查，整理的排查手册被下一届的同学沿用了。';
    page.project_list = [{ id: 21, name: '校园二手平台', role: '后端', start_date, end_date, description, version, updated_at }];
    expect(substanceFactor(line)).toBeLessThan(1);
    expect(substanceFactor(page)).toBe(1);
    expect(substanceFactor({ ...line, work_list: [] })).toBe(SUBSTANCE_FLOOR);
    expect(diagnoseResume(page, '2026-11').scores.quality).toBeGreaterThan(diagnoseResume(line, '2026-11').scores.quality);
  });

  it('gives content quality nothing to praise when there is no experience to read', () => {
    const r = resume('');
    r.work_list = [];
    expect(diagnoseResume(r, '2026-11').scores.quality).toBe(0);
  });
});
