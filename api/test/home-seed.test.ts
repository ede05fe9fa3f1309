import { seedHomeDemo } from '../src/seed/home/seed-home';
import { buildTestApp, DB_KINDS, useTestApp } from './helper';

describe.each(DB_KINDS)('home demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  const count = async (table: 'company' | 'position' | 'job_category' | 'home_banner' | 'home_zone_item' | 'job_fair' | 'home_college', siteHost?: string) => {
    let q = t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
    if (siteHost && table !== 'job_category') {
      const site = await t.app.db.selectFrom('site').select('id').where('host', '=', siteHost).executeTakeFirstOrThrow();
      q = q.where('site_id' as never, '=', site.id as never);
    }
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('fills the main site with at least 100 recruiting companies and hundreds of positions in 60+ categories', async () => {
    expect(await count('company', 'localhost')).toBeGreaterThanOrEqual(100);
    expect(await count('position', 'localhost')).toBeGreaterThanOrEqual(1000);
    expect(await count('job_category')).toBeGreaterThanOrEqual(60);
    expect(await count('home_banner', 'localhost')).toBe(13);
  });

  it('gives the school site zone items of every config_type, colleges with their own sites, and job fairs', async () => {
    const site = await t.app.db.selectFrom('site').select('id').where('host', '=', 'school.localhost').executeTakeFirstOrThrow();
    const types = await t.app.db.selectFrom('home_zone_item').select('config_type').distinct().where('site_id', '=', site.id).orderBy('config_type').execute();
    expect(types.map((r) => r.config_type)).toEqual([1, 2, 3, 4, 5, 6]);
    const colleges = await t.app.db.selectFrom('home_college').select('domain').where('site_id', '=', site.id).execute();
    expect(colleges.length).toBe(8);
    const hosts = await t.app.db.selectFrom('site').select('host').where('host', 'in', colleges.map((c) => c.domain)).execute();
    expect(hosts.length).toBe(8);
    expect(await count('job_fair', 'school.localhost')).toBe(7);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await count('position');
    expect(await seedHomeDemo(t.app.db)).toBe(false);
    expect(await count('position')).toBe(before);
  });

  it('is deterministic: a fresh database gets the same rows', async () => {
    const other = await buildTestApp('sqlite', {}, { fresh: true });
    try {
      const rows = (app: typeof t.app) =>
        app.db.selectFrom('position').innerJoin('company', 'company.id', 'position.company_id').select(['company.name', 'position.title', 'position.salary_str', 'position.work_addr', 'position.publish_at']).orderBy('position.id').execute();
      expect(await rows(other.app)).toEqual(await rows(t.app));
    } finally {
      await other.close();
    }
  });
});
