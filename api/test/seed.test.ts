import { seedDemo } from '../src/seed/demo';
import { COLLEGE_SITES } from '../src/seed/home/content';
import { DB_KINDS, useTestApp } from './helper';

describe.each(DB_KINDS)('demo seed on %s', (kind) => {
  const t = useTestApp(kind);

  async function counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const table of ['brand', 'company_contact', 'school', 'college', 'major', 'channel', 'site'] as const) {
      const row = await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }

  it('seeded the demo hosts, four brands (two provinces), schools with colleges and majors, and channels', async () => {
    const hosts = (await t.app.db.selectFrom('site').select('host').execute()).map((r) => r.host).sort();
    // the demo hosts, plus a department site for each college of school.localhost's college zone (home seed)
    const colleges = COLLEGE_SITES.map((c) => c.host).filter((h) => h !== 'dept.school.localhost');
    expect(hosts).toEqual(
      ['dept.school.localhost', 'fair.localhost', 'gate.localhost', 'hire.localhost', 'localhost', 'org.localhost', 'province.localhost', 'school.localhost', 'uni.localhost', 'yunling.localhost', ...colleges].sort(),
    );
    expect(await counts()).toMatchObject({ brand: 4, company_contact: 4, channel: 3 });
    expect((await counts()).major).toBeGreaterThan(50);
  });

  it('is idempotent: a second run writes nothing', async () => {
    const before = await counts();
    expect(await seedDemo(t.app.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('enforces foreign keys', async () => {
    // asserted on the caught error itself: `rejects.toThrow` intermittently misread this driver error in parallel runs
    let error: unknown;
    try {
      await t.app.db.insertInto('college').values({ school_id: 999_999, name: '不存在的学校的学院', sort: 0 }).execute();
    } catch (err) {
      error = err;
    }
    expect(String(error)).toMatch(/foreign key/i);
  });
});
