import { body, DB_KINDS, useTestApp } from './helper';

describe.each(DB_KINDS)('GET /school/site/home on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the landing data of the gate school by Host', async () => {
    const res = await t.app.inject({ url: '/school/site/home?public_source=1', headers: { host: 'gate.localhost:8080' } });
    expect(body(res).data).toEqual({
      code: 0,
      msg: 'success',
      school: '云山师范学院',
      school_type: 1,
      college: '',
      school_badge: '/static/badge/yunshan.svg',
      school_building: '/static/bg/yunshan-campus.svg',
      use_bg_image: 1,
      bg_image: '/static/bg/yunshan-campus.svg',
      qr_parameter_id: 'sch-yunshan',
      title: '云山师范学院就业服务平台',
      subtitle: '学生 · 企业 · 学校，一站式就业服务',
    });
  });

  it('answers a department by domain, with its college', async () => {
    const res = await t.app.inject({ url: '/school/site/home?domain=dept.school.localhost' });
    expect(body(res).data).toMatchObject({ school: '临江大学', school_type: 2, college: '计算机与人工智能学院', qr_parameter_id: 'dept-linjiang-cs' });
  });

  it('answers code 40402 on a site that is not a school', async () => {
    const res = await t.app.inject({ url: '/school/site/home', headers: { host: 'localhost' } });
    expect(body(res).data).toEqual({ code: 40402, msg: '该站点不是学校站点' });
  });

  it('refuses a malformed domain', async () => {
    const res = await t.app.inject({ url: '/school/site/home?domain=%3Cb%3E' });
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('参数错误：domain 格式不正确');
  });
});
