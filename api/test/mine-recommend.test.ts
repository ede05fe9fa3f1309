import { saveIntention } from '../src/db/repositories/intention';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { apply, giveResume, newStudent, query } from './mine-helper';

type Item = { id: number; title: string; city: string; category_label: string; nature: string; reasons: string[]; score: number; company: { name: string } };
type Answer = { mode: string; list: Item[]; total: number; page: number; page_size: number };

describe.each(DB_KINDS)('recommendations on %s', (kind) => {
  // the popular list is cached per site for 30 s; off here, so a test sees its own favourites counted
  const t = useTestApp(kind, { SITE_CACHE_MS: '0' });
  const recommend = async (headers: Record<string, string> = {}, fields: Record<string, string | number> = {}, host = 'localhost') =>
    body<Answer>(await t.app.inject({ url: `/api/position/getrecommend?${query(fields)}`, headers: { host, ...headers } })).data;

  /** The most common category and city of the main site's open positions. */
  async function commonValues() {
    const site = await t.app.db.selectFrom('site').select('id').where('host', '=', 'localhost').executeTakeFirstOrThrow();
    const top = async (col: 'category_label' | 'city') =>
      (
        await t.app.db
          .selectFrom('position')
          .select([col, (eb) => eb.fn.countAll<number>().as('n')])
          .where('site_id', '=', site.id)
          .where('status', '=', 1)
          .groupBy(col)
          .orderBy('n', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow()
      )[col];
    return { category: await top('category_label'), city: await top('city') };
  }

  it('ranks by the job intention and resume, with reasons, leaving out what the student applied to', async () => {
    const { category, city } = await commonValues();
    const s = await newStudent(t.app);
    await giveResume(t.app, s.id);
    const saved = await saveIntention(t.app.db, s.id, { categories: [category], cities: [city], salary_min: 0, salary_max: 0, nature: 1, version: 0 }, Date.now());
    expect('saved' in saved).toBe(true);

    const first = await recommend(s.headers, { page_size: 20 });
    expect(first.mode).toBe('intention');
    expect(first.list).toHaveLength(20);
    const top = first.list[0]!;
    expect(top.category_label).toBe(category);
    expect(top.city).toBe(city);
    expect(top.reasons).toEqual(expect.arrayContaining([`匹配你的意向职位：${category}`, `匹配你的意向城市：${city}`]));
    const scores = first.list.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const item of first.list) expect(item.reasons.length).toBeGreaterThan(0);

    // applied: no longer recommended
    expect((await apply(t.app, s, top.id)).code).toBe(0);
    const again = await recommend(s.headers, { page_size: 20 });
    expect(again.list.map((i) => i.id)).not.toContain(top.id);
    expect(again.total).toBe(first.total - 1);
    // pages do not repeat
    const second = await recommend(s.headers, { page: 2, page_size: 20 });
    expect(second.list.some((i) => again.list.some((j) => j.id === i.id))).toBe(false);
  });

  it('gives visitors, other roles and students with nothing to go on the popular positions', async () => {
    const fans = [await newStudent(t.app), await newStudent(t.app), await newStudent(t.app)];
    const visitor = await recommend();
    expect(visitor.mode).toBe('popular');
    // a position far down the newest list becomes the most popular
    expect(visitor.list.length).toBeGreaterThan(0);
    // the demo student's applications (one may share the student above's): one or two students, said plainly, ahead of the merely new
    expect(visitor.list[0]!.reasons).toEqual([expect.stringMatching(/^近30天有[12]位同学关注$/)]);
    const target = (await recommend({}, { page: 3, page_size: 10 })).list[0];
    expect(target?.reasons).toEqual(['最新发布']);
    for (const f of fans) await formPost(t.app, '/api/collect/add', { type: 'position', id: String(target!.id) }, f.headers);
    const now = await recommend();
    expect(now.list[0]).toMatchObject({ id: target!.id, reasons: [expect.stringMatching(/^热门职位：近30天有\d+位同学投递或收藏$/)] });
    const blank = await newStudent(t.app);
    expect((await recommend(blank.headers)).mode).toBe('popular');
  });

  it('is scoped to the requesting site', async () => {
    const school = await recommend({}, { page_size: 50 }, 'school.localhost');
    const schoolSite = await t.app.db.selectFrom('site').select('id').where('host', '=', 'school.localhost').executeTakeFirstOrThrow();
    const ids = school.list.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await t.app.db.selectFrom('position').select('site_id').where('id', 'in', ids).execute();
    expect(new Set(rows.map((r) => r.site_id))).toEqual(new Set([schoolSite.id]));
    expect(body(await t.app.inject({ url: `/api/position/getrecommend?${query({ page_size: 99 })}` })).data.code).toBe(40001);
  });
});
