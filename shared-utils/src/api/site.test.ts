import { answerAll, envelope, FakeXhr, installFakeXhr } from '../testing/fake-xhr';
import { siteInfoFixture } from '../testing/site-fixture';
import { api } from './api';

const xhr = installFakeXhr();

type Call = { name: string; run: () => Promise<unknown>; method: string; path: string; payload: Record<string, string> };

const calls: Call[] = [
  { name: 'getSiteInfo', run: () => api.site.getSiteInfo(), method: 'GET', path: '/api/site/getsiteinfo', payload: {} },
  { name: 'getConfig', run: () => api.site.getConfig('school.localhost'), method: 'POST', path: '/api/site/getconfig', payload: { domain: 'school.localhost' } },
  { name: 'getCompanySiteInfo', run: () => api.site.getCompanySiteInfo('localhost'), method: 'POST', path: '/company/site/getinfo', payload: { domain: 'localhost' } },
  { name: 'createQrParameter', run: () => api.site.createQrParameter(), method: 'GET', path: '/api/qrcodeparameter/create', payload: { type: '4' } },
  { name: 'selectLabel', run: () => api.site.selectLabel(), method: 'GET', path: '/api/site/selectlabel', payload: {} },
  { name: 'getToken', run: () => api.site.getToken(), method: 'GET', path: '/api/site/gettoken', payload: {} },
  { name: 'getSiteCollege', run: () => api.site.getSiteCollege('d'), method: 'GET', path: '/api/site/getsitecollege', payload: { domain: 'd' } },
  { name: 'getSiteMajors', run: () => api.site.getSiteMajors('d'), method: 'GET', path: '/api/site/getsitemajors', payload: { domain: 'd' } },
  { name: 'getCollegeMajors', run: () => api.site.getCollegeMajors('d'), method: 'GET', path: '/api/school/getcollegemajors', payload: { domain: 'd' } },
  { name: 'getSchoolQrCode', run: () => api.site.getSchoolQrCode(), method: 'POST', path: '/school/site/getschoolqrcode', payload: {} },
  { name: 'schoolHome', run: () => api.site.schoolHome(), method: 'GET', path: '/school/site/home', payload: {} },
];

describe('api.site', () => {
  it.each(calls)('$name calls $method $path', async ({ run, method, path, payload }) => {
    answerAll(envelope(0));
    await run();
    const request = xhr.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    const sent = method === 'GET' ? request.query : request.formBody;
    expect(Object.fromEntries(sent)).toEqual({ ...payload, public_source: '1' });
  });

  it('gives the site information parsed and typed', async () => {
    const info = siteInfoFixture({ type: 2 });
    answerAll(envelope(0, { ...info, type: '2', is_taiban: '1' }));
    await expect(api.site.getSiteInfo()).resolves.toEqual({ ...info, type: 2, is_taiban: 1, apiStatus: true, code: 0, msg: 'success' });
  });

  it('reads a malformed site answer as the main platform instead of failing the page', async () => {
    answerAll(envelope(0, { type: 'x', school: 'oops', brand: null, exhibition: 42 }));
    const result = await api.site.getSiteInfo();
    expect(result).toMatchObject({ apiStatus: true, type: 1, school: null, channel: null, exhibition: '' });
    expect(result.apiStatus && result.brand.root_domains).toEqual([]);
  });

  it('passes failures through untouched', async () => {
    answerAll(envelope(40402, {}, '该站点不是学校站点'));
    await expect(api.site.schoolHome()).resolves.toEqual({ apiStatus: false, code: 40402, msg: '该站点不是学校站点' });
  });

  it('reads the contact data and QR code answers with safe defaults', async () => {
    FakeXhr.responder = (r) =>
      r.path === '/company/site/getinfo'
        ? envelope(0, { wechat: 'campus_hr', phone: 4000000000, email: null, company_concat_qr_code_url: '/static/qr.svg' })
        : envelope(0, { QRcode: { bad: true } });
    await expect(api.site.getCompanySiteInfo('localhost')).resolves.toMatchObject({
      apiStatus: true,
      wechat: 'campus_hr',
      phone: '4000000000',
      email: '',
      company_concat_qr_code_url: '/static/qr.svg',
    });
    await expect(api.site.createQrParameter({ type: '4' })).resolves.toMatchObject({ apiStatus: true, QRcode: '' });
  });

  it('reads college and major lists, dropping malformed items', async () => {
    answerAll(envelope(0, { list: [{ id: '3', name: '计算机学院' }, 'junk', null, { id: 4, name: '外国语学院', college_id: 1 }] }));
    await expect(api.site.getSiteCollege('school.localhost')).resolves.toMatchObject({
      list: [
        { id: 3, name: '计算机学院' },
        { id: 4, name: '外国语学院' },
      ],
    });
    answerAll(envelope(0, { list: 'not a list' }));
    await expect(api.site.getCollegeMajors('school.localhost')).resolves.toMatchObject({ apiStatus: true, list: [] });
  });

  it('reads the landing data and site config', async () => {
    answerAll(envelope(0, { school: '示范大学', school_type: 1, qr_parameter_id: 'school-1' }));
    await expect(api.site.schoolHome()).resolves.toMatchObject({ school: '示范大学', school_type: 1, qr_parameter_id: 'school-1', school_badge: '' });
    answerAll(envelope(0, { use_bg_image: '1', bg_image: '/static/bg.svg', title: '春招', channel_type: '2' }));
    await expect(api.site.getConfig('fair.localhost')).resolves.toMatchObject({ use_bg_image: 1, bg_image: '/static/bg.svg', title: '春招', subtitle: '', channel_type: 2 });
  });
});
