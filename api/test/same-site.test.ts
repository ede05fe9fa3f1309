import { STATE_CHANGING_GETS } from '../src/plugins/same-site';
import { DAY, newColumn, newFair, newMaterial } from './content-helper';
import { body, DB_KINDS, formPost, useTestApp } from './helper';
import { newStudent } from './mine-helper';

const HOST = 'school.localhost';
const CROSS = { 'sec-fetch-site': 'cross-site' };
const REFUSED = { apiStatus: false, msg: '请求来源不被允许', data: { code: 40301, msg: '请求来源不被允许' } };

describe.each(DB_KINDS)('cross-site refusal (plugins/same-site.ts) on %s', (kind) => {
  const t = useTestApp(kind, { CORS_ORIGINS: 'https://partner.example.com' });
  let fair = 0;
  let video = 0;

  beforeAll(async () => {
    const site = (await t.app.db.selectFrom('site').select('id').where('host', '=', HOST).executeTakeFirstOrThrow()).id;
    fair = await newFair(t.app, site, { title: '跨站测试双选会', kind: 'offline', start_at: t.app.now() + DAY, end_at: t.app.now() + 2 * DAY });
    video = await newMaterial(t.app, { column_id: await newColumn(t.app, site, '跨站测试栏目'), kind: 'video', title: '跨站测试视频', publish_at: t.app.now() - DAY });
  });

  const signUp = (headers: Record<string, string>) => formPost(t.app, '/api/schooljobfairzone/signup', { id: String(fair) }, { host: HOST, ...headers });
  const signups = async (studentId: number) => (await t.app.db.selectFrom('job_fair_signup').select('ticket').where('student_id', '=', studentId).execute()).length;

  it('refuses a POST the browser marks cross-site from a foreign origin, before it runs', async () => {
    const s = await newStudent(t.app);
    for (const origin of ['https://evil.example', 'null', 'http://school.localhost.evil.example']) {
      const res = await signUp({ ...s.headers, ...CROSS, origin });
      expect({ origin, status: res.statusCode, body: res.json() }).toEqual({ origin, status: 403, body: REFUSED });
    }
    // a cross-site form post carries no Origin in some browsers: refused as well
    expect((await signUp({ ...s.headers, ...CROSS })).statusCode).toBe(403);
    expect(await signups(s.id)).toBe(0);
    const logout = await formPost(t.app, '/api/user/loginout', {}, { host: HOST, ...s.headers, ...CROSS, origin: 'https://evil.example' });
    expect(logout.statusCode).toBe(403);
    expect(body(await t.app.inject({ url: '/api/user/getcommon', headers: { host: HOST, ...s.headers } })).data.code).toBe(0);
  });

  it('lets cross-site calls from our own sites and from CORS_ORIGINS through', async () => {
    const s = await newStudent(t.app);
    for (const origin of ['http://school.localhost', 'http://dept.school.localhost', 'https://partner.example.com']) {
      const res = await signUp({ ...s.headers, ...CROSS, origin });
      expect({ origin, status: res.statusCode, code: body(res).data.code }).toEqual({ origin, status: 200, code: 0 });
    }
    expect(await signups(s.id)).toBe(1);
    // an origin is scheme, host and port: another port or scheme of the partner or of a site host is not it
    for (const origin of ['https://partner.example.com:8443', 'http://dept.school.localhost:8080', 'https://school.localhost']) {
      expect({ origin, status: (await signUp({ ...s.headers, ...CROSS, origin })).statusCode }).toEqual({ origin, status: 403 });
    }
  });

  it('judges a browser that sends no Sec-Fetch-Site by its Origin, else its Referer', async () => {
    const s = await newStudent(t.app);
    expect((await signUp({ ...s.headers, origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await signUp({ ...s.headers, referer: 'https://evil.example/page.html' })).statusCode).toBe(403);
    const link = await t.app.inject({ url: '/api/resume/deleteattachment?id=1', headers: { host: HOST, ...s.headers, referer: 'http://school.localhost:9000/x' } });
    expect(link.statusCode).toBe(403);
    expect(await signups(s.id)).toBe(0);
    expect(body(await signUp({ ...s.headers, origin: 'http://school.localhost', referer: 'http://school.localhost/#/jobFair' })).data.code).toBe(0);
  });

  it('lets same-origin, user-initiated and unmarked requests through', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      const s = await newStudent(t.app);
      const headers = site === undefined ? s.headers : { ...s.headers, 'sec-fetch-site': site, origin: 'https://evil.example' };
      expect({ site, code: body(await signUp(headers)).data.code }).toEqual({ site, code: 0 });
    }
  });

  // issue 27: a page on another port of the same host (or any sibling subdomain) is same-site to the browser
  it('refuses a same-site request unless its Origin (or Referer) is exactly one of our sites', async () => {
    for (const from of <Record<string, string>[]>[{ origin: 'http://school.localhost:9000' }, { origin: 'http://evil.school.localhost' }, { origin: 'https://school.localhost' }, { referer: 'http://school.localhost:9000/x' }, {}]) {
      const s = await newStudent(t.app);
      const res = await signUp({ ...s.headers, 'sec-fetch-site': 'same-site', ...from });
      expect({ from, status: res.statusCode, body: res.json() }).toEqual({ from, status: 403, body: REFUSED });
      expect(await signups(s.id)).toBe(0);
    }
    const s = await newStudent(t.app);
    expect(body(await signUp({ ...s.headers, 'sec-fetch-site': 'same-site', origin: 'http://school.localhost' })).data.code).toBe(0);
    expect(await signups(s.id)).toBe(1);
  });

  it('guards the GET calls that change state, HEAD included, and no reads', async () => {
    const s = await newStudent(t.app);
    const watched = `/api/abilityimprovement/watched?id=${video}&seconds=30`;
    const cross = { host: HOST, ...s.headers, ...CROSS };
    expect((await t.app.inject({ url: watched, headers: cross })).json()).toEqual(REFUSED);
    expect(await t.app.db.selectFrom('video_progress').select('seconds').where('student_id', '=', s.id).execute()).toEqual([]);
    for (const method of ['GET', 'HEAD'] as const) expect((await t.app.inject({ method, url: '/api/user/loginout', headers: cross })).statusCode).toBe(403);
    // the session survived: reads answer cross-site
    expect(body(await t.app.inject({ url: '/api/user/getcommon', headers: cross })).data.code).toBe(0);
    expect(body(await t.app.inject({ url: '/api/site/getsiteinfo', headers: cross })).data.code).toBe(0);
    expect(body(await t.app.inject({ url: `/api/mediamaterial/getinfo?id=${video}`, headers: cross })).data.code).toBe(0);
    // without the mark the call runs
    expect(body(await t.app.inject({ url: watched, headers: { host: HOST, ...s.headers } })).data).toMatchObject({ code: 0, seconds: 30 });
  });

  it('guards a state-changing GET also when its path is spelled differently', async () => {
    const s = await newStudent(t.app);
    const res = await t.app.inject({ url: '/api/user/logino%75t', headers: { host: HOST, ...s.headers, ...CROSS } });
    expect(res.statusCode).toBe(403);
    expect(body(await t.app.inject({ url: '/api/user/getcommon', headers: { host: HOST, ...s.headers } })).data.code).toBe(0);
  });

  it('names only GET routes that exist', () => {
    for (const url of STATE_CHANGING_GETS) expect({ url, found: t.app.hasRoute({ method: 'GET', url }) }).toEqual({ url, found: true });
  });
});
