import { createSession } from '../src/db/repositories/session';
import { DB_KINDS, useTestApp } from './helper';

describe.each(DB_KINDS)('back-office placeholder pages on %s', (kind) => {
  const t = useTestApp(kind);

  it.each([
    ['/school/', '/#/?login=school', '学校 / 院系管理员登录'],
    ['/company/', '/#/?login=employer', '企业登录'],
    ['/op/', '/#/?login=channel', '渠道主办方登录'],
  ])('%s says it is a placeholder, that nobody is logged in, and links to its role’s login', async (url, login, text) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('真正的后台管理系统是独立的产品');
    expect(res.body).toContain('当前没有登录。');
    expect(res.body).toContain(`<a class="primary" href="${login}">${text}</a>`);
    expect(res.body).toContain('<a href="/">返回首页</a>');
    expect(res.body).not.toContain('<form');
    expect(res.body).not.toMatch(/<script/i);
  });

  it('links the site icon, and sends /favicon.ico there, so no page asks for a missing file', async () => {
    expect((await t.app.inject({ url: '/company/' })).body).toContain('<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">');
    const icon = await t.app.inject({ url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/static/favicon.svg');
    expect((await t.app.inject({ url: '/static/favicon.svg' })).statusCode).toBe(200);
  });

  it('offers no 返回首页 on a site whose home is the employer back office itself (hire.localhost): it would come back here', async () => {
    const s = await createSession(t.app.db, 'company', 1, 14, { label: '演示企业' });
    for (const url of ['/company/', '/op/']) {
      const res = await t.app.inject({ url, headers: { host: 'hire.localhost', cookie: `uniq_user_token=${s.token}` } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('返回首页');
    }
    expect((await t.app.inject({ url: '/company/', headers: { host: 'school.localhost' } })).body).toContain('<a href="/">返回首页</a>');
  });

  it('redirects the bare paths to the pages', async () => {
    const res = await t.app.inject({ url: '/company' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/company/');
  });

  it('shows the role and identity of the session and a log-out form', async () => {
    const s = await createSession(t.app.db, 'school', 12, 14, { label: '临江大学就业指导中心' });
    const res = await t.app.inject({ url: '/school/', headers: { cookie: `uniq_user_token=${s.token}` } });
    expect(res.body).toContain('<dt>当前登录身份</dt><dd>学校 / 院系管理员</dd>');
    expect(res.body).toContain('<dt>用户 ID</dt><dd>12</dd>');
    expect(res.body).toContain('<dd>临江大学就业指导中心</dd>');
    expect(res.body).toContain('<form method="post" action="/api/user/loginout"><button type="submit">退出登录</button></form>');
    expect(res.body).not.toContain('当前登录身份不属于此后台');
    expect(res.body).not.toContain('?login=');
  });

  it('says when the session belongs to another back office', async () => {
    const s = await createSession(t.app.db, 'company', 5, 14);
    const res = await t.app.inject({ url: '/op/', headers: { cookie: `uniq_user_token=${s.token}` } });
    expect(res.body).toContain('<dd>企业</dd>');
    expect(res.body).toContain('当前登录身份不属于此后台');
    expect(res.body).toContain('<a class="primary" href="/#/?login=channel">渠道主办方登录</a>');
  });

  it('escapes every value it shows', async () => {
    const s = await createSession(t.app.db, 'channel', 6, 14, { label: '<script>alert("x")</script>&\'' });
    const res = await t.app.inject({ url: '/op/', headers: { cookie: `uniq_user_token=${s.token}` } });
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;');
    expect(res.body).not.toMatch(/<script/i);
  });
});
