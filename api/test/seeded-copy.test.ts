import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { buildTestApp, type DbKind, type TestApp } from './helper';
import { seededRun, seedFits } from './seeded-copy';
import { describeWith } from './services';

// The run's seeded demo database and the copies buildTestApp gives the suites (seeded-copy.ts): each copy
// holds the whole demo, and what one suite writes no other suite sees.

describe('which apps get a copy of the seeded database', () => {
  it('the global setup seeded SQLite for this run', () => {
    const run = seededRun();
    expect(run).toBeDefined();
    expect(existsSync(run!.sqlite)).toBe(true);
  });

  it('an app whose start would seed the same rows, whatever else its env changes', () => {
    expect(seedFits({})).toBe(true);
    expect(seedFits({ SITE_CACHE_MS: '0', RATE_LIMIT_USER: '60', COOKIE_TOKEN: 'campus_sid', DEV_TOOLS: '0' })).toBe(true);
    // NODE_ENV reaches the seeds only as production or not
    expect(seedFits({ PASSWORD_SCRYPT_LOG2_N: '12', NODE_ENV: 'development', SEED_DEMO: '1' })).toBe(true);
  });

  it('not an app that asks for a fresh database or seeds differently', () => {
    expect(seedFits({}, { fresh: true })).toBe(false);
    for (const env of <Record<string, string>[]>[{ DATABASE_URL: ':memory:' }, { DATABASE_SCHEMA: 'other' }, { SEED_DEMO: '0' }, { PASSWORD_SCRYPT_LOG2_N: '14' }, { NODE_ENV: 'production', SEED_DEMO: '1', ALLOW_DEMO_PROVIDERS: '1', SESSION_SECRET: 'x'.repeat(40), PASSWORD_SCRYPT_LOG2_N: '17' }]) {
      expect({ env, fits: seedFits(env) }).toEqual({ env, fits: false });
    }
    // a configuration the app refuses is built fresh, which reports it
    expect(seedFits({ PASSWORD_SCRYPT_LOG2_N: 'many' })).toBe(false);
  });
});

function copiesOn(kind: DbKind): void {
  const apps: TestApp[] = [];
  const build = async (options: { fresh?: boolean } = {}) => {
    const t = await buildTestApp(kind, {}, options);
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  const count = async (t: TestApp, title?: string) => {
    let q = t.app.db.selectFrom('position').select((eb) => eb.fn.countAll<number>().as('n'));
    if (title) q = q.where('title', '=', title);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  const demo = async (t: TestApp) => ({
    sites: (await t.app.db.selectFrom('site').select('host').orderBy('host').execute()).map((r) => r.host),
    positions: await count(t),
    withdrawn: await count(t, '已下线的职位'),
    student: (await t.app.db.selectFrom('student').select('name').where('phone', '=', '13800000001').executeTakeFirst())?.name,
  });

  it('a copy holds the whole demo, as a fresh database seeded by its app does', async () => {
    const copy = await build();
    const fresh = await build({ fresh: true });
    expect(copy.config.databaseUrl).not.toBe(fresh.config.databaseUrl);
    const seeded = await demo(copy);
    expect(seeded.sites).toContain('school.localhost');
    expect(seeded.positions).toBeGreaterThanOrEqual(1000);
    expect(seeded.student).toBeTruthy();
    expect(seeded).toEqual(await demo(fresh));
  });

  it('what one copy writes, another copy does not see, nor a copy made after', async () => {
    const [one, two] = [await build(), await build()];
    expect(one.config.databaseUrl).not.toBe(two.config.databaseUrl);
    await one.app.db.updateTable('student').set({ name: '改过的名字' }).where('phone', '=', '13800000001').execute();
    await one.app.db.updateTable('position').set({ title: '已下线的职位' }).execute();
    await one.app.db.insertInto('site').values({ ...(await one.app.db.selectFrom('site').selectAll().where('host', '=', 'localhost').executeTakeFirstOrThrow()), id: undefined, host: 'copy-one.localhost' }).execute();
    const written = await demo(one);
    expect(written).toMatchObject({ student: '改过的名字', withdrawn: written.positions });
    expect(written.sites).toContain('copy-one.localhost');
    const untouched = await demo(two);
    expect(untouched).toMatchObject({ withdrawn: 0 });
    expect(untouched.student).not.toBe('改过的名字');
    expect(untouched.sites).not.toContain('copy-one.localhost');
    expect(await demo(await build())).toEqual(untouched);
  });

  it('a closed copy is gone', async () => {
    const t = await build();
    apps.splice(apps.indexOf(t), 1);
    await t.close();
    if (kind === 'sqlite') expect(existsSync(t.config.databaseUrl)).toBe(false);
    else {
      const name = new URL(t.config.databaseUrl).pathname.slice(1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_database where datname = ${name}`.execute(apps[0]!.app.db);
      expect(rows[0]?.n).toBe(0);
    }
  });
}

describe('copies of the seeded SQLite database', () => {
  copiesOn('sqlite');

  it('are files of their own beside the seed, not the in-memory database a fresh app gets', async () => {
    const t = await buildTestApp('sqlite');
    try {
      expect(t.config.databaseUrl.startsWith(seededRun()!.dir)).toBe(true);
      expect(existsSync(t.config.databaseUrl)).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describeWith('PostgreSQL', 'copies of the seeded PostgreSQL database', () => {
  copiesOn('postgres');

  it('are databases made from the run template, in its schema', async () => {
    const t = await buildTestApp('postgres');
    try {
      const run = seededRun()!;
      expect(run.postgres).toBeDefined();
      expect(new URL(t.config.databaseUrl).pathname).toMatch(new RegExp(`^/${run.postgres!.template}_\\d+_[0-9a-z]+_[0-9a-z]+$`));
      expect(t.config.databaseSchema).toBe(run.postgres!.schema);
    } finally {
      await t.close();
    }
  });
});
