import Cookies from 'js-cookie';
import { auth$, authEvents$, EMPTY_AUTH, site$, type AuthEvent } from '../bus/streams';
import { decideDisplayMode } from '../site/display-mode';
import { browserNav } from '../site/browser-nav';
import { siteInfoFixture } from '../testing/site-fixture';
import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { http } from './http';

const xhr = installFakeXhr();

function publishSite(rootDomains: string[]): void {
  const info = siteInfoFixture();
  const withDomains = { ...info, brand: { ...info.brand, root_domains: rootDomains } };
  site$.next({ status: 'ready', info: withDomains, mode: decideDisplayMode(withDomains) });
}

afterEach(() => {
  delete window.__CAMPUS__;
  site$.next({ status: 'loading' });
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  window.location.hash = '';
  jest.restoreAllMocks();
});

describe('requests', () => {
  it('sends a GET with the payload and public_source=1 query-encoded, credentials and a 10 s timeout', async () => {
    answerAll(envelope(0));
    await http.get('/api/site/selectlabel', { keyword: '软件 工程', page: 2, filter: { city: '北京' }, skip: undefined });
    const request = xhr.last();
    expect(request.method).toBe('GET');
    expect(request.path).toBe('/api/site/selectlabel');
    expect(Object.fromEntries(request.query)).toEqual({ keyword: '软件 工程', page: '2', filter: '{"city":"北京"}', public_source: '1' });
    expect(request.body).toBeNull();
    expect(request.withCredentials).toBe(true);
    expect(request.timeout).toBe(10_000);
  });

  it('sends a POST form-encoded with objects and arrays as JSON text and public_source=1 in the body', async () => {
    answerAll(envelope(0));
    await http.post('/api/resume/savebasicinfo', { name: '张三', tags: ['Java', 'Go'], edu: { school: '示范大学' }, none: null });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/resume/savebasicinfo');
    expect(request.requestHeaders['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.body).toBe(
      'name=%E5%BC%A0%E4%B8%89&tags=%5B%22Java%22%2C%22Go%22%5D&edu=%7B%22school%22%3A%22%E7%A4%BA%E8%8C%83%E5%A4%A7%E5%AD%A6%22%7D&public_source=1',
    );
    expect(Object.fromEntries(request.formBody)).toEqual({ name: '张三', tags: '["Java","Go"]', edu: '{"school":"示范大学"}', public_source: '1' });
    expect(request.withCredentials).toBe(true);
    expect(request.timeout).toBe(10_000);
  });

  it('uploads multipart with a 15 s timeout and public_source=1', async () => {
    answerAll(envelope(0, { url: '/files/1.pdf' }));
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    const result = await http.upload<{ url: string }>('/api/resume/upload', { file, user_id: 7 });
    const request = xhr.last();
    expect(request.timeout).toBe(15_000);
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect(form.get('user_id')).toBe('7');
    expect(form.get('public_source')).toBe('1');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(request.requestHeaders['content-type']).not.toBe('application/x-www-form-urlencoded');
    expect(result).toMatchObject({ apiStatus: true, url: '/files/1.pdf' });
  });

  it('prefixes the configured API base URL', async () => {
    window.__CAMPUS__ = { apiBase: 'https://api.campus.example.cn' };
    answerAll(envelope(0));
    await http.get('/api/user/getcommon');
    expect(xhr.last().url).toBe('https://api.campus.example.cn/api/user/getcommon?public_source=1');
  });

  it('sends a report on leaving with fetch keepalive, which outlives the page, and never throws', async () => {
    window.__CAMPUS__ = { apiBase: 'https://api.campus.example.cn' };
    const fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
    Object.assign(window, { fetch });
    http.getOnLeave('/api/abilityimprovement/watched', { id: 21, seconds: 14 });
    expect(fetch).toHaveBeenCalledWith('https://api.campus.example.cn/api/abilityimprovement/watched?id=21&seconds=14&public_source=1', { keepalive: true, credentials: 'include' });
    await Promise.resolve();
    Reflect.deleteProperty(window, 'fetch');
  });
});

describe('answers', () => {
  it('merges the data of code 0 with apiStatus true', async () => {
    answerAll(envelope(0, { user_id: 'u1', list: [1, 2] }));
    await expect(http.get('/api/x')).resolves.toEqual({ apiStatus: true, code: 0, msg: 'success', user_id: 'u1', list: [1, 2] });
  });

  it('reads an envelope whatever the HTTP status', async () => {
    answerAll({ status: 400, statusText: 'Bad Request', body: { apiStatus: false, msg: '参数错误', data: { code: 40001, msg: '参数错误' } } });
    await expect(http.post('/api/x')).resolves.toEqual({ apiStatus: false, code: 40001, msg: '参数错误' });
  });

  it('gives 20013 and any other non-zero code as apiStatus false with the data, and does nothing more', async () => {
    const events: AuthEvent[] = [];
    const sub = authEvents$.subscribe((e) => events.push(e));
    Cookies.set('user_id', 'u1', { path: '/' });
    const assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
    answerAll(envelope(20013, { extra: 'x' }, '无权访问该数据'));
    await expect(http.get('/api/x')).resolves.toEqual({ apiStatus: false, code: 20013, msg: '无权访问该数据', extra: 'x' });
    answerAll(envelope(30001, {}, '该手机号尚未注册，请先注册'));
    await expect(http.get('/api/x')).resolves.toMatchObject({ apiStatus: false, code: 30001 });
    expect(Cookies.get('user_id')).toBe('u1');
    expect(events).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    sub.unsubscribe();
  });

  it('returns the status text for a response with no body', async () => {
    answerAll({ status: 502, statusText: 'Bad Gateway' });
    await expect(http.get('/api/x')).resolves.toEqual({ apiStatus: false, code: -2, msg: 'Bad Gateway' });
    answerAll({ status: 500, statusText: 'Internal Server Error', body: '<html>oops</html>' });
    await expect(http.post('/api/x')).resolves.toEqual({ apiStatus: false, code: -2, msg: 'Internal Server Error' });
  });

  it('turns a timeout into our timeout message and never throws', async () => {
    answerAll('timeout');
    await expect(http.get('/api/x')).resolves.toEqual({ apiStatus: false, code: -1, msg: '请求超时，请稍后重试' });
  });

  it('gives a dropped (aborted) request as a transport failure', async () => {
    const controller = new AbortController();
    const pending = http.get('/api/x', {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ apiStatus: false, code: -1, msg: '网络异常，请检查网络后重试' });
  });

  it('turns a network error into our network message', async () => {
    answerAll('network');
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({ apiStatus: false, code: -1, msg: '网络异常，请检查网络后重试' });
  });
});

describe('code 20011 (not logged in)', () => {
  it('removes the user_id cookie, announces the forced logout and goes to #/login off the brand root domains', async () => {
    publishSite(['campus.example.cn']);
    Cookies.set('user_id', 'u1', { path: '/' });
    Cookies.set('login_type', 'student', { path: '/' });
    auth$.next({ ...EMPTY_AUTH, state: 1, userId: 'u1' });
    const events: AuthEvent[] = [];
    const sub = authEvents$.subscribe((e) => events.push(e));
    const assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
    answerAll(envelope(20011, {}, '请先登录'));

    await expect(http.get('/api/user/getcommon')).resolves.toMatchObject({ apiStatus: false, code: 20011, msg: '请先登录' });

    expect(Cookies.get('user_id')).toBeUndefined();
    expect(auth$.getValue()).toEqual(EMPTY_AUTH);
    expect(events).toEqual([{ type: 'forcedOut' }]);
    expect(window.location.hash).toBe('#/login');
    expect(assign).not.toHaveBeenCalled();
    sub.unsubscribe();
  });

  it('goes to the site root on a root domain of the brand', async () => {
    publishSite(['localhost']);
    window.__CAMPUS__ = { cookieNames: { userId: 'campus_uid' } };
    Cookies.set('campus_uid', 'u9', { path: '/' });
    const assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
    answerAll(envelope(20011));

    await http.post('/api/collect/add', { id: 1 });

    expect(Cookies.get('campus_uid')).toBeUndefined();
    expect(assign).toHaveBeenCalledWith('/');
    expect(window.location.hash).toBe('');
  });
});
