import type { AssessmentQuestions, AssessmentResult, AssessmentSaved } from '@campus/shared-utils/shapes';
import { ITEM_LIST } from '../src/ai/assessment/catalogue';
import { DB_KINDS, useTestApp } from './helper';
import { finishAssessment, handWorked, itemIds, keyOf, submit } from './career-kit';
import { cookieOf, data, demoStudent, get, newStudent, RESUME_NOW, sessionFor } from './resume-kit';

describe.each(DB_KINDS)('occupation assessment calls on %s', (kind) => {
  const t = useTestApp(kind, {}, { now: () => RESUME_NOW });

  it('are student-only, and refused where the career planning is off (school.localhost)', async () => {
    expect(data(await get(t.app, '/api/assessment/questions')).code).toBe(20011);
    const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
    expect(data(await get(t.app, '/api/assessment/questions', await sessionFor(t.app, 'company', employer.id)))).toEqual({ code: 20013, msg: '切换为学生身份登录后方可使用' });
    const me = await newStudent(t.app, '13700000201');
    const site = await t.app.db.selectFrom('site').select('is_ai_career_planning').where('host', '=', 'school.localhost').executeTakeFirstOrThrow();
    expect(site.is_ai_career_planning).toBe(0);
    const off = { ...cookieOf(me.token), host: 'school.localhost' };
    const refused = { code: 46002, msg: '本站暂未开放AI职业规划书' };
    expect(data(await t.app.inject({ method: 'GET', url: '/api/assessment/questions', headers: off }))).toEqual(refused);
    expect(data(await t.app.inject({ method: 'GET', url: '/api/assessment/result', headers: off }))).toEqual(refused);
    expect(data(await submit(t.app, me.token, [{ id: ITEM_LIST[0]!.id, value: 3 }], 0, 'school.localhost'))).toEqual(refused);
    // nothing was saved by the refused call
    expect(data<AssessmentQuestions>(await get(t.app, '/api/assessment/questions', me.token)).saved).toEqual([]);
  });

  it('give the items and scale, save progress merged with what was saved, and refuse unknown ids and values', async () => {
    const me = await newStudent(t.app, '13700000202');
    const q = data<AssessmentQuestions>(await get(t.app, '/api/assessment/questions', me.token));
    expect(q.items.length).toBeGreaterThanOrEqual(48 + 12 + 8);
    expect(q.items[0]).toEqual({ id: expect.any(String), part: 'interest', text: expect.any(String) });
    // nothing served tells what an item scores: only its part and text beside an opaque id (no separator or
    // capital, so no i-R-01), and the ids of one type share nothing the others lack
    for (const item of q.items) {
      expect(Object.keys(item).sort()).toEqual(['id', 'part', 'text']);
      expect(item.id).toMatch(/^q[a-z0-9]{5}$/);
    }
    const interestIds = (type: string) => ITEM_LIST.filter((i) => i.part === 'interest' && i.key === type).map((i) => i.id);
    expect(new Set(interestIds('R').map((id) => id[1])).size).toBeGreaterThan(1);
    expect(q.scale.map((s) => s.label)).toEqual(['非常不符合', '不太符合', '不确定', '比较符合', '非常符合']);
    expect(q.saved).toEqual([]);
    const ids = q.items.map((i) => i.id);

    const first = data<AssessmentSaved>(await submit(t.app, me.token, ids.slice(0, 10).map((id) => ({ id, value: 2 }))));
    expect(first).toMatchObject({ code: 0, answered: 10, total: ids.length, result_id: 0 });
    // a second save changes one answer and adds five: merged, not replaced
    const second = data<AssessmentSaved>(await submit(t.app, me.token, [{ id: ids[0]!, value: 5 }, ...ids.slice(10, 15).map((id) => ({ id, value: 4 }))]));
    expect(second).toMatchObject({ answered: 15, result_id: 0 });
    const saved = data<AssessmentQuestions>(await get(t.app, '/api/assessment/questions', me.token)).saved;
    expect(saved).toHaveLength(15);
    expect(saved[0]).toEqual({ id: ids[0], value: 5 });
    expect(saved[1]).toEqual({ id: ids[1], value: 2 });
    expect(saved[14]).toEqual({ id: ids[14], value: 4 });

    for (const bad of [[{ id: 'i-X-01', value: 3 }], [{ id: ids[20], value: 6 }], [{ id: ids[20], value: 0 }], [{ id: ids[20], value: 2.5 }], { id: ids[20], value: 3 }]) {
      expect(data(await submit(t.app, me.token, bad as never)).code).toBe(40001);
    }
    expect(data(await t.app.inject({ method: 'POST', url: '/api/assessment/submit', payload: 'answers=not-json', headers: { ...cookieOf(me.token), 'content-type': 'application/x-www-form-urlencoded' } })).code).toBe(40001);
    expect(data<AssessmentQuestions>(await get(t.app, '/api/assessment/questions', me.token)).saved).toHaveLength(15);
  });

  it('refuses a final while items are missing (keeping what was sent), then computes the hand-worked result', async () => {
    const me = await newStudent(t.app, '13700000203');
    const ids = await itemIds(t.app, me.token);
    const answers = ids.map((id) => ({ id, value: handWorked(id, keyOf(id)) }));
    expect(data(await submit(t.app, me.token, answers.slice(0, -1), 1))).toEqual({ code: 46006, msg: '还有题目未作答，请答完全部题目后提交' });
    expect(data(await get(t.app, '/api/assessment/result', me.token))).toEqual({ code: 46007, msg: '测评结果不存在' });
    // the last answer alone completes the saved ones
    const done = data<AssessmentSaved>(await submit(t.app, me.token, answers.slice(-1), 1));
    expect(done.answered).toBe(ids.length);
    expect(done.result_id).toBeGreaterThan(0);

    const result = data<AssessmentResult>(await get(t.app, '/api/assessment/result', me.token));
    expect(result).toMatchObject({ code: 0, id: done.result_id, riasec_code: 'AIS', scores: { R: 25, I: 75, A: 100, S: 75, E: 50, C: 0 }, created_at: RESUME_NOW });
    // 成就感 and 数理逻辑 stand 50 above the rest: no part is flat
    expect(result.flat).toEqual({ interest: 0, values: 0, abilities: 0 });
    expect(result.types.map((x) => x.name)).toEqual(['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型']);
    expect(result.values.find((v) => v.key === 'achievement')!.score).toBe(100);
    expect(result.abilities.find((a) => a.key === 'logic')!.score).toBe(100);
    expect(result.occupations).toHaveLength(12);
    expect(result.occupations[0]).toMatchObject({ name: '交互设计师', riasec_code: 'AIS', match: 100 });
    // the live positions of the site in each occupation's categories (教师, 交互设计 … have some on localhost)
    expect(result.occupations.filter((o) => o.positions > 0).length).toBeGreaterThan(3);
    for (const o of result.occupations.slice(0, 4)) {
      const row = await t.app.db
        .selectFrom('position')
        .innerJoin('site', 'site.id', 'position.site_id')
        .innerJoin('job_category', 'job_category.value', 'position.category_value')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site.host', '=', 'localhost')
        .where('position.status', '=', 1)
        .where('job_category.label', 'in', o.categories)
        .executeTakeFirstOrThrow();
      expect([o.name, o.positions]).toEqual([o.name, Number(row.n)]);
    }
    expect(data(await get(t.app, `/api/assessment/result?id=${done.result_id}`, me.token))).toMatchObject({ id: done.result_id, riasec_code: 'AIS' });
  });

  it('answers the same result to the same final twice, a new one when an answer changed; another student’s id is not found', async () => {
    const me = await demoStudent(t.app, '13800000002');
    const first = await finishAssessment(t.app, me.token);
    expect(await finishAssessment(t.app, me.token)).toBe(first);
    expect(await t.app.db.selectFrom('assessment_result').select('id').where('student_id', '=', me.id).execute()).toHaveLength(1);
    // everything the same but the C items at 5: C leads
    const changed = await finishAssessment(t.app, me.token, (id, key) => (key === 'C' ? 5 : handWorked(id, key)));
    expect(changed).toBeGreaterThan(first);
    expect(data<AssessmentResult>(await get(t.app, '/api/assessment/result', me.token))).toMatchObject({ id: changed, riasec_code: 'ACI' });
    expect(data<AssessmentResult>(await get(t.app, `/api/assessment/result?id=${first}`, me.token)).riasec_code).toBe('AIS');

    const other = await newStudent(t.app, '13700000204');
    expect(data(await get(t.app, `/api/assessment/result?id=${first}`, other.token))).toEqual({ code: 46007, msg: '测评结果不存在' });
    expect(data(await get(t.app, '/api/assessment/result?id=0', me.token)).code).toBe(40001);
  });

  it('stores at most 10 new results a day; the same final again is still answered', async () => {
    const me = await newStudent(t.app, '13700000205');
    const ids = await itemIds(t.app, me.token);
    const all = (value: number) => ids.map((id) => ({ id, value }));
    const results: number[] = [];
    for (let i = 0; i < 10; i += 1) results.push(data<AssessmentSaved>(await submit(t.app, me.token, [...all(3), { id: ids[i]!, value: 5 }], 1)).result_id);
    expect(new Set(results).size).toBe(10);
    // all 3 but one interest item at 5 (R 56 against 50): every part too close to rank
    expect(data<AssessmentResult>(await get(t.app, `/api/assessment/result?id=${results[0]}`, me.token)).flat).toEqual({ interest: 1, values: 1, abilities: 1 });
    expect(data(await submit(t.app, me.token, all(4), 1))).toEqual(expect.objectContaining({ code: 46011, msg: '今日职业测评次数已用完，请明天再来' }));
    // unchanged answers are not a new result: the last one is answered again
    expect(data<AssessmentSaved>(await submit(t.app, me.token, [...all(3), { id: ids[9]!, value: 5 }], 1)).result_id).toBe(results[9]);
  });

  it('read answers saved under the old ids (i-R-01) as their items now, accept them from a page loaded before, and know a result stored under them', async () => {
    const me = await newStudent(t.app, '13700000206');
    // 20 answers saved before the ids became opaque, as the table holds them
    const old = Object.fromEntries(ITEM_LIST.slice(0, 20).map((item) => [item.was, handWorked(item.id, item.key)]));
    await t.app.db.insertInto('assessment_answer').values({ student_id: me.id, answers: JSON.stringify(old), updated_at: RESUME_NOW }).execute();
    const saved = data<AssessmentQuestions>(await get(t.app, '/api/assessment/questions', me.token)).saved;
    expect(saved).toEqual(ITEM_LIST.slice(0, 20).map((item) => ({ id: item.id, value: handWorked(item.id, item.key) })));
    // a page still holding an old id sends it: it counts for its item
    const late = ITEM_LIST[20]!;
    expect(data<AssessmentSaved>(await submit(t.app, me.token, [{ id: late.was, value: handWorked(late.id, late.key) }]))).toMatchObject({ code: 0, answered: 21 });
    const rest = ITEM_LIST.slice(21).map((item) => ({ id: item.id, value: handWorked(item.id, item.key) }));
    const done = data<AssessmentSaved>(await submit(t.app, me.token, rest, 1));
    expect(done).toMatchObject({ code: 0, answered: ITEM_LIST.length });
    expect(data<AssessmentResult>(await get(t.app, '/api/assessment/result', me.token))).toMatchObject({ id: done.result_id, riasec_code: 'AIS' });

    // the result as stored before: its answers under the old ids; the same final again is still that result
    const oldText = JSON.stringify(Object.fromEntries(ITEM_LIST.map((item) => [item.was, handWorked(item.id, item.key)])));
    await t.app.db.updateTable('assessment_result').set({ answers: oldText }).where('id', '=', done.result_id).execute();
    expect(data<AssessmentSaved>(await submit(t.app, me.token, [], 1)).result_id).toBe(done.result_id);
  });
});
