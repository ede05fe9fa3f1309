import { MINE_LIMITS } from '@campus/shared-utils/rules';
import { updatePosition } from '../src/db/repositories/position';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { newStudent, openPositions, query, sessionHeaders } from './mine-helper';

type PositionItem = { id: number; title: string; status: number; collected_at: number; company: { id: number; name: string } };
type CompanyItem = { id: number; name: string; position_count: number };
type ListData<T> = { list: T[]; total: number; page: number; page_size: number };

describe.each(DB_KINDS)('favourites on %s', (kind) => {
  const t = useTestApp(kind);

  it('adds, lists, and cancels a favourite position; adding twice keeps one', async () => {
    const s = await newStudent(t.app);
    const [p1, p2] = await openPositions(t.app, 2);
    for (const p of [p1!, p2!, p1!]) {
      expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p.id) }, s.headers)).data).toMatchObject({ code: 0, is_collect: 1 });
    }
    const list = body<ListData<PositionItem>>(await t.app.inject({ url: `/api/collect/getpositionlist?${query({ page: 1 })}`, headers: s.headers })).data;
    expect(list.total).toBe(2);
    expect(list.list.map((p) => p.id).sort()).toEqual([p1!.id, p2!.id].sort());
    expect(list.list[0]).toMatchObject({ status: 1, collected_at: expect.any(Number), company: { id: expect.any(Number), name: expect.any(String) } });

    expect(body(await formPost(t.app, '/api/collect/cancel', { type: 'position', id: String(p1!.id) }, s.headers)).data).toMatchObject({ code: 0, is_collect: 0 });
    const after = body<ListData<PositionItem>>(await t.app.inject({ url: '/api/collect/getpositionlist', headers: s.headers })).data;
    expect(after.list.map((p) => p.id)).toEqual([p2!.id]);
    // cancelling again is not an error
    expect(body(await formPost(t.app, '/api/collect/cancel', { type: 'position', id: String(p1!.id) }, s.headers)).data.code).toBe(0);
  });

  it('keeps a favourite whose position closed later, marked closed, and refuses a closed or missing one', async () => {
    const s = await newStudent(t.app);
    const [, , p] = await openPositions(t.app, 3);
    await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p!.id) }, s.headers);
    await updatePosition(t.app.db, p!.id, { status: 0 });
    try {
      const list = body<ListData<PositionItem>>(await t.app.inject({ url: '/api/collect/getpositionlist', headers: s.headers })).data;
      expect(list.list).toEqual([expect.objectContaining({ id: p!.id, status: 0 })]);
      const other = await newStudent(t.app);
      expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p!.id) }, other.headers)).data).toMatchObject({ code: 43001, msg: '该职位不存在或已下线' });
      expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: '99999999' }, other.headers)).data.code).toBe(43001);
    } finally {
      await updatePosition(t.app.db, p!.id, { status: 1 });
    }
  });

  it('favourites companies and lists them with their open-position counts', async () => {
    const s = await newStudent(t.app);
    const [p] = await openPositions(t.app, 1);
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'company', id: String(p!.company_id) }, s.headers)).data.code).toBe(0);
    const list = body<ListData<CompanyItem>>(await t.app.inject({ url: '/api/collect/getcompanylist', headers: s.headers })).data;
    expect(list).toMatchObject({ total: 1, page: 1, page_size: MINE_LIMITS.pageSize });
    expect(list.list[0]).toMatchObject({ id: p!.company_id, name: expect.any(String) });
    expect(list.list[0]!.position_count).toBeGreaterThan(0);
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'company', id: '99999999' }, s.headers)).data).toMatchObject({ code: 43006, msg: '该企业不存在或已下线' });
  });

  it('answers checkaccountfollow for the session’s student only; visitors and other roles read 0', async () => {
    const s = await newStudent(t.app);
    const [p] = await openPositions(t.app, 1);
    const url = `/api/user/checkaccountfollow?${query({ company_id: p!.company_id })}`;
    expect(body(await t.app.inject({ url, headers: s.headers })).data).toMatchObject({ code: 0, is_follow: 0 });
    await formPost(t.app, '/api/collect/add', { type: 'company', id: String(p!.company_id) }, s.headers);
    expect(body(await t.app.inject({ url, headers: s.headers })).data).toMatchObject({ code: 0, is_follow: 1 });
    expect(body(await t.app.inject({ url })).data).toMatchObject({ code: 0, is_follow: 0 });
    const other = await newStudent(t.app);
    expect(body(await t.app.inject({ url, headers: other.headers })).data.is_follow).toBe(0);
  });

  it('shows one student nothing of another’s favourites', async () => {
    const a = await newStudent(t.app);
    const b = await newStudent(t.app);
    const [p] = await openPositions(t.app, 1);
    await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p!.id) }, a.headers);
    // a student_id sent by the client is ignored: the session decides
    const list = body<ListData<PositionItem>>(await t.app.inject({ url: `/api/collect/getpositionlist?${query({ student_id: a.id, user_id: a.id })}`, headers: b.headers }));
    expect(list.data.code).toBe(0);
    expect(list.data.list).toEqual([]);
    // b cannot remove a's favourite either
    await formPost(t.app, '/api/collect/cancel', { type: 'position', id: String(p!.id) }, b.headers);
    expect(body<ListData<PositionItem>>(await t.app.inject({ url: '/api/collect/getpositionlist', headers: a.headers })).data.total).toBe(1);
  });

  it('needs a student session: 20011 for a visitor, 20013 for another role', async () => {
    const [p] = await openPositions(t.app, 1);
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p!.id) })).data.code).toBe(20011);
    expect(body(await t.app.inject({ url: '/api/collect/getcompanylist' })).data.code).toBe(20011);
    const employer = await t.app.db.selectFrom('employer').select('id').executeTakeFirstOrThrow();
    const headers = await sessionHeaders(t.app, 'company', employer.id);
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(p!.id) }, headers)).data).toMatchObject({ code: 20013, msg: '切换为学生身份登录后方可操作' });
  });

  it('refuses bad input with a clear message', async () => {
    const s = await newStudent(t.app);
    const res = await formPost(t.app, '/api/collect/add', { type: 'job', id: '1' }, s.headers);
    expect(res.statusCode).toBe(400);
    expect(body(res).data.code).toBe(40001);
    expect(body(res).msg).toMatch(/^参数错误：type/);
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: "1 or 1=1" }, s.headers)).data.code).toBe(40001);
    expect(body(await t.app.inject({ url: `/api/collect/getpositionlist?${query({ page_size: 500 })}`, headers: s.headers })).data.code).toBe(40001);
  });

  it('stops at the favourites cap', async () => {
    const s = await newStudent(t.app);
    const positions = await openPositions(t.app, MINE_LIMITS.favourites + 1);
    await t.app.db
      .insertInto('favourite_position')
      .values(positions.slice(0, MINE_LIMITS.favourites).map((p) => ({ student_id: s.id, position_id: p.id, created_at: 1 })))
      .execute();
    const last = positions[MINE_LIMITS.favourites]!;
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(last.id) }, s.headers)).data).toMatchObject({ code: 43007 });
    // one already kept is still "added" (no error on a repeat)
    expect(body(await formPost(t.app, '/api/collect/add', { type: 'position', id: String(positions[0]!.id) }, s.headers)).data.code).toBe(0);
  });
});
