import { seedMineDemo } from '../src/seed/mine/seed-mine';
import { body, DB_KINDS, useTestApp } from './helper';
import { sessionHeaders } from './mine-helper';

type Item = { status: string; unread: number; interview: { mode: string; link: string; place: string; state: string } | null };

describe.each(DB_KINDS)('mine demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives the demo student applications in every state, interviews online and on site, and favourites, once', async () => {
    const student = await t.app.db.selectFrom('student').select('id').where('phone', '=', '13800000001').executeTakeFirstOrThrow();
    const headers = await sessionHeaders(t.app, 'student', student.id);
    const list = body<{ list: Item[]; total: number }>(await t.app.inject({ url: '/api/deliver/getList?page_size=20', headers })).data;
    expect(new Set(list.list.map((i) => i.status))).toEqual(new Set(['delivered', 'viewed', 'interview', 'hired', 'rejected']));
    const interviews = body<{ list: { mode: string; link: string; place: string; state: string }[] }>(await t.app.inject({ url: '/api/invite/getlist', headers })).data.list;
    expect(interviews.filter((i) => i.state === 'upcoming').map((i) => i.mode).sort()).toEqual(['online', 'onsite']);
    // the online one names its meeting as companies send it (a meeting number), not an address outside our sites
    expect(interviews.find((i) => i.mode === 'online')?.link).toMatch(/^腾讯会议 会议号：\d{3} \d{3} \d{3}$/);
    expect(interviews.some((i) => i.state === 'finished')).toBe(true);
    const counts = body<{ unread: { all: number } }>(await t.app.inject({ url: '/api/deliver/getnotreadinginfo', headers })).data;
    expect(counts.unread.all).toBeGreaterThan(0);
    expect(body<{ total: number }>(await t.app.inject({ url: '/api/collect/getpositionlist', headers })).data.total).toBe(3);
    expect(body<{ total: number }>(await t.app.inject({ url: '/api/collect/getcompanylist', headers })).data.total).toBe(2);

    expect(await seedMineDemo(t.app.db)).toBe(false);
    expect(body<{ total: number }>(await t.app.inject({ url: '/api/deliver/getList', headers })).data.total).toBe(list.total);
  });
});
