import type { Diagnosis } from '@campus/shared-utils/rules';
import { DB_KINDS, formPost, useTestApp } from './helper';
import { cookieOf, data, demoStudent, get, newStudent, post, RESUME_NOW, sessionFor } from './resume-kit';

describe.each(DB_KINDS)('AI resume diagnosis calls on %s', (kind) => {
  const t = useTestApp(kind, {}, { now: () => RESUME_NOW });
  const diagnose = (token?: string) => post(t.app, '/api/airesume/diagnose', token);

  it('are student-only: a visitor is asked to log in, another role is refused', async () => {
    expect(data(await diagnose()).code).toBe(20011);
    const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
    expect(data(await diagnose(await sessionFor(t.app, 'company', employer.id)))).toEqual({ code: 20013, msg: '切换为学生身份登录后方可使用AI简历' });
    expect(data(await get(t.app, '/api/airesume/diagnosislist')).code).toBe(20011);
  });

  it('asks for a resume first, and say the tool is not open on a site without AI', async () => {
    const me = await newStudent(t.app, '13700000101');
    expect(data(await diagnose(me.token))).toEqual({ code: 45002, msg: '请先创建在线简历，再进行AI诊断' });
    const demo = await demoStudent(t.app, '13800000002');
    const closed = await t.app.db.selectFrom('site').select('host').where('is_open_ai', '=', 0).executeTakeFirstOrThrow();
    const res = await formPost(t.app, '/api/airesume/diagnose', {}, { ...cookieOf(demo.token), host: closed.host });
    expect(data(res)).toEqual({ code: 45001, msg: '本站暂未开放AI简历功能' });
  });

  it('diagnoses the partial demo resume, keeps it in the history and turns has_resume_diagnose on; fixing a finding raises the score', async () => {
    const me = await demoStudent(t.app, '13800000002');
    const first = data<Diagnosis & { code: number }>(await diagnose(me.token));
    expect(first.code).toBe(0);
    expect(first.score).toBeGreaterThan(0);
    expect(first.score).toBeLessThan(100);
    expect(Object.keys(first.scores).sort()).toEqual(['completeness', 'match', 'norms', 'quality']);
    const work = first.findings.find((f) => f.rule === 'completeness.work');
    expect(work).toMatchObject({ dimension: 'completeness', section: 'work', found: '缺少实习/工作经历' });
    for (const f of first.findings) expect(f.rule).toMatch(/^(completeness|content|match|norms)\./);

    const common = data(await get(t.app, '/api/user/getcommon', me.token));
    expect(common).toMatchObject({ has_resume_diagnose: 1, resume_diagnose_id: first.id });
    expect(data(await get(t.app, `/api/airesume/diagnosis?id=${first.id}`, me.token))).toMatchObject({ id: first.id, score: first.score, findings: first.findings });

    // the student adds the internship the diagnosis asked for, with a quantified, STAR-shaped description
    const saved = await post(t.app, '/api/resume/savework', me.token, {
      kind: 1,
      company: '云帆数据科技有限公司',
      position: '数据分析实习生',
      start_date: '2025-07',
      end_date: '2025-09',
      description: '针对门店销量下滑的问题，负责搭建销售数据看板，使用 SQL 与 Python 分析 3 万条订单数据，推动促销策略调整，使复购率提升 12%。',
    });
    expect(data(saved).code).toBe(0);
    const second = data<Diagnosis>(await diagnose(me.token));
    expect(second.score).toBeGreaterThan(first.score);
    expect(second.findings.some((f) => f.rule === 'completeness.work')).toBe(false);
    const list = data<{ list: { id: number; score: number }[] }>(await get(t.app, '/api/airesume/diagnosislist', me.token)).list;
    expect(list.map((d) => d.id)).toEqual([second.id, first.id]);
    expect(data(await get(t.app, '/api/user/getcommon', me.token))).toMatchObject({ resume_diagnose_id: second.id });
  });

  it("reads another student's diagnosis as not found, and stops at the daily limit", async () => {
    const owner = await demoStudent(t.app, '13800000001');
    const mine = data<Diagnosis>(await diagnose(owner.token));
    const other = await demoStudent(t.app, '13800000002');
    expect(data(await get(t.app, `/api/airesume/diagnosis?id=${mine.id}`, other.token))).toEqual({ code: 45003, msg: '诊断记录不存在' });
    expect(data(await get(t.app, '/api/airesume/diagnosis?id=0', owner.token)).code).toBe(40001);
    for (let i = 1; i < 20; i += 1) expect(data(await diagnose(owner.token)).code).toBe(0);
    expect(data(await diagnose(owner.token))).toEqual({ code: 45004, msg: '今日AI简历诊断次数已用完，请明天再来' });
  });
});
