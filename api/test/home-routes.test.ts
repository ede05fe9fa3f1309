import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { saveHomeConfig, updateHomeBanner } from '../src/db/repositories/home';
import { updatePosition } from '../src/db/repositories/position';
import { body, createTestDatabase, DB_KINDS, formPost, testConfig, type DbKind } from './helper';

type Link = { id: number; img_url: string; jump_link: string; title: string };
type Zone = { id: number; title: string; config_type: number; config_content: string; config_content_details: { web_domain: string } };

/** An app whose log lines are kept, so a test can see what the server warned about. */
function useLoggedApp(kind: DbKind): { readonly app: FastifyInstance; readonly logs: Record<string, unknown>[] } {
  const logs: Record<string, unknown>[] = [];
  let app: FastifyInstance | undefined;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase(kind);
    drop = database.drop;
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config: testConfig(database.env), logger: { level: 'warn', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await drop();
  });
  return {
    get app() {
      if (!app) throw new Error('app not built');
      return app;
    },
    logs,
  };
}

const get = (app: FastifyInstance, url: string, host = 'localhost') => app.inject({ url, headers: { host } });
const siteId = async (app: FastifyInstance, host: string) => (await app.db.selectFrom('site').select('id').where('host', '=', host).executeTakeFirstOrThrow()).id;

describe.each(DB_KINDS)('home calls on %s', (kind) => {
  const t = useLoggedApp(kind);

  describe('GET /api/site/gethomeresource', () => {
    it('answers the main site’s banners, famous tiles and hot categories as JSON text', async () => {
      const res = await get(t.app, '/api/site/gethomeresource?public_source=1');
      expect(res.statusCode).toBe(200);
      const data = body<{ banner_list: Link[]; company_famous_list: Link[]; recruit_hot: string }>(res).data;
      expect(data.code).toBe(0);
      expect(data.banner_list).toHaveLength(5);
      expect(data.banner_list[0]).toEqual({ id: expect.any(Number), title: '2026届春季校园招聘火热进行中', img_url: '/static/home/banner/spring.svg', jump_link: '/#/subApp/jobRecommend' });
      expect(data.company_famous_list).toHaveLength(8);
      expect(data.company_famous_list[0]?.jump_link).toMatch(/^\/#\/subApp\/companyDetailPage\?id=\d+$/);
      expect(typeof data.recruit_hot).toBe('string');
      const hot = JSON.parse(data.recruit_hot) as { value: string; label: string; period: string; aliasName: string; isHot: number }[];
      expect(hot.length).toBeGreaterThanOrEqual(60);
      expect(hot[0]).toEqual({ value: 'fe', label: '前端开发', period: '2026届', aliasName: '前端', isHot: 1 });
      expect(hot.filter((h) => h.isHot === 1).length).toBeGreaterThan(5);
    });

    it('is scoped to the requesting host: the school site has no banners and its own categories', async () => {
      const data = body<{ banner_list: Link[]; recruit_hot: string }>(await get(t.app, '/api/site/gethomeresource', 'school.localhost')).data;
      expect(data.banner_list).toEqual([]);
      expect((JSON.parse(data.recruit_hot) as unknown[]).length).toBeLessThan(30);
    });

    it('gives a site without any home data empty lists, and an unknown host the main site', async () => {
      const none = body<{ banner_list: Link[]; recruit_hot: string }>(await get(t.app, '/api/site/gethomeresource', 'gate.localhost')).data;
      expect(none).toMatchObject({ code: 0, banner_list: [], company_famous_list: [], recruit_hot: '[]' });
      const unknown = body<{ banner_list: Link[] }>(await get(t.app, '/api/site/gethomeresource', 'nowhere.example.cn')).data;
      expect(unknown.banner_list).toHaveLength(5);
    });
  });

  describe('GET /api/company/gethomeresource', () => {
    it('lists at most 39 recruiting companies with their open-position counts', async () => {
      const data = body<{ list: { id: number; company_name: string; logo_url: string; insize: string; position_count: number }[]; total: number }>(
        await get(t.app, '/api/company/gethomeresource'),
      ).data;
      expect(data.list).toHaveLength(39);
      expect(data.total).toBeGreaterThanOrEqual(100);
      for (const c of data.list) {
        expect(c.logo_url).toMatch(/^\/api\/company\/logo\?text=/);
        expect(c.position_count).toBeGreaterThan(0);
        expect(c.insize).toMatch(/人/);
      }
    });

    it('lists only the requesting site’s companies', async () => {
      const main = body<{ list: { id: number }[] }>(await get(t.app, '/api/company/gethomeresource')).data.list.map((c) => c.id);
      const school = body<{ list: { id: number }[]; total: number }>(await get(t.app, '/api/company/gethomeresource', 'school.localhost')).data;
      // 40 from the home seed, more from the content seed (the big fair's exhibitors)
      expect(school.total).toBeGreaterThanOrEqual(40);
      expect(school.list.filter((c) => main.includes(c.id))).toEqual([]);
    });
  });

  describe('GET /api/position/gethomeresource', () => {
    type Page = { list: { id: number; title: string; salary_str: string; period: string; company: { company_name: string; insize: string } }[]; page: number; page_size: number; total: number; has_more: boolean };

    it('answers chunks of 18 positions with their company until the home’s last chunk', async () => {
      const first = body<Page>(await get(t.app, '/api/position/gethomeresource?page=1')).data;
      expect(first).toMatchObject({ page: 1, page_size: 18, has_more: true });
      expect(first.list).toHaveLength(18);
      expect(first.total).toBeGreaterThanOrEqual(1000);
      expect(first.list[0]?.company.company_name).not.toBe('');
      expect(first.list[0]?.salary_str).toMatch(/K|元\/天|面议/);
      const second = body<Page>(await get(t.app, '/api/position/gethomeresource?page=2&page_size=18')).data;
      expect(second.list.map((p) => p.id).filter((id) => first.list.some((p) => p.id === id))).toEqual([]);
      const last = body<Page>(await get(t.app, '/api/position/gethomeresource?page=5')).data;
      expect(last).toMatchObject({ has_more: false });
      expect(last.list).toHaveLength(18);
      const beyond = body<Page>(await get(t.app, '/api/position/gethomeresource?page=6')).data;
      expect(beyond).toMatchObject({ list: [], has_more: false });
    });

    it('lists the newest first, scoped to the site', async () => {
      const ids = async (host: string) => body<Page>(await get(t.app, '/api/position/gethomeresource?page_size=60', host)).data.list.map((p) => p.id);
      const school = await ids('school.localhost');
      expect(school).toHaveLength(60);
      const rows = await t.app.db.selectFrom('position').select(['id', 'site_id', 'publish_at']).where('id', 'in', school).execute();
      const schoolSite = await siteId(t.app, 'school.localhost');
      expect(rows.every((r) => r.site_id === schoolSite)).toBe(true);
      const times = school.map((id) => rows.find((r) => r.id === id)!.publish_at);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it.each([
      ['page=0', '参数错误：page 格式不正确'],
      ['page=abc', '参数错误：page 格式不正确'],
      ['page_size=61', '参数错误：page_size 格式不正确'],
      ['page_size=0', '参数错误：page_size 格式不正确'],
    ])('refuses %s with 400 and a Chinese message', async (query, msg) => {
      const res = await get(t.app, `/api/position/gethomeresource?${query}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ apiStatus: false, msg, data: { code: 40001, msg } });
    });
  });

  describe('POST /api/site/gethomeconfig', () => {
    type Config = {
      domainData: { head_img_url: string; top_img: string };
      dataList: { value: string; label: string }[];
      school_college_zone: { name: string; domain: string; thumbnail_url: string }[];
      companyArea: Zone[];
      big_four: Zone[];
      zoneThree: Zone[];
      zoneFour: Zone[];
      show_all: number;
      companyList: { id: number; company_name: string; industry_label: string; logo_url: string }[];
      recruitHot: string;
      school_job_fair_zone: { id: number; home_thumbnail_url: string; title: string; start_at: number }[];
      aboutus: string;
      exhibition: { label: string; show: number; title: string }[];
    };

    it('answers every field of the school site’s home config, form-encoded as the front end sends it', async () => {
      const res = await formPost(t.app, '/api/site/gethomeconfig', { domain: 'school.localhost:8080' });
      const data = body<Config>(res).data;
      expect(data.code).toBe(0);
      expect(data.domainData).toEqual({ head_img_url: '/static/home/school/head.svg', top_img: '/static/home/school/head-narrow.svg' });
      expect(data.dataList).toHaveLength(4);
      expect(data.dataList[0]).toEqual({ value: '326', label: '合作企业' });
      expect(data.school_college_zone).toHaveLength(8);
      expect(data.school_college_zone[0]).toMatchObject({ name: '计算机与人工智能学院', domain: 'dept.school.localhost', thumbnail_url: '/static/home/college/cs.svg' });
      expect(data.companyArea).toHaveLength(14);
      expect(data.big_four).toHaveLength(13);
      expect(data.zoneThree).toHaveLength(5);
      expect(data.zoneFour).toHaveLength(13);
      expect(data.show_all).toBe(1);
      expect(data.companyList).toHaveLength(18);
      expect(data.companyList[0]?.industry_label).not.toBe('');
      expect(JSON.parse(data.recruitHot)).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'fe', isHot: 1 })]));
      expect(data.school_job_fair_zone).toHaveLength(7);
      expect(data.school_job_fair_zone[0]).toMatchObject({ title: expect.stringMatching(/^临江大学2026届毕业生.季大型双选会$/), home_thumbnail_url: '/static/home/fair/1.svg' });
      expect(JSON.parse(data.aboutus)).toMatchObject({ image: '/static/home/school/about.svg', title: '关于本届双选会' });
      expect(data.exhibition.map((b) => b.label)).toEqual(['dataConfig', 'collegeZone', 'zoneOne', 'companyConfig', 'zoneTwo', 'jobFair', 'zoneThree', 'positionConfig', 'zoneFour', 'aboutUs']);
    });

    it('gives zone items of every config_type with the target each needs', async () => {
      const data = body<Config>(await formPost(t.app, '/api/site/gethomeconfig', { domain: 'school.localhost' })).data;
      const items = [...data.companyArea, ...data.big_four, ...data.zoneThree, ...data.zoneFour];
      expect([...new Set(items.map((z) => z.config_type))].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      const zoneIds = (await t.app.db.selectFrom('zone').select('id').execute()).map((z) => String(z.id));
      for (const z of items) {
        if (z.config_type <= 3) expect(zoneIds).toContain(z.config_content);
        if (z.config_type === 4 || z.config_type === 5) expect(z.config_content).toMatch(/^\d+$/);
        // web addresses of the demo open our own pages (no link outside our sites)
        if (z.config_type === 6) expect(z.config_content_details.web_domain).toMatch(/^\/#\/subApp\//);
        else expect(z.config_content_details.web_domain).toBe('');
      }
    });

    it('defaults the domain to the Host, and gives a site without a config empty blocks', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/site/gethomeconfig', headers: { host: 'gate.localhost' }, payload: {} });
      expect(body<Config>(res).data).toMatchObject({ code: 0, dataList: [], companyArea: [], exhibition: [], aboutus: '', recruitHot: '[]', show_all: 1 });
    });

    it('refuses a malformed domain', async () => {
      const res = await formPost(t.app, '/api/site/gethomeconfig', { domain: 'bad host!' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('参数错误：domain 格式不正确');
    });
  });

  describe('POST /api/schoolcollege/gethomeconfig', () => {
    it('answers a department site’s home config', async () => {
      const data = body<{ dataList: unknown[]; exhibition: { label: string }[]; companyList: unknown[] }>(await formPost(t.app, '/api/schoolcollege/gethomeconfig', { domain: 'dept.school.localhost' })).data;
      expect(data.dataList).toHaveLength(4);
      expect(data.exhibition.map((b) => b.label)).toEqual(['dataConfig', 'companyConfig', 'positionConfig']);
      expect(data.companyList).toHaveLength(8);
    });

    it('answers 40402 for a site that is not a school site', async () => {
      const res = await formPost(t.app, '/api/schoolcollege/gethomeconfig', { domain: 'localhost' });
      expect(body(res)).toEqual({ apiStatus: false, msg: '该站点不是学校站点', data: { code: 40402, msg: '该站点不是学校站点' } });
    });
  });

  describe('caching', () => {
    it('keeps a site’s answer until the writer of that site’s data drops it (app.homeCache)', async () => {
      const first = body<{ banner_list: Link[] }>(await get(t.app, '/api/site/gethomeresource')).data.banner_list[0]!;
      // a write nobody announces is not seen: the answer comes from the cache
      await t.app.db.updateTable('home_banner').set({ title: '未经仓库的修改' }).where('id', '=', first.id).execute();
      expect(body<{ banner_list: Link[] }>(await get(t.app, '/api/site/gethomeresource')).data.banner_list[0]?.title).toBe(first.title);
      // another site's write leaves this site's answer alone
      const school = await siteId(t.app, 'school.localhost');
      await saveHomeConfig(t.app.db, school, { show_all: 1 });
      t.app.homeCache.invalidate(school);
      await t.app.db.updateTable('home_banner').set({ title: '春招主会场' }).where('id', '=', first.id).execute();
      expect(body<{ banner_list: Link[] }>(await get(t.app, '/api/site/gethomeresource')).data.banner_list[0]?.title).toBe(first.title);
      // a write to this site is seen at once: the repository names the site, the writer drops it
      const changed = await updateHomeBanner(t.app.db, first.id, { title: '春招主会场（更新）' });
      expect(changed).toBe(await siteId(t.app, 'localhost'));
      t.app.homeCache.invalidate(changed!);
      expect(body<{ banner_list: Link[] }>(await get(t.app, '/api/site/gethomeresource')).data.banner_list[0]?.title).toBe('春招主会场（更新）');
    });

    it('drops cached position chunks when a position of the site closes', async () => {
      const before = body<{ list: { id: number }[] }>(await get(t.app, '/api/position/gethomeresource?page=1')).data.list;
      const closed = before[0]!.id;
      t.app.homeCache.invalidate((await updatePosition(t.app.db, closed, { status: 0 }))!);
      const after = body<{ list: { id: number }[] }>(await get(t.app, '/api/position/gethomeresource?page=1')).data.list;
      expect(after.map((p) => p.id)).not.toContain(closed);
      expect(after[0]?.id).toBe(before[1]?.id);
    });
  });

  describe('malformed JSON texts', () => {
    it('logs and skips malformed recruit_hot and aboutus text instead of failing the answer', async () => {
      const school = await siteId(t.app, 'school.localhost');
      await saveHomeConfig(t.app.db, school, { recruit_hot: '[{"value":"fe","label":"前端开发"', aboutus: '{"image":' });
      t.app.homeCache.invalidate(school);
      const data = body<{ recruitHot: string; aboutus: string; dataList: unknown[] }>(await formPost(t.app, '/api/site/gethomeconfig', { domain: 'school.localhost' })).data;
      expect(data).toMatchObject({ code: 0, recruitHot: '[]', aboutus: '' });
      expect(data.dataList).toHaveLength(4);
      const warned = t.logs.filter((l) => l.msg === 'malformed home JSON skipped').map((l) => l.field);
      expect(warned).toEqual(expect.arrayContaining(['recruit_hot', 'aboutus']));
    });

    it('keeps the well-formed items of a recruit_hot list and logs the rest', async () => {
      const main = await siteId(t.app, 'localhost');
      await saveHomeConfig(t.app.db, main, { recruit_hot: JSON.stringify([{ value: 'fe', label: '前端开发', isHot: '1' }, { label: '无值' }, 'x', { value: 'qa', label: '测试工程师', period: 2026 }]) });
      t.app.homeCache.invalidate(main);
      const data = body<{ recruit_hot: string }>(await get(t.app, '/api/site/gethomeresource')).data;
      expect(JSON.parse(data.recruit_hot)).toEqual([
        { value: 'fe', label: '前端开发', period: '', aliasName: '', isHot: 1 },
        { value: 'qa', label: '测试工程师', period: '2026', aliasName: '', isHot: 0 },
      ]);
      expect(t.logs.some((l) => l.msg === 'malformed recruit_hot items skipped' && l.skipped === 2)).toBe(true);
    });
  });

  describe('GET /api/company/logo', () => {
    it('draws a monogram of the first two characters', async () => {
      const res = await t.app.inject({ url: `/api/company/logo?text=${encodeURIComponent('星河科技')}&tone=3` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('>星河</text>');
      expect(res.body).toContain('#7b61ff');
    });

    it('escapes markup and refuses a missing text or a tone out of range', async () => {
      const res = await t.app.inject({ url: `/api/company/logo?text=${encodeURIComponent('<a')}` });
      expect(res.body).toContain('&#60;a</text>');
      expect(res.body).not.toContain('<a');
      expect((await t.app.inject({ url: '/api/company/logo' })).statusCode).toBe(400);
      expect((await t.app.inject({ url: '/api/company/logo?text=x&tone=9' })).statusCode).toBe(400);
    });
  });
});

describe('home caching turned off', () => {
  it('reads afresh on every request when SITE_CACHE_MS is 0', async () => {
    const database = await createTestDatabase('sqlite');
    const app = await buildApp({ config: testConfig({ ...database.env, SITE_CACHE_MS: '0' }), logger: false });
    try {
      const first = body<{ banner_list: Link[] }>(await get(app, '/api/site/gethomeresource')).data.banner_list[0]!;
      await app.db.updateTable('home_banner').set({ title: '直接修改' }).where('id', '=', first.id).execute();
      expect(body<{ banner_list: Link[] }>(await get(app, '/api/site/gethomeresource')).data.banner_list[0]?.title).toBe('直接修改');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
