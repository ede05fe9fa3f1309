import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import { insertApplicationRow } from './jobs-applied';
import { keywordQuery, termsOf } from '../src/db/repositories/position-terms';
import { insertPosition, updatePosition } from '../src/db/repositories/position';
import { updateCompany } from '../src/db/repositories/company';
import { searchPositions } from '../src/db/repositories/position-search';
import { seedJobsDemo } from '../src/seed/jobs/seed-jobs';
import { createSession } from '../src/db/repositories/session';
import { DB_KINDS, useTestApp } from './helper';
import { newestFirst, openPositions, positionRow, search, siteIdOf } from './jobs-helper';

describe('search terms', () => {
  it('cuts Chinese into characters and pairs, keeps latin words with their prefixes', () => {
    expect([...termsOf('前端开发')]).toEqual(['前', '前端', '端', '端开', '开', '开发', '发']);
    expect([...termsOf('Java工程师')]).toEqual(['j', 'ja', 'jav', 'java', '工', '工程', '程', '程师', '师']);
    expect(termsOf('ＣＰＵ芯片').has('cpu')).toBe(true);
  });

  it('looks a keyword up by its pairs (a single character by itself), at most six, and knows when they decide', () => {
    expect(keywordQuery('前端')).toEqual({ lookup: ['前端'], parts: ['前端'], exact: true });
    expect(keywordQuery('会')).toEqual({ lookup: ['会'], parts: ['会'], exact: true });
    expect(keywordQuery('前端开发')).toMatchObject({ lookup: ['前端', '端开', '开发'], exact: false });
    expect(keywordQuery('Java 上海')).toMatchObject({ lookup: ['java', '上海'], parts: ['java', '上海'], exact: false });
    expect(keywordQuery('测'.repeat(200)).lookup).toEqual(['测测']);
    expect(keywordQuery('甲乙丙丁戊己庚辛壬癸').lookup).toHaveLength(6);
    expect(keywordQuery('%%% ---').lookup).toEqual([]);
  });
});

describe.each(DB_KINDS)('POST /api/position/getlistbyselect on %s', (kind) => {
  const t = useTestApp(kind);

  it('has every open position of the demo seed indexed once (the jobs seed is idempotent)', async () => {
    const open = await t.app.db
      .selectFrom('position')
      .innerJoin('company', 'company.id', 'position.company_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('position.status', '=', 1)
      .where('company.status', '=', 1)
      .executeTakeFirstOrThrow();
    const facets = await t.app.db.selectFrom('position_facet').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(facets.n)).toBe(Number(open.n));
    expect(await seedJobsDemo(t.app.db)).toBe(false);
  });

  const expectKeyword = async (keyword: string) => {
    const all = await openPositions(t.app);
    const want = all.filter((p) => [p.title, p.category_label, p.name].some((s) => s.toLowerCase().includes(keyword.toLowerCase())));
    const page = await search(t.app, { keyword, page_size: '50' });
    expect(page.data.code).toBe(0);
    expect(want.length).toBeGreaterThan(0);
    expect(page.data.total).toBe(Math.min(want.length, JOBS_LIMITS.countCap));
    expect(page.data.list.length).toBe(Math.min(50, want.length));
    for (const p of page.data.list) expect(`${p.title}|${p.category_label}|${p.company.company_name}`.toLowerCase()).toContain(keyword.toLowerCase());
    expect(newestFirst(page.data.list)).toBe(true);
    return page.data;
  };

  it('finds two-character Chinese terms in titles, categories and company names (前端, 会计, 销售)', async () => {
    await expectKeyword('前端');
    await expectKeyword('会计');
    await expectKeyword('销售');
  });

  it('finds a single character, a longer phrase and a latin word in any case', async () => {
    await expectKeyword('银');
    await expectKeyword('前端开发');
    await expectKeyword('JAVA');
  });

  it('needs every word of a keyword with spaces', async () => {
    const all = await openPositions(t.app);
    const want = all.filter((p) => [p.title, p.category_label, p.name].some((s) => s.includes('工程师')) && [p.title, p.category_label, p.name].some((s) => s.includes('科技')));
    const page = await search(t.app, { keyword: '工程师 科技' });
    expect(page.data.total).toBe(want.length);
  });

  it('finds a title copied with its full-width brackets, or typed with half-width ones', async () => {
    const titled = (await openPositions(t.app)).find((p) => /（.+）/.test(p.title))!;
    for (const keyword of [titled.title, titled.title.replace('（', '(').replace('）', ')')]) {
      const page = await search(t.app, { keyword, page_size: '50' });
      expect(page.data.list.map((p) => p.title)).toContain(titled.title);
    }
  });

  it('searches a 200-character keyword, and SQL or HTML, as text', async () => {
    const long = await search(t.app, { keyword: '前端'.repeat(100) });
    expect(long.data).toMatchObject({ code: 0, total: 0, list: [] });
    const tooLong = await search(t.app, { keyword: '前'.repeat(201) });
    expect(tooLong.data).toMatchObject({ code: 40001, msg: '参数错误：keyword 不能超过 200 个字符' });
    for (const keyword of ["' OR 1=1 --", '"; DROP TABLE position; --', '<script>alert(1)</script>', '_']) {
      const page = await search(t.app, { keyword });
      expect(page.data.code).toBe(0);
      expect(page.data.total).toBe(0);
    }
    // punctuation only separates words, and % is no wildcard: 前端% finds what 前端 finds
    expect((await search(t.app, { keyword: '前端%' })).data.total).toBe((await search(t.app, { keyword: '前端' })).data.total);
    expect((await openPositions(t.app)).length).toBeGreaterThan(1000);

    const siteId = await siteIdOf(t.app, 'localhost');
    const company = (await openPositions(t.app))[0]!;
    const companyId = (await t.app.db.selectFrom('position').select('company_id').where('id', '=', company.id).executeTakeFirstOrThrow()).company_id;
    const id = await insertPosition(t.app.db, positionRow({ site_id: siteId, company_id: companyId, title: "<b>前端</b> 50% O'Brien", category_value: 'fe', category_label: '前端开发' }));
    // markup, % and quotes are only text: the words around them find the position, its title comes back as stored
    for (const keyword of ['<b>前端</b>', '50%', "O'Brien"]) {
      const page = await search(t.app, { keyword, page_size: '50', sort: 'relevance' });
      expect(page.data.code).toBe(0);
      expect(page.data.list.find((p) => p.id === id)?.title).toBe("<b>前端</b> 50% O'Brien");
    }
    expect((await search(t.app, { keyword: "O'Brien" })).data.list.map((p) => p.id)).toEqual([id]);
    await updatePosition(t.app.db, id, { status: 0 });
    expect((await search(t.app, { keyword: "O'Brien" })).data.total).toBe(0);
  });

  it('keeps the index in step with position and company writes', async () => {
    const siteId = await siteIdOf(t.app, 'localhost');
    const { company_id: companyId } = await t.app.db.selectFrom('position').select('company_id').where('site_id', '=', siteId).executeTakeFirstOrThrow();
    const id = await insertPosition(t.app.db, positionRow({ site_id: siteId, company_id: companyId, title: '量子计算研究员', category_label: '算法工程师' }));
    expect((await search(t.app, { keyword: '量子' })).data.list.map((p) => p.id)).toEqual([id]);
    await updatePosition(t.app.db, id, { title: '光子芯片研究员' });
    expect((await search(t.app, { keyword: '量子' })).data.total).toBe(0);
    expect((await search(t.app, { keyword: '光子' })).data.list.map((p) => p.id)).toEqual([id]);
    await updateCompany(t.app.db, companyId, { name: '翡翠湾光电有限公司' });
    expect((await search(t.app, { keyword: '翡翠' })).data.list.map((p) => p.id)).toContain(id);
    await updateCompany(t.app.db, companyId, { status: 0 });
    expect((await search(t.app, { keyword: '翡翠' })).data.total).toBe(0);
    await updateCompany(t.app.db, companyId, { status: 1 });
    expect((await search(t.app, { keyword: '光子' })).data.total).toBe(1);
    // the filters read the same index: a new industry or city is found at once
    await updateCompany(t.app.db, companyId, { industry: '教育' });
    await updatePosition(t.app.db, id, { city: '厦门' });
    expect((await search(t.app, { keyword: '光子', industry: '教育', city: '厦门' })).data.list.map((p) => p.id)).toEqual([id]);
    expect((await search(t.app, { keyword: '光子', industry: '金融' })).data.total).toBe(0);
  });

  it('looks at a keyword’s newest candidates up to the window, and says when there are more', async () => {
    const siteId = await siteIdOf(t.app, 'localhost');
    const all = await openPositions(t.app);
    const want = all.filter((p) => [p.title, p.category_label, p.name].some((s) => s.includes('工程'))).sort((a, b) => b.publish_at - a.publish_at || b.id - a.id);
    const small = await searchPositions(t.app.db, { siteId, keyword: '工程', sort: 'newest' }, 0, 3, 5);
    expect(small).toEqual({ ids: want.slice(0, 3).map((p) => p.id), total: 5, capped: true });
    const beyond = await searchPositions(t.app.db, { siteId, keyword: '工程', sort: 'newest' }, 20, 3, 5);
    expect(beyond).toMatchObject({ ids: [], total: 5, capped: true });
    const whole = await searchPositions(t.app.db, { siteId, keyword: '工程', sort: 'newest' }, 0, 3, want.length);
    expect(whole).toMatchObject({ total: want.length, capped: false });
    // without a keyword the window is the city's (or category's, or the site's) newest positions
    const hangzhou = all.filter((p) => p.city === '杭州').sort((a, b) => b.publish_at - a.publish_at || b.id - a.id);
    const newestTen = hangzhou.slice(0, 10);
    expect(await searchPositions(t.app.db, { siteId, city: '杭州', sort: 'newest' }, 0, 20, 10)).toEqual({
      ids: newestTen.map((p) => p.id),
      total: 10,
      capped: true,
    });
    const interns = newestTen.filter((p) => p.nature === '实习').map((p) => p.id);
    expect(await searchPositions(t.app.db, { siteId, city: '杭州', nature: '实习', sort: 'newest' }, 0, 20, 10)).toEqual({ ids: interns, total: interns.length, capped: true });
  });

  it('applies each filter, alone and together with a keyword', async () => {
    const all = await openPositions(t.app);
    const cases: [Record<string, string>, (p: (typeof all)[number]) => boolean][] = [
      [{ city: '杭州' }, (p) => p.city === '杭州'],
      [{ nature: '实习' }, (p) => p.nature === '实习'],
      [{ category: 'accountant' }, (p) => p.category_value === 'accountant'],
      [{ education: '本科' }, (p) => ['不限', '大专', '本科'].includes(p.education)],
      [{ salary: '10-15' }, (p) => p.salary_max > 0 && p.salary_max >= 10_000 && p.salary_min <= 15_000],
      [{ salary: '30-' }, (p) => p.salary_max >= 30_000],
      [{ industry: '金融' }, (p) => p.industry === '金融'],
      [{ company_size: '100-499人' }, (p) => p.insize === '100-499人'],
      [{ graduation_year: '2027' }, (p) => p.graduation_year === 2027 || p.graduation_year === 0],
      [{ keyword: '工程师', city: '上海', nature: '校招' }, (p) => [p.title, p.category_label, p.name].some((s) => s.includes('工程师')) && p.city === '上海' && p.nature === '校招'],
      [{ keyword: '经理', industry: '金融', education: '硕士' }, (p) => [p.title, p.category_label, p.name].some((s) => s.includes('经理')) && p.industry === '金融' && p.education !== '博士'],
    ];
    for (const [fields, test] of cases) {
      const want = all.filter(test);
      const page = await search(t.app, { ...fields, page_size: '50' });
      expect({ fields, total: page.data.total }).toEqual({ fields, total: want.length });
      const ids = new Set(want.map((p) => p.id));
      expect(page.data.list.every((p) => ids.has(p.id))).toBe(true);
    }
  });

  it('ignores filters out of range and keeps the rest', async () => {
    const base = await search(t.app, { city: '北京' });
    const noisy = await search(t.app, { city: '北京', education: '小学', nature: '全职', salary: '7-8', industry: '火星', company_size: '3人', graduation_year: '1800', sort: 'random', page: '-3', page_size: '1000', zoneid: '999999' });
    expect(noisy.data).toMatchObject({ code: 0, total: base.data.total, page: 1, page_size: JOBS_LIMITS.pageSizeDefault });
    expect(noisy.data.list.map((p) => p.id)).toEqual(base.data.list.map((p) => p.id));
    const wrongType = await search(t.app, { page: 'abc' });
    expect(wrongType.data.code).toBe(40001);
  });

  it('pages without overlap, newest first by default, and sorts by relevance on request', async () => {
    const first = await search(t.app, { page: '1', page_size: '10' });
    const second = await search(t.app, { page: '2', page_size: '10' });
    expect(first.data.list).toHaveLength(10);
    expect(newestFirst([...first.data.list, ...second.data.list])).toBe(true);
    expect(first.data.total).toBe((await openPositions(t.app)).length);

    const relevant = await search(t.app, { keyword: '会计', sort: 'relevance', page_size: '50' });
    const rank = (p: { title: string; category_label: string }) => (p.title.includes('会计') ? 0 : p.category_label.includes('会计') ? 1 : 2);
    const ranks = relevant.data.list.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(0);
  });

  it('is scoped to the requesting site, and narrows to a zone of it', async () => {
    const school = await openPositions(t.app, 'school.localhost');
    const page = await search(t.app, { page_size: '50' }, 'school.localhost');
    expect(page.data.total).toBe(school.length);
    const ids = new Set(school.map((p) => p.id));
    expect(page.data.list.every((p) => ids.has(p.id))).toBe(true);

    const zone = await t.app.db.selectFrom('zone').innerJoin('site', 'site.id', 'zone.site_id').select(['zone.id']).where('site.host', '=', 'school.localhost').where('zone.kind', '=', 'position').executeTakeFirstOrThrow();
    const members = (await t.app.db.selectFrom('zone_member').select('target_id').where('zone_id', '=', zone.id).execute()).map((m) => m.target_id);
    const inZone = await search(t.app, { zoneid: String(zone.id), page_size: '50' }, 'school.localhost');
    expect(inZone.data.total).toBe(members.length);
    expect(inZone.data.list.every((p) => members.includes(p.id))).toBe(true);
    // another site's zone is ignored: the whole list of that site
    expect((await search(t.app, { zoneid: String(zone.id) })).data.total).toBe((await openPositions(t.app)).length);
  });

  it('hides what the logged-in student applied to, and only for a student', async () => {
    const student = await t.app.db.selectFrom('student').select('id').orderBy('id').executeTakeFirstOrThrow();
    const first = (await search(t.app, { keyword: '销售' })).data;
    const { token } = await createSession(t.app.db, 'student', student.id, 1);
    const cookie = `uniq_user_token=${token}`;
    // the demo student may have applied to some already (the mine seed): take one not applied to yet
    const before = (await search(t.app, { keyword: '销售', hide_applied: '1', page_size: '50' }, 'localhost', cookie)).data;
    const applied = before.list[0]!;
    await insertApplicationRow(t.app.db, student.id, applied.id);
    const hidden = (await search(t.app, { keyword: '销售', hide_applied: '1' }, 'localhost', cookie)).data;
    expect(hidden.total).toBe(before.total - 1);
    expect(hidden.list.map((p) => p.id)).not.toContain(applied.id);
    expect((await search(t.app, { keyword: '销售', hide_applied: '0' }, 'localhost', cookie)).data.total).toBe(first.total);
    // a visitor's or an employer's hide_applied changes nothing
    expect((await search(t.app, { keyword: '销售', hide_applied: '1' })).data.total).toBe(first.total);
    const employer = await createSession(t.app.db, 'company', student.id, 1);
    expect((await search(t.app, { keyword: '销售', hide_applied: '1' }, 'localhost', `uniq_user_token=${employer.token}`)).data.total).toBe(first.total);
  });

  it('keeps a browsed page (no keyword) for a few seconds, and neither a keyword search nor a student’s own list', async () => {
    const student = await t.app.db.selectFrom('student').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { token } = await createSession(t.app.db, 'student', student.id, 1);
    const cookie = `uniq_user_token=${token}`;
    const browse = { page_size: '20' };
    const listed = (await search(t.app, browse)).data;
    const own = (await search(t.app, { ...browse, hide_applied: '1' }, 'localhost', cookie)).data;
    // the newest position the student has not applied to: on both lists
    const closed = own.list[0]!;
    expect(listed.list.map((p) => p.id)).toContain(closed.id);
    await updatePosition(t.app.db, closed.id, { status: 0 });
    // the same page within seconds is the kept answer; another page size is another page, read afresh
    expect((await search(t.app, browse)).data).toEqual(listed);
    expect((await search(t.app, { page_size: '21' })).data.list.map((p) => p.id)).not.toContain(closed.id);
    expect((await search(t.app, { ...browse, hide_applied: '1' }, 'localhost', cookie)).data.total).toBe(own.total - 1);
    expect((await search(t.app, { keyword: closed.title })).data.list.map((p) => p.id)).not.toContain(closed.id);
    await updatePosition(t.app.db, closed.id, { status: 1 });
  });
});
