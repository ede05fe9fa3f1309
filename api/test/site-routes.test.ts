import { verifyToken } from '../src/lib/token';
import { createSession } from '../src/db/repositories/session';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

describe.each(DB_KINDS)('site calls on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/site/getconfig', () => {
    it('answers the site config of a domain, form-encoded as the front end sends it', async () => {
      const res = await formPost(t.app, '/api/site/getconfig', { domain: 'gate.localhost:8080' });
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toEqual({
        code: 0,
        msg: 'success',
        use_bg_image: 1,
        bg_image: '/static/bg/yunshan-campus.svg',
        title: '云山师范学院就业服务平台',
        subtitle: '学生 · 企业 · 学校，一站式就业服务',
        channel_type: 0,
      });
    });

    it('accepts a JSON body too, and answers organiser sites with their channel type', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/site/getconfig', payload: { domain: 'fair.localhost' } });
      expect(body(res).data).toMatchObject({ code: 0, use_bg_image: 0, channel_type: 1, title: '2026届高校毕业生春季双选会' });
    });

    it('answers an unknown domain with the main site config', async () => {
      const res = await formPost(t.app, '/api/site/getconfig', { domain: 'unknown.example.cn' });
      expect(body(res).data).toMatchObject({ code: 0, title: '启航校招' });
    });

    it.each([
      [{}, '参数错误：domain 不能为空'],
      [{ domain: '' }, '参数错误：domain 不能为空'],
      [{ domain: 'bad host!' }, '参数错误：domain 格式不正确'],
      [{ domain: `${'a'.repeat(254)}` }, '参数错误：domain 不能超过 253 个字符'],
    ])('refuses %j with 400 and a Chinese message naming the field', async (fields, msg) => {
      const res = await formPost(t.app, '/api/site/getconfig', fields as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({ apiStatus: false, msg, data: { code: 40001, msg } });
    });

    it('refuses a POST with no body at all by naming the missing field', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/site/getconfig' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('参数错误：domain 不能为空');
    });

    it('refuses malformed JSON and unsupported content types with the envelope', async () => {
      const bad = await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'application/json' }, payload: '{"domain":' });
      expect(bad.statusCode).toBe(400);
      expect(body(bad).data).toEqual({ code: 40003, msg: '参数错误：请求内容不是有效的 JSON' });
      const xml = await t.app.inject({ method: 'POST', url: '/api/site/getconfig', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
      expect(xml.statusCode).toBe(415);
      expect(body(xml).apiStatus).toBe(false);
    });
  });

  describe('GET /api/site/selectlabel', () => {
    it('lists the exhibition blocks of the host in order, the third being the shown job-fair tab', async () => {
      const res = await t.app.inject({ url: '/api/site/selectlabel?type=exhibition&public_source=1', headers: { host: 'school.localhost' } });
      expect(body(res).data).toEqual({
        code: 0,
        msg: 'success',
        type: 'exhibition',
        list: [
          { value: 'position', label: '职位', show: 1 },
          { value: 'company', label: '企业', show: 1 },
          { value: 'jobfair', label: '双选会', show: 1 },
        ],
      });
    });

    it('takes a domain instead of the Host, and hides the job fair where the site does', async () => {
      const res = await t.app.inject({ url: '/api/site/selectlabel?domain=gate.localhost' });
      expect(body(res).data.list).toContainEqual({ value: 'jobfair', label: '双选会', show: 0 });
    });

    it('answers an empty list for a site without blocks', async () => {
      const res = await t.app.inject({ url: '/api/site/selectlabel' });
      expect(body(res).data.list).toEqual([]);
    });

    it('refuses an unknown label type', async () => {
      const res = await t.app.inject({ url: '/api/site/selectlabel?type=banner' });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe('参数错误：type 只能是 exhibition');
    });
  });

  describe('GET /api/site/gettoken', () => {
    it('gives an anonymous visitor a signed token for this host that expires soon', async () => {
      const before = Date.now();
      const res = await t.app.inject({ url: '/api/site/gettoken', headers: { host: 'fair.localhost:8080' } });
      const data = body<{ token: string; expires_at: number; expires_in: number }>(res).data;
      expect(data.expires_in).toBe(300);
      expect(data.expires_at).toBeGreaterThanOrEqual(before + 300_000);
      const claims = verifyToken(t.config.sessionSecret, data.token);
      expect(claims).toMatchObject({ sub: 'anonymous', sid: '', host: 'fair.localhost', exp: data.expires_at });
    });

    it('binds the token to the caller’s session', async () => {
      const session = await createSession(t.app.db, 'student', 501, 1);
      const res = await t.app.inject({ url: '/api/site/gettoken', headers: { cookie: `uniq_user_token=${session.token}` } });
      const claims = verifyToken(t.config.sessionSecret, body<{ token: string }>(res).data.token);
      expect(claims).toMatchObject({ sub: 'student:501', sid: String(session.id) });
    });
  });

  describe('colleges and majors', () => {
    it('lists the colleges of a school site, and none on the main platform', async () => {
      const school = body(await t.app.inject({ url: '/api/site/getsitecollege?domain=school.localhost' })).data.list as { id: number; name: string }[];
      expect(school.map((c) => c.name)).toEqual(['计算机与人工智能学院', '经济管理学院', '机械与能源工程学院', '化学与材料学院', '外国语学院', '文学与新闻传播学院', '法学院', '医学院']);
      expect(school.every((c) => Number.isInteger(c.id))).toBe(true);
      const main = body(await t.app.inject({ url: '/api/site/getsitecollege?domain=localhost' }));
      expect(main.data.list).toEqual([]);
    });

    it('lists only its own college on a department site', async () => {
      const res = await t.app.inject({ url: '/api/site/getsitecollege?domain=dept.school.localhost' });
      expect((body(res).data.list as { name: string }[]).map((c) => c.name)).toEqual(['计算机与人工智能学院']);
    });

    it('lists majors of a school, optionally of one college', async () => {
      const colleges = body(await t.app.inject({ url: '/api/site/getsitecollege?domain=school.localhost' })).data.list as { id: number; name: string }[];
      const all = body(await t.app.inject({ url: '/api/site/getsitemajors?domain=school.localhost' })).data.list as { college_id: number }[];
      expect(all.length).toBeGreaterThan(20);
      const law = colleges.find((c) => c.name === '法学院');
      const res = await t.app.inject({ url: `/api/site/getsitemajors?domain=school.localhost&college_id=${law?.id}` });
      expect(body(res).data.list).toEqual([
        { id: expect.any(Number), name: '法学', college_id: law?.id, college_name: '法学院' },
        { id: expect.any(Number), name: '知识产权', college_id: law?.id, college_name: '法学院' },
      ]);
    });

    it('gives no majors for a college of another school', async () => {
      const colleges = body(await t.app.inject({ url: '/api/site/getsitecollege?domain=gate.localhost' })).data.list as { id: number }[];
      const res = await t.app.inject({ url: `/api/site/getsitemajors?domain=school.localhost&college_id=${colleges[0]?.id}` });
      expect(body(res).data.list).toEqual([]);
    });

    it('answers majors with their college under /api/school/getcollegemajors', async () => {
      const res = await t.app.inject({ url: '/api/school/getcollegemajors?domain=dept.school.localhost&public_source=1' });
      const list = body(res).data.list as { name: string; college_name: string }[];
      expect(list.map((m) => m.name)).toEqual(['计算机科学与技术', '软件工程', '人工智能', '数据科学与大数据技术', '网络空间安全']);
      expect(new Set(list.map((m) => m.college_name))).toEqual(new Set(['计算机与人工智能学院']));
    });

    it.each([
      ['/api/site/getsitecollege', '参数错误：domain 不能为空'],
      ['/api/site/getsitemajors?domain=school.localhost&college_id=abc', '参数错误：college_id 格式不正确'],
      ['/api/site/getsitemajors?domain=school.localhost&college_id=0', '参数错误：college_id 格式不正确'],
      ['/api/school/getcollegemajors', '参数错误：domain 不能为空'],
    ])('refuses %s', async (url, msg) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(body(res).data).toEqual({ code: 40001, msg });
    });
  });
});
