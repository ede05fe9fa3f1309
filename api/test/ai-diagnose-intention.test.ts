import type { Diagnosis } from '@campus/shared-utils/rules';
import { categoriesOf, categoryOf } from '../src/ai/diagnose/intention-categories';
import { CATEGORIES } from '../src/seed/home/categories';
import { makeDocx } from '../src/seed/resume/demo-documents';
import { DB_KINDS, useTestApp } from './helper';
import { cookieOf, data, multipart, newStudent, RESUME_NOW } from './resume-kit';

const LABELS = CATEGORIES.map((c) => c.label);

describe('a file’s 求职意向 as the site’s category labels', () => {
  it.each([
    ['Java开发', 'Java开发'],
    ['Java后端开发工程师', 'Java开发'],
    ['数据分析实习生', '数据分析师'],
    ['Web前端开发', '前端开发'],
    ['软件测试', '测试工程师'],
    ['产品经理（实习）', '产品经理'],
    ['Golang后端', 'Go开发'],
  ])('%s → %s', (written, label) => expect(categoryOf(written, LABELS)).toBe(label));

  it('maps nothing it does not know, and JavaScript is not Java', () => {
    expect(categoryOf('JavaScript工程师', LABELS)).toBeNull();
    expect(categoryOf('宇航员', LABELS)).toBeNull();
    // only labels the site has count
    expect(categoryOf('Java后端开发工程师', ['前端开发'])).toBeNull();
    expect(categoriesOf(['Java开发工程师', 'Java后端', '杭州'], LABELS)).toEqual(['Java开发']);
  });
});

const RESUME_LINES = [
  '林晓',
  '电话：13800000003 | 邮箱：linxiao@example.com',
  '求职意向',
  '意向岗位：Java后端开发工程师 | 意向城市：杭州',
  '教育经历',
  '2022.09-2026.06 临江大学 软件工程 本科',
  '实习经历',
  '2025.07-2025.09 云帆科技 Java开发实习生',
  '针对订单查询接口在促销期间响应慢的问题，负责接口性能优化，通过引入 Redis 缓存并把 N+1 查询合并为批量查询，最终使 P99 延迟从 380 ms 降到 90 ms。',
  '项目经历',
  '2024.03-2024.06 校园二手交易平台 后端开发',
  '基于 Spring Boot 和 MySQL 设计商品与订单模块，使用 Redis 缓存热门商品，平台上线一学期注册用户 2000 余人。',
  '专业技能',
  'Java、Spring Boot、MyBatis、MySQL、Redis、Linux',
];

describe.each(DB_KINDS)('file diagnosis on %s', (kind) => {
  const t = useTestApp(kind, {}, { now: () => RESUME_NOW });

  it('reads the file’s 求职意向 and judges 岗位匹配 against the site’s category', async () => {
    const me = await newStudent(t.app, '13700000451');
    const body = multipart({ name: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: makeDocx(RESUME_LINES) }, {});
    const res = await t.app.inject({ method: 'POST', url: '/api/airesume/diagnose', payload: body.payload, headers: { ...body.headers, ...cookieOf(me.token) } });
    const result = data<Diagnosis & { code: number }>(res);
    expect(result.code).toBe(0);
    expect(result.source).toBe('file');
    const rules = result.findings.map((f) => f.rule);
    expect(rules).not.toContain('match.no-intention');
    expect(rules).not.toContain('match.unknown-intention');
    expect(result.scores.match).toBeGreaterThanOrEqual(90);
    // the file has its 求职意向; only the 工作性质 a file rarely names is missing
    expect(result.findings.find((f) => f.rule === 'completeness.intention')).toMatchObject({ severity: 'low', found: '求职意向还缺少工作性质' });
    // every finding carries a quote and a rewrite, '' where none
    for (const f of result.findings) expect(typeof f.quote === 'string' && typeof f.rewrite === 'string').toBe(true);
  });
});
