import { CAPTCHA_ERRORS, CODE, captchaErrorText, channelLoginError, schoolLoginError, sendCodeError, serverMessage } from './errors';

describe('codes', () => {
  it('name the codes of the spec', () => {
    expect(CODE).toMatchObject({ OK: 0, WRONG_CREDENTIALS: 10003, SESSION_INVALID: 10008, NOT_LOGGED_IN: 20011, FORBIDDEN: 20013, ACCOUNT_NOT_FOUND: 20024, PHONE_NOT_REGISTERED: 30001, ACCOUNT_FROZEN: 500002 });
  });
});

describe('captcha errors', () => {
  it('describe every code from 1001 to 1013 in Chinese', () => {
    for (let code = 1001; code <= 1013; code += 1) {
      expect(CAPTCHA_ERRORS[code]).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(Object.keys(CAPTCHA_ERRORS)).toHaveLength(13);
  });

  it('read as "code: description"', () => {
    expect(captchaErrorText(1001)).toBe('1001: 验证码脚本加载失败');
    expect(captchaErrorText(1013)).toBe('1013: 连续三次刷新失败或连续三次网络验证失败');
    expect(captchaErrorText(9999)).toBe('9999: 当前上网环境异常，请更换网络环境或稍后再试');
  });
});

describe('§8 login and send-code texts', () => {
  it('school login: 20024 and 10003 ask for correct credentials, others read "{code} : {msg}"', () => {
    expect(schoolLoginError(20024, '账号不存在')).toBe('请输入正确的用户名和密码');
    expect(schoolLoginError(10003, '用户名或密码错误')).toBe('请输入正确的用户名和密码');
    expect(schoolLoginError(50001, '服务器繁忙')).toBe('50001 : 服务器繁忙');
    expect(schoolLoginError(-1, '网络异常')).toBe('-1 : 网络异常');
  });

  it('channel login: 500002 is the frozen text, others the server message', () => {
    expect(channelLoginError(500002, 'x')).toBe('登录操作频繁，账号已被冻结，请24小时之后再试');
    expect(channelLoginError(10003, '用户名或密码错误')).toBe('用户名或密码错误');
  });

  it('send code: 30001 is the not-registered text, others the server message', () => {
    expect(sendCodeError(30001, 'x')).toBe('该手机号尚未注册，请先注册');
    expect(sendCodeError(42901, '请求过于频繁')).toBe('请求过于频繁');
    expect(sendCodeError(42901, '')).toBe('请求失败');
  });

  it('other failures show the server message', () => {
    expect(serverMessage('手机号已注册')).toBe('手机号已注册');
    expect(serverMessage(undefined)).toBe('请求失败');
  });
});
