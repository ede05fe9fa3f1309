import type { CareerBook, CareerBookList } from '@campus/shared-utils/shapes';
import { OCCUPATION_LIST } from '../src/ai/assessment/catalogue';
import CATEGORY_KEYWORDS from '../src/ai/diagnose/category-keywords.json';
import { useChatServer } from './ai-chat-server';
import { finishAssessment, handWorked, isInterest } from './career-kit';
import { DB_KINDS, useTestApp } from './helper';
import { cookieOf, data, demoStudent, get, newStudent, post } from './resume-kit';

/** 15 Oct 2025 (China time): the demo students (graduating in 2026) have two semesters left. */
const NOW = Date.UTC(2025, 9, 15, 2, 0, 0);
/** Interest leaning to technology: I 100, R 75, A and C 50 (A first on the tie), S and E 25: code IRA. */
const TECH: Record<string, number> = { R: 4, I: 5, A: 3, S: 2, E: 2, C: 3 };
const tech = (id: string, key: string) => (isInterest(id) ? TECH[key]! : handWorked(id, key));
const KEYWORDS: Record<string, string[]> = CATEGORY_KEYWORDS.categories;

describe.each(DB_KINDS)('career-planning book calls on %s', (kind) => {
  const t = useTestApp(kind, {}, { now: () => NOW });
  const create = (token?: string) => post(t.app, '/api/careerplan/create', token);

  it('are student-only, refused where the career planning is off, and need an assessment first', async () => {
    expect(data(await create()).code).toBe(20011);
    expect(data(await get(t.app, '/api/careerplan/list')).code).toBe(20011);
    const me = await newStudent(t.app, '13700000301');
    const off = { ...cookieOf(me.token), host: 'school.localhost' };
    const refused = { code: 46002, msg: '本站暂未开放AI职业规划书' };
    expect(data(await t.app.inject({ method: 'POST', url: '/api/careerplan/create', headers: off }))).toEqual(refused);
    expect(data(await t.app.inject({ method: 'GET', url: '/api/careerplan/list', headers: off }))).toEqual(refused);
    expect(data(await t.app.inject({ method: 'GET', url: '/api/careerplan/get?id=1', headers: off }))).toEqual(refused);
    expect(data(await create(me.token))).toEqual({ code: 46008, msg: '请先完成职业测评，再生成职业规划书' });
    expect(data<CareerBookList>(await get(t.app, '/api/careerplan/list', me.token)).list).toEqual([]);
  });

  it("builds the book from a demo student's resume and assessment; getcommon then opens it; another student cannot read it", async () => {
    const me = await demoStudent(t.app, '13800000001');
    expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ has_ai_career_planning: 0, ai_career_planning_id: 0 });
    const resultId = await finishAssessment(t.app, me.token, tech);
    const book = data<CareerBook & { code: number }>(await create(me.token));
    expect(book).toMatchObject({ code: 0, student_name: '陈思远', riasec_code: 'IRA', assessment_id: resultId, source: 'engine', plan_kind: 'semesters', created_at: NOW });

    // self-analysis: the code and its leading type, values, abilities, then the education of the resume
    expect(book.self_analysis[0]).toContain('IRA');
    expect(book.self_analysis[0]).toContain('研究型（I，100分）');
    expect(book.self_analysis.some((p) => p.includes('成就感（100分）'))).toBe(true);
    expect(book.self_analysis.some((p) => p.includes('数理逻辑'))).toBe(true);
    expect(book.self_analysis.at(-1)).toContain('临江大学计算机科学与技术专业（本科），预计2026年毕业');

    // targets: the intention (前端开发, Java开发) first, front-end ahead as the internship and projects show it;
    // each with open positions here, in different categories, with the gap against what 前端开发 asks
    expect(book.targets.map((x) => x.role).slice(0, 2)).toEqual(['前端开发工程师', 'Java后端工程师']);
    expect(book.targets).toHaveLength(3);
    const fe = book.targets[0]!;
    expect(fe.riasec_code).toBe('IRA');
    expect(fe.why).toContain('符合你的求职意向（前端开发）；你已有相关经历（前端开发实习生、前端负责人）');
    expect(fe.why).toContain('匹配度100%');
    for (const x of book.targets) expect(x.why).toMatch(/本站目前有\d+个相关在招职位/);
    expect(fe.have).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    for (const k of fe.missing) expect(KEYWORDS['前端开发']).toContain(k);
    expect(fe.missing.filter((k) => fe.have.includes(k))).toEqual([]);

    // the plan: two semesters to graduation in 2026, the internship and autumn recruiting first, then the offers
    expect(book.plan.map((p) => p.term)).toEqual(['2025-2026学年第一学期', '2025-2026学年第二学期']);
    expect(book.plan[0]!.actions.map((a) => a.kind)).toEqual(expect.arrayContaining(['internship', 'job']));
    expect(book.plan[1]!.actions[0]!.kind).toBe('job');
    for (const a of book.plan.flatMap((p) => p.actions).filter((x) => x.kind === 'fair')) expect(book.fairs.map((f) => `#/jobFair?id=${f.id}`)).toContain(a.link);

    // recommended positions: live ones of this site in the targets' categories
    const targetLabels = book.targets.flatMap((x) => OCCUPATION_LIST.find((o) => o.name === x.role)!.categories);
    const live = await t.app.db
      .selectFrom('position')
      .innerJoin('company', 'company.id', 'position.company_id')
      .innerJoin('site', 'site.id', 'position.site_id')
      .select('position.id')
      .where('site.host', '=', 'localhost')
      .where('position.status', '=', 1)
      .where('company.status', '=', 1)
      .where('position.category_label', 'in', targetLabels)
      .execute();
    expect(book.positions).toHaveLength(Math.min(8, live.length));
    for (const p of book.positions) expect(targetLabels).toContain(p.category_label);
    for (const f of book.fairs) expect(typeof f.title).toBe('string');

    expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ has_ai_career_planning: 1, ai_career_planning_id: book.id });
    const { code: _code, msg: _msg, ...stored } = data<CareerBook & { msg: string }>(await get(t.app, `/api/careerplan/get?id=${book.id}`, me.token));
    const { code: _c, msg: _m, ...created } = book as CareerBook & { code: number; msg: string };
    expect(stored).toEqual(created);
    expect(data<CareerBookList>(await get(t.app, '/api/careerplan/list', me.token)).list).toEqual([{ id: book.id, riasec_code: 'IRA', created_at: NOW }]);

    const other = await demoStudent(t.app, '13800000002');
    expect(data(await get(t.app, `/api/careerplan/get?id=${book.id}`, other.token))).toEqual({ code: 46009, msg: '职业规划书不存在' });
    expect(data(await get(t.app, '/api/user/getcommon', other.token))).toMatchObject({ has_ai_career_planning: 0, ai_career_planning_id: 0 });
  });

  it('plans four years for a student without a resume, with the fairs of those years, and stops at the daily limit', async () => {
    // the demo fairs of localhost: one over, one in the spring, one after this student's graduation
    const site = await t.app.db.selectFrom('site').select('id').where('host', '=', 'localhost').executeTakeFirstOrThrow();
    const fair = (title: string, start: number) => ({
      site_id: site.id, title, kind: 'offline' as const, place: '体育馆', organiser: '就业指导中心', thumbnail_url: '', home_thumbnail_url: '', intro: '',
      start_at: start, end_at: start + 8 * 3_600_000, on_home: 0, status: 1, sort: 0,
    });
    const ids: number[] = [];
    for (const f of [fair('秋季双选会（已结束）', Date.UTC(2025, 8, 20)), fair('春季双选会', Date.UTC(2026, 2, 18)), fair('2030届双选会', Date.UTC(2029, 9, 20))]) {
      ids.push((await t.app.db.insertInto('job_fair').values(f).returning('id').executeTakeFirstOrThrow()).id);
    }
    const me = await newStudent(t.app, '13700000302');
    await finishAssessment(t.app, me.token);
    const book = data<CareerBook>(await create(me.token));
    expect(book.riasec_code).toBe('AIS');
    expect(book.student_name).toBe('');
    expect(book.self_analysis.at(-1)).toContain('在线简历中还没有填写学校和专业，本规划按2029年毕业安排，共8个学期');
    expect(book.plan.map((p) => p.term)).toEqual([
      '2025-2026学年第一学期', '2025-2026学年第二学期', '2026-2027学年第一学期', '2026-2027学年第二学期',
      '2027-2028学年第一学期', '2027-2028学年第二学期', '2028-2029学年第一学期', '2028-2029学年第二学期',
    ]);
    expect(book.plan[0]!.actions.map((a) => a.kind)).toEqual(expect.arrayContaining(['course', 'certificate']));
    expect(book.plan.at(-1)!.actions[0]!.kind).toBe('job');
    // the upcoming fairs, soonest first; each one before graduation is in the semester of its start
    expect(book.fairs).toEqual([
      { id: ids[1], title: '春季双选会', start_time: Date.UTC(2026, 2, 18), place: '体育馆' },
      { id: ids[2], title: '2030届双选会', start_time: Date.UTC(2029, 9, 20), place: '体育馆' },
    ]);
    const fairActions = book.plan.flatMap((p) => p.actions.filter((a) => a.kind === 'fair').map((a) => ({ term: p.term, ...a })));
    expect(fairActions).toEqual([{ term: '2025-2026学年第二学期', kind: 'fair', text: '参加本站招聘会：春季双选会（体育馆）', link: `#/jobFair?id=${ids[1]}` }]);

    for (let i = 1; i < 5; i += 1) expect(data(await create(me.token)).code).toBe(0);
    expect(data(await create(me.token))).toEqual({ code: 46010, msg: '今日生成职业规划书次数已用完，请明天再来' });
    expect(data<CareerBookList>(await get(t.app, '/api/careerplan/list', me.token)).list).toHaveLength(5);
  });
});

describe.each(DB_KINDS)('career-planning book with a language model on %s', (kind) => {
  const { env, server } = useChatServer();
  const t = useTestApp(kind, env, { now: () => NOW });

  it('takes the self-analysis from the model (source model) and the engine’s when the model fails', async () => {
    const me = await demoStudent(t.app, '13800000001');
    await finishAssessment(t.app, me.token, tech);
    server.behave({ kind: 'whole', content: '你的兴趣以研究型为主。\n\n你看重成就感。\n\n你就读于临江大学。' });
    const model = data<CareerBook & { code: number }>(await post(t.app, '/api/careerplan/create', me.token));
    expect(model).toMatchObject({ code: 0, source: 'model', self_analysis: ['你的兴趣以研究型为主。', '你看重成就感。', '你就读于临江大学。'] });
    expect(server.received.at(-1)!.body.messages[1]!.content).toContain('兴趣代码：IRA');
    // the rest is the engine's either way
    expect(model.targets.map((x) => x.role).slice(0, 2)).toEqual(['前端开发工程师', 'Java后端工程师']);

    server.behave({ kind: 'status', status: 503 });
    const engine = data<CareerBook>(await post(t.app, '/api/careerplan/create', me.token));
    expect(engine.source).toBe('engine');
    expect(engine.self_analysis[0]).toContain('IRA');
    server.behave({ kind: 'whole', content: '只有一段。' });
    expect(data<CareerBook>(await post(t.app, '/api/careerplan/create', me.token)).source).toBe('engine');
  });
});
