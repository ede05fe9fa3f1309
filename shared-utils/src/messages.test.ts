import { MSG, msgText } from './messages';

describe('MSG', () => {
  it('holds every text of spec §5 and §8 and the dialogs exactly', () => {
    const texts: unknown[] = Object.values(MSG).filter((v) => typeof v === 'string');
    const spec = [
      '请输入手机号码', '请输入正确的手机号码', '请输入正确的手机号', '请输入手机号', '请输入验证码', '请输入正确的验证码',
      '请输入密码', '请设置密码', '请输入新密码', '密码须为6-16位，特殊字符仅支持!@#$%', '新密码不能为空', '两次输入的密码不一致',
      '请输入用户名', '请输入正确的用户名和密码', '登录操作频繁，账号已被冻结，请24小时之后再试', '该手机号尚未注册，请先注册',
      '登录成功', '密码修改成功，请使用新密码登录', '接口请求失败', '请求失败', '接口调用失败', '忘记密码', '请与我们联系',
      '当前上网环境异常，请更换网络环境或稍后再试', '微信扫码联系客服', '提示', '是否确定退出？', '当前登录身份是',
      '切换为学生身份登录后方可查看', '切换为学生', '学生登录注册', '学生登录', '请使用微信扫描二维码', '二维码失效', '点击刷新',
      '获取验证码', '登录/注册',
    ];
    expect(texts).toEqual(expect.arrayContaining(spec));
  });

  it('counts down the SMS link as "Ns后可重试"', () => {
    expect(MSG.retryIn(60)).toBe('60s后可重试');
    expect(MSG.retryIn(1)).toBe('1s后可重试');
  });

  it('gives the text of a key', () => {
    expect(msgText('loginSuccess')).toBe('登录成功');
  });
});
