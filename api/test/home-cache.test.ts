import { updateCompany } from '../src/db/repositories/company';
import { HomeCache } from '../src/lib/home-cache';
import { body, buildTestApp, type TestApp } from './helper';

describe('HomeCache', () => {
  it('keeps an answer for its time and loads again after it', async () => {
    const cache = new HomeCache(1000);
    const load = jest.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    expect(await cache.get('k', 1, load, 0)).toBe('a');
    expect(await cache.get('k', 1, load, 999)).toBe('a');
    expect(await cache.get('k', 1, load, 1000)).toBe('b');
  });

  it('drops only the invalidated site’s entries, or all of them', async () => {
    const cache = new HomeCache(60_000);
    await cache.get('a', 1, async () => 'one');
    await cache.get('b', 2, async () => 'two');
    cache.invalidate(1);
    expect(cache.size).toBe(1);
    expect(await cache.get('a', 1, async () => 'one again')).toBe('one again');
    cache.invalidate('all');
    expect(cache.size).toBe(0);
  });

  it('does not store an answer whose load overlapped a change to its site', async () => {
    const cache = new HomeCache(60_000);
    let finish: (v: string) => void = () => {};
    const pending = cache.get('k', 1, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(1);
    finish('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', 1, async () => 'fresh')).toBe('fresh');
  });

  it('stores nothing with a time of 0', async () => {
    const cache = new HomeCache(0);
    await cache.get('k', 1, async () => 'x');
    expect(cache.size).toBe(0);
  });

  it('is cleared wholesale when full', async () => {
    const cache = new HomeCache(60_000, 2);
    await cache.get('a', 1, async () => 'a');
    await cache.get('b', 1, async () => 'b');
    await cache.get('c', 1, async () => 'c');
    expect(cache.size).toBe(1);
  });
});

describe('the app’s home cache (plugins/home-cache.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
  });

  type Companies = { list: { id: number; company_name: string }[] };
  const companies = async () => body<Companies>(await t.app.inject({ url: '/api/company/gethomeresource', headers: { host: 'localhost' } })).data.list;

  it('keeps the companies answer until the writer drops the site the repository names', async () => {
    const [first] = await companies();
    const changed = await updateCompany(t.app.db, first!.id, { name: '更名后的公司' });
    expect((await companies())[0]?.company_name).toBe(first!.company_name);
    expect(typeof changed).toBe('number');
    t.app.homeCache.invalidate(changed!);
    expect((await companies()).find((c) => c.id === first!.id)?.company_name).toBe('更名后的公司');
  });

  it('answers null for a write that touched nothing, and “all” for a move between sites', async () => {
    expect(await updateCompany(t.app.db, 987_654, { name: '无' })).toBeNull();
    const [first] = await companies();
    const row = await t.app.db.selectFrom('company').select('site_id').where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(await updateCompany(t.app.db, first!.id, { site_id: row.site_id })).toBe('all');
  });
});
