import { MINE_LIMITS } from '@campus/shared-utils/rules';
import { updatePosition } from '../src/db/repositories/position';
import { insertAttachment } from '../src/db/repositories/resume-attachment';
import { fakeClock } from './auth-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { apply, giveResume, newStudent, openPositions, sessionHeaders } from './mine-helper';

type Snapshot = { type: number; id: number; name: string; content?: { basic: { name: string; major: string } } };

describe.each(DB_KINDS)('applying on %s', (kind) => {
  const clock = fakeClock(Date.UTC(2026, 10, 22, 2, 0, 0));
  const t = useTestApp(kind, {}, { now: clock.now });

  it('applies with the online resume, keeps a copy of it, and reports the status for the position', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id, '林小雨');
    const [p] = await openPositions(t.app, 1);
    const before = body(await formPost(t.app, '/api/resume/getdeliverstatus', { position_id: String(p!.id) }, s.headers)).data;
    expect(before).toMatchObject({ code: 0, is_deliver: 0, status: '', application_id: 0, is_collect: 0 });

    const data = await apply(t.app, s, p!.id);
    expect(data).toMatchObject({ code: 0, is_deliver: 1, status: 'delivered', status_text: '已投递', resume_name: '林小雨', application_id: expect.any(Number) });

    const row = await t.app.db.selectFrom('application').selectAll().where('id', '=', data.application_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ student_id: s.id, position_id: p!.id, company_id: p!.company_id, resume_type: 'online', status: 'delivered', unread: 0 });
    expect(JSON.parse(row.resume_snapshot) as Snapshot).toMatchObject({ type: 1, id: s.id, name: '林小雨', content: { basic: { name: '林小雨', major: '计算机科学与技术' } } });
    // a later edit of the resume leaves the copy as it was sent
    await giveResume(t.app, s.id, '林大雨', 1);
    const kept = await t.app.db.selectFrom('application').select('resume_snapshot').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect((JSON.parse(kept.resume_snapshot) as Snapshot).content?.basic.name).toBe('林小雨');
    const events = await t.app.db.selectFrom('application_event').selectAll().where('application_id', '=', row.id).execute();
    expect(events).toEqual([expect.objectContaining({ status: 'delivered', created_at: clock.now() })]);

    const after = body(await formPost(t.app, '/api/resume/getdeliverstatus', { position_id: String(p!.id) }, s.headers)).data;
    expect(after).toMatchObject({ is_deliver: 1, status: 'delivered', status_text: '已投递', application_id: row.id, delivered_at: clock.now() });
  });

  it('applies with an attachment and marks the file as in use', async () => {
    const s = await newStudent(t.app);
    const [, p] = await openPositions(t.app, 2);
    const a = await insertAttachment(t.app.db, { student_id: s.id, file_key: 'k1', original_name: '我的简历.pdf', mime: 'application/pdf', size: 1234, created_at: clock.now(), deleted_at: null });
    const res = body(await formPost(t.app, '/api/resume/deliver', { position_id: String(p!.id), resume_type: '2', resume_id: String(a.id) }, s.headers)).data;
    expect(res).toMatchObject({ code: 0, resume_name: '我的简历.pdf' });
    const stored = await t.app.db.selectFrom('resume_attachment').select('in_use').where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(Number(stored.in_use)).toBe(1);
  });

  it('refuses twice, a closed or missing position, and a resume that is not the student’s', async () => {
    const s = await newStudent(t.app);
    const other = await newStudent(t.app);
    await giveResume(t.app, s.id);
    await giveResume(t.app, other.id);
    const [, , p, q] = await openPositions(t.app, 4);
    expect((await apply(t.app, s, p!.id)).code).toBe(0);
    expect(await apply(t.app, s, p!.id)).toMatchObject({ code: 43003, msg: '你已投递过该职位，请勿重复投递' });
    expect(await t.app.db.selectFrom('application').select('id').where('student_id', '=', s.id).execute()).toHaveLength(1);

    await updatePosition(t.app.db, q!.id, { status: 0 });
    try {
      expect(await apply(t.app, s, q!.id)).toMatchObject({ code: 43002, msg: '该职位已停止招聘，无法投递' });
    } finally {
      await updatePosition(t.app.db, q!.id, { status: 1 });
    }
    expect(await apply(t.app, s, 99_999_999)).toMatchObject({ code: 43001, msg: '该职位不存在或已下线' });

    // another student's online resume (its id is that student's id) is not a choice
    const theirs = body(await formPost(t.app, '/api/resume/deliver', { position_id: String(q!.id), resume_type: '1', resume_id: String(other.id) }, s.headers)).data;
    expect(theirs).toMatchObject({ code: 43005, msg: '所选简历不存在，请重新选择' });
    const noResume = await newStudent(t.app);
    expect((await apply(t.app, noResume, q!.id)).code).toBe(43005);
  });

  it('makes one application of two requests sent at once', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id);
    const [, , , , p] = await openPositions(t.app, 5);
    const answers = await Promise.all([apply(t.app, s, p!.id), apply(t.app, s, p!.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 43003]);
    expect(await t.app.db.selectFrom('application').select('id').where('student_id', '=', s.id).execute()).toHaveLength(1);
  });

  it('stops at the daily limit (China Standard Time day) and lets the student apply again the next day', async () => {
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id);
    const positions = await openPositions(t.app, MINE_LIMITS.dailyApplications + 2);
    for (const p of positions.slice(0, MINE_LIMITS.dailyApplications)) expect((await apply(t.app, s, p.id)).code).toBe(0);
    const extra = positions[MINE_LIMITS.dailyApplications]!;
    expect(await apply(t.app, s, extra.id)).toMatchObject({ code: 43004, msg: '今日投递次数已达上限，请明天再来' });
    // 10:00 CST now; midnight CST is 14 hours away
    clock.advance(14 * 3600_000);
    expect((await apply(t.app, s, extra.id)).code).toBe(0);
  });

  it('needs a student session and validates input', async () => {
    const [p] = await openPositions(t.app, 1);
    expect(body(await formPost(t.app, '/api/resume/deliver', { position_id: String(p!.id), resume_type: '1', resume_id: '1' })).data.code).toBe(20011);
    const school = await t.app.db.selectFrom('school_admin').select('id').executeTakeFirstOrThrow();
    const headers = await sessionHeaders(t.app, 'school', school.id);
    expect(body(await formPost(t.app, '/api/resume/getdeliverstatus', { position_id: String(p!.id) }, headers)).data.code).toBe(20013);
    const s = await newStudent(t.app);
    const bad = await formPost(t.app, '/api/resume/deliver', { position_id: String(p!.id), resume_type: '3', resume_id: '1' }, s.headers);
    expect(bad.statusCode).toBe(400);
    expect(body(bad).msg).toMatch(/^参数错误：resume_type/);
    expect(body(await formPost(t.app, '/api/resume/deliver', { resume_type: '1', resume_id: '1' }, s.headers)).msg).toBe('参数错误：position_id 不能为空');
  });
});
