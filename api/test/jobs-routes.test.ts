import { updatePosition } from '../src/db/repositories/position';
import { body, buildTestApp, DB_KINDS, formPost, useTestApp } from './helper';
import { newestFirst, openPositions, siteIdOf, type Item, type Page } from './jobs-helper';

type Detail = Item & { status: number; description: string; requirements: string; headcount: number; company: Item['company'] & { address: string; position_count: number }; similar: Item[] };
type Company = { id: number; company_name: string; industry: string; insize: string; city: string; position_count: number };
type CompanyPage = { list: Company[]; page: number; page_size: number; total: number };

describe.each(DB_KINDS)('jobs calls on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });
  const anyPosition = async (host = 'localhost') => (await openPositions(t.app, host))[0]!;
  const companyOf = async (positionId: number) => (await t.app.db.selectFrom('position').select('company_id').where('id', '=', positionId).executeTakeFirstOrThrow()).company_id;

  describe('GET /api/position/getdetail', () => {
    it('answers the position with its company card and up to six similar open positions', async () => {
      const p = await anyPosition();
      const data = body<Detail>(await get(`/api/position/getdetail?id=${p.id}&public_source=1`)).data;
      expect(data).toMatchObject({ code: 0, id: p.id, title: p.title, status: 1, category_value: p.category_value });
      expect(data.description.length).toBeGreaterThan(10);
      expect(data.headcount).toBeGreaterThan(0);
      expect(data.benefits.length).toBeGreaterThan(0);
      expect(data.company).toMatchObject({ id: await companyOf(p.id), company_name: p.name });
      expect(data.company.position_count).toBeGreaterThan(0);
      expect(data.similar.length).toBeLessThanOrEqual(6);
      for (const s of data.similar) {
        expect(s.id).not.toBe(p.id);
        expect(s.category_value).toBe(p.category_value);
      }
      expect(newestFirst(data.similar)).toBe(true);
    });

    it('shows a closed position as closed, and not-found for unknown ids and other sites’ positions', async () => {
      const p = await anyPosition();
      await updatePosition(t.app.db, p.id, { status: 0 });
      expect(body<Detail>(await get(`/api/position/getdetail?id=${p.id}`)).data).toMatchObject({ code: 0, status: 0 });
      await updatePosition(t.app.db, p.id, { status: 1 });
      expect(body(await get('/api/position/getdetail?id=99999999')).data).toEqual({ code: 42001, msg: '职位不存在或已下线' });
      const school = await anyPosition('school.localhost');
      expect(body(await get(`/api/position/getdetail?id=${school.id}`)).data.code).toBe(42001);
      expect(body(await get(`/api/position/getdetail?id=${school.id}`, 'school.localhost')).data.code).toBe(0);
      expect(body(await get('/api/position/getdetail?id=abc')).data.code).toBe(40001);
    });
  });

  describe('GET /api/company/getlist', () => {
    it('lists the site’s companies, recruiting first, paged', async () => {
      const data = body<CompanyPage>(await get('/api/company/getlist?page=2&page_size=10')).data;
      expect(data).toMatchObject({ code: 0, page: 2, page_size: 10, total: 120 });
      expect(data.list).toHaveLength(10);
      const first = body<CompanyPage>(await get('/api/company/getlist?page=1&page_size=10')).data;
      expect(first.list.map((c) => c.id)).not.toEqual(expect.arrayContaining(data.list.map((c) => c.id)));
    });

    it('filters by industry, size, city and name text, and ignores values outside their lists', async () => {
      const siteId = await siteIdOf(t.app, 'localhost');
      const all = await t.app.db.selectFrom('company').selectAll().where('site_id', '=', siteId).where('status', '=', 1).execute();
      const cases: [string, (c: (typeof all)[number]) => boolean][] = [
        ['industry=' + encodeURIComponent('金融'), (c) => c.industry === '金融'],
        ['company_size=' + encodeURIComponent('1000-9999人'), (c) => c.insize === '1000-9999人'],
        ['city=' + encodeURIComponent('上海'), (c) => c.city === '上海'],
        ['keyword=' + encodeURIComponent('科技'), (c) => c.name.includes('科技') || c.short_name.includes('科技')],
        ['keyword=' + encodeURIComponent('科技') + '&industry=' + encodeURIComponent('火星'), (c) => c.name.includes('科技') || c.short_name.includes('科技')],
        ['keyword=' + encodeURIComponent("%' OR 1=1 --"), () => false],
      ];
      for (const [query, test] of cases) {
        const data = body<CompanyPage>(await get(`/api/company/getlist?${query}&page_size=50`)).data;
        expect({ query, total: data.total }).toEqual({ query, total: all.filter(test).length });
        const ids = new Set(all.filter(test).map((c) => c.id));
        expect(data.list.every((c) => ids.has(c.id))).toBe(true);
      }
    });

    it('lists only the companies recruiting now on a site whose catalogue does not show all (company_show_all 0)', async () => {
      const fresh = await buildTestApp(kind, { SITE_CACHE_MS: '0' });
      try {
        const siteId = await siteIdOf(fresh.app, 'localhost');
        // three of the site's companies stop recruiting
        const quiet = await fresh.app.db.selectFrom('company').select('id').where('site_id', '=', siteId).where('status', '=', 1).orderBy('id').limit(3).execute();
        await fresh.app.db.updateTable('company').set({ is_recruiting: 0 }).where('id', 'in', quiet.map((c) => c.id)).execute();
        const all = body<CompanyPage>(await fresh.app.inject({ url: '/api/company/getlist?page_size=50', headers: { host: 'localhost' } })).data;
        expect(all.total).toBe(120);
        const recruiting = await fresh.app.db.selectFrom('company').select('id').where('site_id', '=', siteId).where('status', '=', 1).where('is_recruiting', '=', 1).execute();
        expect(recruiting).toHaveLength(117);
        await fresh.app.db.updateTable('site').set({ company_show_all: 0 }).where('id', '=', siteId).execute();
        const data = body<CompanyPage>(await fresh.app.inject({ url: '/api/company/getlist?page_size=50', headers: { host: 'localhost' } })).data;
        expect(data.total).toBe(recruiting.length);
        expect(data.list.every((c) => recruiting.some((r) => r.id === c.id))).toBe(true);
      } finally {
        await fresh.close();
      }
    });

    it('narrows to a company zone of the site', async () => {
      const zone = await t.app.db.selectFrom('zone').innerJoin('site', 'site.id', 'zone.site_id').select('zone.id').where('site.host', '=', 'school.localhost').where('zone.kind', '=', 'company').executeTakeFirstOrThrow();
      const members = (await t.app.db.selectFrom('zone_member').select('target_id').where('zone_id', '=', zone.id).execute()).map((m) => m.target_id);
      const data = body<CompanyPage>(await get(`/api/company/getlist?zoneid=${zone.id}&page_size=50`, 'school.localhost')).data;
      expect(data.total).toBe(members.length);
      expect(data.list.every((c) => members.includes(c.id))).toBe(true);
    });
  });

  describe('GET /api/company/getdetail and POST /api/company/getpositionlist', () => {
    it('answers the company with its facts, and its open positions paged', async () => {
      const companyId = await companyOf((await anyPosition()).id);
      const detail = body<Company & { intro: string; address: string; welfare: string[] }>(await get(`/api/company/getdetail?id=${companyId}`)).data;
      expect(detail).toMatchObject({ code: 0, id: companyId });
      expect(detail.intro.length).toBeGreaterThan(10);
      expect(Array.isArray(detail.welfare)).toBe(true);
      const open = await t.app.db.selectFrom('position').select('id').where('company_id', '=', companyId).where('status', '=', 1).execute();
      expect(detail.position_count).toBe(open.length);
      const page = body<Page>(await formPost(t.app, '/api/company/getpositionlist', { company_id: String(companyId), page: '1', page_size: '3' })).data;
      expect(page).toMatchObject({ code: 0, total: open.length, page: 1, page_size: 3 });
      expect(page.list.every((p) => p.company.id === companyId)).toBe(true);
      expect(newestFirst(page.list)).toBe(true);
    });

    it('gives not-found for unknown, hidden and other sites’ companies', async () => {
      expect(body(await get('/api/company/getdetail?id=99999999')).data).toEqual({ code: 42002, msg: '企业不存在或已被移除' });
      const schoolCompany = await companyOf((await anyPosition('school.localhost')).id);
      expect(body(await get(`/api/company/getdetail?id=${schoolCompany}`)).data.code).toBe(42002);
      expect(body(await formPost(t.app, '/api/company/getpositionlist', { company_id: String(schoolCompany) })).data.code).toBe(42002);
      expect(body(await formPost(t.app, '/api/company/getpositionlist', { company_id: String(schoolCompany) }, { host: 'school.localhost' })).data.code).toBe(0);
      expect(body(await formPost(t.app, '/api/company/getpositionlist', {})).data).toMatchObject({ code: 40001, msg: '参数错误：company_id 不能为空' });
    });
  });

  describe('POST /api/zone/get', () => {
    it('answers a zone of the site with its member count, and not-found elsewhere', async () => {
      const zone = await t.app.db.selectFrom('zone').innerJoin('site', 'site.id', 'zone.site_id').select(['zone.id', 'zone.title']).where('site.host', '=', 'school.localhost').where('zone.kind', '=', 'position').executeTakeFirstOrThrow();
      const data = body<{ id: number; kind: string; title: string; count: number }>(await formPost(t.app, '/api/zone/get', { zoneid: String(zone.id) }, { host: 'school.localhost' })).data;
      expect(data).toMatchObject({ code: 0, id: zone.id, kind: 'position', title: zone.title });
      expect(data.count).toBeGreaterThan(0);
      expect(body(await formPost(t.app, '/api/zone/get', { zoneid: String(zone.id) })).data).toEqual({ code: 42003, msg: '专区不存在' });
    });
  });

  describe('GET /api/position/getfilteroptions', () => {
    it('offers the categories, this site’s cities and the fixed lists', async () => {
      const data = body<{ categories: { value: string; group: string }[]; cities: { value: string }[]; natures: { value: string }[]; salaries: { value: string; label: string }[]; educations: unknown[]; graduation_years: unknown[] }>(
        await get('/api/position/getfilteroptions'),
      ).data;
      expect(data.categories.length).toBeGreaterThanOrEqual(60);
      const cities = [...new Set((await openPositions(t.app)).map((p) => p.city))].sort();
      expect(data.cities.map((c) => c.value).sort()).toEqual(cities);
      expect(data.natures.map((n) => n.value)).toEqual(['校招', '实习', '社招']);
      expect(data.salaries[0]).toEqual({ value: '0-3', label: '3K以下' });
      expect(data.graduation_years).toHaveLength(5);
    });
  });

  describe('college lists', () => {
    it('list the positions, companies and job fairs of the school and of a department site', async () => {
      for (const host of ['school.localhost', 'dept.school.localhost']) {
        const siteId = await siteIdOf(t.app, host);
        const positions = body<Page>(await get('/api/position/getlistbycollege?page_size=5', host)).data;
        expect(positions.total).toBe((await openPositions(t.app, host)).length);
        expect(positions.list).toHaveLength(5);
        const companies = body<CompanyPage>(await get('/api/company/getlistbycollege', host)).data;
        const shown = await t.app.db.selectFrom('company').select('id').where('site_id', '=', siteId).where('status', '=', 1).execute();
        expect(companies.total).toBe(shown.length);
        const fairs = body<{ list: { id: number; title: string; start_at: number; end_at: number }[]; total: number }>(await get('/api/schoolcollege/jobfairlist', host)).data;
        const stored = await t.app.db.selectFrom('job_fair').select('id').where('site_id', '=', siteId).where('status', '=', 1).execute();
        expect(fairs.total).toBe(stored.length);
        expect(fairs.list.map((f) => f.id).sort()).toEqual(stored.map((f) => f.id).sort());
      }
    });

    it('orders job fairs still to come first', async () => {
      const fairs = body<{ list: { start_at: number; end_at: number }[] }>(await get('/api/schoolcollege/jobfairlist', 'school.localhost')).data.list;
      const now = Date.now();
      const firstPast = fairs.findIndex((f) => f.end_at < now);
      if (firstPast >= 0) expect(fairs.slice(firstPast).every((f) => f.end_at < now)).toBe(true);
      const coming = fairs.filter((f) => f.end_at >= now).map((f) => f.start_at);
      expect(coming).toEqual([...coming].sort((a, b) => a - b));
    });

    it('answer 40402 on sites that are not a school or department site', async () => {
      for (const url of ['/api/position/getlistbycollege', '/api/company/getlistbycollege', '/api/schoolcollege/jobfairlist']) {
        expect(body(await get(url)).data).toEqual({ code: 40402, msg: '该站点不是学校站点' });
      }
    });
  });
});
