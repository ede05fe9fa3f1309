import type { SiteInfo } from '@campus/shared-utils';
import { decideDisplayMode } from '@campus/shared-utils/rules';
import { body, DB_KINDS, useTestApp } from './helper';

describe.each(DB_KINDS)('GET /api/site/getsiteinfo on %s', (kind) => {
  const t = useTestApp(kind);

  async function siteInfo(host: string): Promise<SiteInfo> {
    const res = await t.app.inject({ method: 'GET', url: '/api/site/getsiteinfo?public_source=1', headers: { host } });
    expect(res.statusCode).toBe(200);
    const json = body(res);
    expect(json.apiStatus).toBe(true);
    expect(json.data.code).toBe(0);
    const { code: _code, msg: _msg, ...info } = json.data;
    return info as unknown as SiteInfo;
  }

  it('answers the main platform on localhost: type 1, every AI flag, show_about', async () => {
    const info = await siteInfo('localhost:8080');
    expect(info).toMatchObject({
      domain: 'localhost',
      type: 1,
      show_about: 1,
      is_hide_logo: 0,
      is_open_ai: 1,
      is_ai_interview: 1,
      is_ai_career_planning: 1,
      school: null,
      channel: null,
    });
    expect(info.brand).toMatchObject({ key: 'main', generation: 'new', is_main: true, root_domains: ['localhost'] });
    expect(info.brand.footer.variant).toBe('main');
    expect(info.brand.footer.figures).toEqual([
      { value: '1000+', label: '合作高校' },
      { value: '100万+', label: '学生' },
      { value: '20000+', label: '场线上招聘会' },
      { value: '100+', label: '场线下招聘会' },
    ]);
    expect(info.brand.footer.addresses.length).toBeGreaterThan(0);
    expect(info.brand.hotlines.hours).toBe('9:00-18:00');
    expect(decideDisplayMode(info)).toEqual({ kind: 'normal', home: '/' });
  });

  it('answers exactly the SiteInfo fields, no more and no fewer', async () => {
    const info = await siteInfo('localhost');
    expect(Object.keys(info).sort()).toEqual(
      [
        'domain', 'type', 'show_about', 'is_hide_logo', 'is_taiban', 'is_open_ai', 'is_ai_interview', 'is_ai_career_planning', 'not_prod',
        'qr_parameter_id', 'company_concat_qr_code_url', 'catalogue', 'school', 'channel', 'exhibition', 'brand', 'mobile_jump_url',
      ].sort(),
    );
    expect(Object.keys(info.brand).sort()).toEqual(['footer', 'generation', 'home_title', 'hotlines', 'is_main', 'key', 'logo_url', 'name', 'root_domains'].sort());
  });

  it('answers the school site: school_type 1, job fair shown, AI on with interview and career book off', async () => {
    const info = await siteInfo('school.localhost:8080');
    expect(info).toMatchObject({ domain: 'school.localhost', type: 2, is_open_ai: 1, is_ai_interview: 0, is_ai_career_planning: 0 });
    expect(info.brand.key).toBe('main');
    expect(info.school).toMatchObject({ school: '临江大学', school_type: 1, is_show_jobfair: 1, qr_parameter_id: 'sch-linjiang', college: '' });
    expect(info.school?.config.school_badge).toMatch(/^\/static\//);
    const exhibition = JSON.parse(info.exhibition) as { label: string; show: number; title: string }[];
    expect(exhibition[2]).toEqual({ label: 'jobfair', show: 1, title: '双选会' });
    expect(decideDisplayMode(info)).toEqual({ kind: 'normal', home: '/' });
  });

  it('answers the department site: school_type 2 with its college, home is the college positions', async () => {
    const info = await siteInfo('dept.school.localhost');
    expect(info.type).toBe(2);
    expect(info.school).toMatchObject({ school_type: 2, is_show_jobfair: 1, college: '计算机与人工智能学院' });
    expect(decideDisplayMode(info)).toEqual({ kind: 'normal', home: '/subApp/collegePosition' });
  });

  it('answers the gate site: a school with is_show_jobfair 0, shown as the transfer-login page', async () => {
    const info = await siteInfo('gate.localhost');
    expect(info.type).toBe(2);
    expect(info.school).toMatchObject({ school: '云山师范学院', is_show_jobfair: 0 });
    expect(decideDisplayMode(info)).toEqual({ kind: 'transferLogin' });
  });

  it('answers the organiser sites by show_content: 3 normal (Taiwan-enabled), 1 login page, 2 redirect', async () => {
    const fair = await siteInfo('fair.localhost');
    expect(fair).toMatchObject({ type: 3, is_taiban: 1 });
    expect(fair.channel).toMatchObject({ show_content: 3, title: '2026届高校毕业生春季双选会', subtitle: '百所高校 · 千家企业 · 万个岗位' });
    expect(fair.channel?.badge).toMatch(/^\/static\/badge\/.+\.svg$/);
    expect(decideDisplayMode(fair)).toEqual({ kind: 'normal', home: '/' });

    const org = await siteInfo('org.localhost');
    expect(org.channel?.show_content).toBe(1);
    expect(decideDisplayMode(org)).toEqual({ kind: 'organiserLogin' });

    const hire = await siteInfo('hire.localhost');
    expect(hire.channel?.show_content).toBe(2);
    expect(decideDisplayMode(hire)).toEqual({ kind: 'redirect', to: '/company/#/' });
  });

  it('answers the province site: old-style brand, hidden logo, its own footer, figures and filing number', async () => {
    const info = await siteInfo('province.localhost');
    expect(info.is_hide_logo).toBe(1);
    expect(info.brand).toMatchObject({ key: 'province', generation: 'old', is_main: false });
    expect(info.brand.footer.variant).toBe('province');
    expect(info.brand.footer.figures.map((f) => f.value)).toEqual(['500000+', '20000+', '1000+', '1+X']);
  });

  it('gives the three brand families different footer variants and filing numbers', async () => {
    const footers = await Promise.all(['localhost', 'province.localhost', 'uni.localhost'].map(async (h) => (await siteInfo(h)).brand.footer));
    expect(footers.map((f) => f.variant)).toEqual(['main', 'province', 'university']);
    expect(new Set(footers.map((f) => f.filing_number)).size).toBe(3);
    for (const f of footers) {
      expect(f.filing_number).toMatch(/ICP备\d+号/);
      expect(f.phone).not.toBe('');
      expect(f.email).toMatch(/@/);
      expect(f.wechat).not.toBe('');
      expect(f.public_qr_url).toMatch(/^\/api\/qrcodeparameter\/image\?scene=/);
    }
  });

  it('answers unknown hosts with the main platform site', async () => {
    for (const host of ['nowhere.example.cn', 'evil.localhost:9999', '127.0.0.1:8080', '[::1]:8080']) {
      expect((await siteInfo(host)).domain).toBe('localhost');
    }
  });

  it('ignores the port and letter case of the Host', async () => {
    expect((await siteInfo('SCHOOL.Localhost:3000')).domain).toBe('school.localhost');
    expect((await siteInfo('fair.localhost.')).domain).toBe('fair.localhost');
  });

  it('keeps every URL on our own origin', async () => {
    for (const host of ['localhost', 'school.localhost', 'fair.localhost', 'province.localhost', 'uni.localhost']) {
      const text = JSON.stringify(await siteInfo(host));
      expect(text).not.toMatch(/https?:\/\//);
    }
  });
});
