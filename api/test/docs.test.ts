import { operationIdOf } from '../src/plugins/docs';
import { DB_KINDS, useTestApp } from './helper';

type OpenApi = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }>> };

describe.each(DB_KINDS)('OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);

  it('names every operation uniquely, declares the session cookie and its server, and answers 2XX and 4XX everywhere', async () => {
    type Operation = { operationId: string; responses: Record<string, unknown> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ servers: unknown[]; security: unknown[]; components: { securitySchemes: Record<string, { in: string; name: string }> }; paths: Record<string, Record<string, Operation>> }>();
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const ids = operations.map((o) => o.operationId);
    expect(ids.every((id) => /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.servers.length).toBeGreaterThan(0);
    expect(doc.components.securitySchemes.session).toMatchObject({ in: 'cookie', name: t.config.runtime.cookieNames.token });
    for (const o of operations) {
      expect(Object.keys(o.responses).some((c) => /^[23]/.test(c))).toBe(true);
      expect(Object.keys(o.responses).some((c) => /^4/.test(c))).toBe(true);
    }
    expect(operationIdOf('GET', '/api/resume/getInfo/:id')).toBe('getResumeGetInfoById');
  });

  it('is generated from the route schemas at /api/docs/json', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['/api/site/getsiteinfo', 'get'],
      ['/api/site/getconfig', 'post'],
      ['/company/site/getinfo', 'post'],
      ['/api/qrcodeparameter/create', 'get'],
      ['/api/site/selectlabel', 'get'],
      ['/api/site/gettoken', 'get'],
      ['/api/site/getsitecollege', 'get'],
      ['/api/site/getsitemajors', 'get'],
      ['/api/school/getcollegemajors', 'get'],
      ['/school/site/getschoolqrcode', 'post'],
      ['/school/site/home', 'get'],
      ['/api/user/checkstulogin', 'post'],
      ['/api/user/sendcode', 'get'],
      ['/api/user/sendcode', 'post'],
      ['/api/user/login', 'get'],
      ['/api/site/getloginqrcode', 'get'],
      ['/api/user/loginbyqrcode', 'get'],
      ['/api/user/qrconfirm', 'post'],
      ['/api/user/getcommon', 'get'],
      ['/company/user/login', 'post'],
      ['/api/user/register', 'post'],
      ['/api/user/checksmscode', 'post'],
      ['/api/user/forgetpassword', 'post'],
      ['/school/strategy/login', 'post'],
      ['/channel/user/login', 'post'],
      ['/api/user/loginout', 'get'],
      ['/api/user/transferticket', 'post'],
      ['/api/user/transferlogin', 'get'],
      ['/api/captcha/get', 'get'],
      ['/api/captcha/verify', 'post'],
      ['/api/dev/sms-outbox', 'get'],
      ['/api/mediamaterial/getlist', 'get'],
      ['/api/mediamaterial/getinfo', 'get'],
      ['/api/abilityimprovement/watched', 'get'],
      ['/api/schooljobfairzone/getinfo', 'get'],
      ['/api/schooljobfairzone/getcompanylist', 'get'],
      ['/api/schooljobfairzone/getfairlabel', 'get'],
      ['/api/schoolcollege/jobfairlist', 'get'],
      ['/api/airesume/diagnose', 'post'],
      ['/api/airesume/diagnosis', 'get'],
      ['/api/airesume/diagnosislist', 'get'],
      ['/api/airesume/parse', 'post'],
      ['/api/airesume/getwish', 'get'],
      ['/api/airesume/savewish', 'post'],
      ['/api/airesume/generate', 'post'],
      ['/api/assessment/questions', 'get'],
      ['/api/assessment/submit', 'post'],
      ['/api/assessment/result', 'get'],
      ['/api/careerplan/create', 'post'],
      ['/api/careerplan/get', 'get'],
      ['/api/careerplan/list', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op).toBeDefined();
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '500']));
    }
    expect(doc.paths['/api/site/getconfig']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/api/airesume/savewish']?.post?.requestBody).toBeDefined();
    // pages and static files are not API; the balancer's probes (routes/health) are, at the root
    expect(doc.paths['/readyz']?.get?.responses).toHaveProperty('503');
    expect(Object.keys(doc.paths).filter((p) => !/^\/(api|school|company|channel)\//.test(p))).toEqual(['/healthz', '/readyz']);
  });

  it('serves the documentation UI with its assets from our own origin', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/src="https?:\/\//);
    const asset = /src="([^"]*swagger-ui-bundle\.js)"/.exec(res.body)?.[1] ?? '';
    const js = await t.app.inject({ url: new URL(asset, 'http://localhost/api/docs/').pathname });
    expect(js.statusCode).toBe(200);
  });
});
