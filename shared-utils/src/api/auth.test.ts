import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { api } from './api';

const xhr = installFakeXhr();

const ticket = { captcha_appid: 'campus-sms', captcha_randstr: 'r', captcha_ticket: 't' };

type Call = { name: string; run: () => Promise<unknown>; method: string; path: string; payload: Record<string, string> };

const calls: Call[] = [
  {
    name: 'sendStudentCode',
    run: () => api.auth.sendStudentCode({ phone: '886912345678', ...ticket }),
    method: 'GET',
    path: '/api/user/sendcode',
    payload: { phone: '886912345678', type: '1', ...ticket },
  },
  { name: 'studentLogin', run: () => api.auth.studentLogin('13800000001', '123456'), method: 'GET', path: '/api/user/login', payload: { phone: '13800000001', smsCode: '123456' } },
  { name: 'getLoginQrCode', run: () => api.auth.getLoginQrCode('/job'), method: 'GET', path: '/api/site/getloginqrcode', payload: { page: '/job' } },
  { name: 'loginByQrCode', run: () => api.auth.loginByQrCode('u-1'), method: 'GET', path: '/api/user/loginbyqrcode', payload: { uuid: 'u-1' } },
  {
    name: 'sendEmployerCode',
    run: () => api.auth.sendEmployerCode({ phone: '13900000001', service_code: 3, ...ticket }),
    method: 'POST',
    path: '/api/user/sendcode',
    payload: { phone: '13900000001', service_code: '3', type: '2', ...ticket },
  },
  {
    name: 'employerLogin (code)',
    run: () => api.auth.employerLogin({ phone: '13900000001', login_type: 1, smsCode: '123456' }),
    method: 'POST',
    path: '/company/user/login',
    payload: { phone: '13900000001', login_type: '1', smsCode: '123456', type: '2' },
  },
  {
    name: 'employerLogin (password)',
    run: () => api.auth.employerLogin({ phone: '13900000001', login_type: 2, password: 'Demo@2026', ...ticket }),
    method: 'POST',
    path: '/company/user/login',
    payload: { phone: '13900000001', login_type: '2', password: 'Demo@2026', type: '2', ...ticket },
  },
  {
    name: 'employerRegister',
    run: () => api.auth.employerRegister({ phone: '13900000009', sms_code: '123456', password: 'abc123' }),
    method: 'POST',
    path: '/api/user/register',
    payload: { phone: '13900000009', sms_code: '123456', password: 'abc123', type: '2' },
  },
  {
    name: 'checkSmsCode',
    run: () => api.auth.checkSmsCode({ phone: '13900000001', sms_code: '123456' }),
    method: 'POST',
    path: '/api/user/checksmscode',
    payload: { phone: '13900000001', sms_code: '123456', type: '2', service_code: '3' },
  },
  {
    name: 'forgetPassword',
    run: () => api.auth.forgetPassword({ phone: '13900000001', sms_code: '123456', password: 'abc123', confirm_password: 'abc123' }),
    method: 'POST',
    path: '/api/user/forgetpassword',
    payload: { phone: '13900000001', sms_code: '123456', password: 'abc123', confirm_password: 'abc123', type: '2' },
  },
  { name: 'schoolLogin', run: () => api.auth.schoolLogin('linjiang_admin', 'pw'), method: 'POST', path: '/school/strategy/login', payload: { name: 'linjiang_admin', password: 'pw' } },
  { name: 'channelLogin', run: () => api.auth.channelLogin('fair_admin', 'pw'), method: 'POST', path: '/channel/user/login', payload: { username: 'fair_admin', password: 'pw' } },
  { name: 'transferTicket', run: () => api.auth.transferTicket('school.localhost'), method: 'POST', path: '/api/user/transferticket', payload: { target: 'school.localhost' } },
  {
    name: 'transferLogin',
    run: () => api.auth.transferLogin({ ticket: 'tk', login_type: 'company', com_key_user: '5' }),
    method: 'GET',
    path: '/api/user/transferlogin',
    payload: { ticket: 'tk', login_type: 'company', com_key_user: '5' },
  },
  { name: 'captcha.get', run: () => api.captcha.get('campus-login'), method: 'GET', path: '/api/captcha/get', payload: { appid: 'campus-login' } },
  {
    name: 'captcha.verify',
    run: () => api.captcha.verify({ captcha_id: 'c1', x: 120, track: [{ x: 0, t: 0 }, { x: 120, t: 480 }] }),
    method: 'POST',
    path: '/api/captcha/verify',
    payload: { captcha_id: 'c1', x: '120', track: '[{"x":0,"t":0},{"x":120,"t":480}]' },
  },
];

describe('api.auth and api.captcha', () => {
  it.each(calls)('$name calls $method $path with its payload', async ({ run, method, path, payload }) => {
    answerAll(envelope(0));
    await run();
    const request = xhr.last();
    expect(request.method).toBe(method);
    expect(request.path).toBe(path);
    const sent = method === 'GET' ? request.query : request.formBody;
    expect(Object.fromEntries(sent)).toEqual({ ...payload, public_source: '1' });
  });

  it('reads the login answers field by field', async () => {
    answerAll(envelope(0, { user_id: 42, extra: 'x' }));
    await expect(api.auth.studentLogin('13800000001', '1')).resolves.toEqual({ apiStatus: true, code: 0, msg: 'success', user_id: '42' });
    answerAll(envelope(0, { user_id: '7', school: '临江大学', user_type: 0, strategy: 3 }));
    await expect(api.auth.schoolLogin('a', 'b')).resolves.toMatchObject({ user_id: '7', school: '临江大学', user_type: '0', strategy: '3', faculty: '' });
    answerAll(envelope(0, { QRcode: 'data:image/png;base64,AA', UUID: 'abc' }));
    await expect(api.auth.getLoginQrCode('/')).resolves.toMatchObject({ QRcode: 'data:image/png;base64,AA', UUID: 'abc' });
    answerAll(envelope(0, { captcha_id: 'c', image: 'i', piece: 'p', piece_y: '30', piece_size: 52, width: 300, height: 160 }));
    await expect(api.captcha.get('a')).resolves.toMatchObject({ captcha_id: 'c', piece_y: 30, piece_size: 52, width: 300, height: 160 });
  });

  it('passes failures through with their code and message', async () => {
    answerAll(envelope(500002, {}, '登录操作频繁，账号已被冻结，请24小时之后再试'));
    await expect(api.auth.channelLogin('a', 'b')).resolves.toEqual({ apiStatus: false, code: 500002, msg: '登录操作频繁，账号已被冻结，请24小时之后再试' });
    answerAll(envelope(20101, {}, '等待扫码'));
    await expect(api.auth.loginByQrCode('u')).resolves.toMatchObject({ apiStatus: false, code: 20101 });
  });
});
