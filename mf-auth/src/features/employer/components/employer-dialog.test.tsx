import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { api, auth$, browserNav, openDialog$ } from '@campus/shared-utils';
import { DialogHost } from '../../../app/dialog-host';
import { failure, mockCaptcha, ok } from '../../../testing/api-mocks';
import { findToast, installMatchMedia, open, publishSite, resetAll } from '../../../testing/bus';
import { solveSlider } from '../../../testing/captcha-steps';

beforeAll(installMatchMedia);
let assign: jest.SpyInstance;
beforeEach(() => {
  resetAll();
  assign = jest.spyOn(browserNav, 'assign').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function openEmployer(view?: 'login' | 'register' | 'forgot', fakeTimers = false) {
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  render(<DialogHost />);
  publishSite();
  open(view ? { kind: 'employer', view } : { kind: 'employer' });
  const titles = { login: '企业登录', register: '企业注册', forgot: '找回密码' };
  await screen.findByRole('dialog', { name: titles[view ?? 'login'] });
  return user;
}

const phone = () => screen.getByRole('textbox', { name: '手机号' });
const code = () => screen.getByRole('textbox', { name: '验证码' });
const password = (name = '密码') => screen.getByLabelText(name, { selector: 'input' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('employer dialog: login', () => {
  it('shows the password tab first, the code tab, the links and the marketing figures of §1', async () => {
    await openEmployer();
    const tabs = screen.getByRole('tablist', { name: '登录方式' });
    expect(within(tabs).getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'false');
    const figures = screen.getByRole('complementary', { name: '平台数据' });
    for (const [value, label] of [['1500+', '合作院校'], ['800万+', '学生'], ['6万+', '场线上招聘会'], ['1000+', '场线下招聘会']]) {
      expect(within(figures).getByText(value)).toBeInTheDocument();
      expect(within(figures).getByText(label)).toBeInTheDocument();
    }
    expect(button('忘记密码？')).toBeInTheDocument();
    expect(button('立即注册')).toBeInTheDocument();
  });

  it('validates the password form with the §5 texts', async () => {
    const login = jest.spyOn(api.auth, 'employerLogin');
    const user = await openEmployer();
    await user.click(button('登录'));
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await user.type(phone(), '12345678901');
    await user.type(password(), 'abc');
    await user.click(button('登录'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(screen.getByText('密码须为6-16位，特殊字符仅支持!@#$%')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('toggles the password visibility', async () => {
    const user = await openEmployer();
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(button('显示密码'));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(button('隐藏密码'));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('logs in with the password after the slider (login app id), with Enter; state 2 and /company/#/', async () => {
    const { get } = mockCaptcha();
    const login = jest.spyOn(api.auth, 'employerLogin').mockResolvedValue(ok({ user_id: 'E55', registered: 0 as const }));
    const user = await openEmployer();
    await user.type(phone(), '13900000001');
    await user.type(password(), 'Demo@2026{Enter}');
    await solveSlider(user);
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({ phone: '13900000001', login_type: 2, password: 'Demo@2026', captcha_appid: 'campus-login', captcha_randstr: 'rand', captcha_ticket: 'tick' }),
    );
    expect(get).toHaveBeenCalledWith('campus-login');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/company/#/'));
    expect(Cookies.get('com_key_user')).toBe('E55');
    expect(Cookies.get('login_type')).toBe('company');
    expect(Cookies.get('platform')).toBe('qiye');
    expect(auth$.getValue().state).toBe(2);
    expect(openDialog$.getValue()).toBeNull();
  });

  it('warns with the server message when the login fails and stays', async () => {
    mockCaptcha();
    jest.spyOn(api.auth, 'employerLogin').mockResolvedValue(failure(30008, '手机号或密码错误'));
    const user = await openEmployer();
    await user.type(phone(), '13900000001');
    await user.type(password(), 'wrong123');
    await user.click(button('登录'));
    await solveSlider(user);
    const toast = await findToast('手机号或密码错误');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(assign).not.toHaveBeenCalled();
    expect(Cookies.get('com_key_user')).toBeUndefined();
  });

  it('logs in with an SMS code (service code 1) from the code tab', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendEmployerCode').mockResolvedValue(ok({}));
    const login = jest.spyOn(api.auth, 'employerLogin').mockResolvedValue(ok({ user_id: 'E9', registered: 0 as const }));
    const user = await openEmployer();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    await user.type(phone(), '13900000002');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ phone: '13900000002', service_code: 1, captcha_appid: 'campus-sms', captcha_randstr: 'rand', captcha_ticket: 'tick' }));
    await user.type(code(), '123456{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledWith({ phone: '13900000002', login_type: 1, smsCode: '123456' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/company/#/'));
  });

  it('lands a first code login, which registered the employer, like a registration', async () => {
    jest.spyOn(api.auth, 'employerLogin').mockResolvedValue(ok({ user_id: 'E10', registered: 1 as const }));
    const user = await openEmployer();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(phone(), '13900000003');
    await user.type(code(), '123456{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/company/#/?isregu=true'));
  });

  it('moves between the tabs with the arrow keys', async () => {
    const user = await openEmployer();
    screen.getByRole('tab', { name: '密码登录' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
  });

  it('validates the code form: 请输入验证码 and exactly 6 digits', async () => {
    const user = await openEmployer();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(phone(), '13900000002');
    await user.click(button('登录'));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    await user.type(code(), '12345');
    await user.click(button('登录'));
    expect(await screen.findByText('请输入正确的验证码')).toBeInTheDocument();
  });

  it('says 请输入正确的手机号 when asked for a code with a bad phone, and sends nothing', async () => {
    const send = jest.spyOn(api.auth, 'sendEmployerCode');
    const user = await openEmployer();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(button('获取验证码')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('获取验证码'));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('employer dialog: register', () => {
  it('registers with the code (service code 2) and a password, then /company/#/?isregu=true', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendEmployerCode').mockResolvedValue(ok({}));
    const register = jest.spyOn(api.auth, 'employerRegister').mockResolvedValue(ok({ user_id: 'E77' }));
    const user = await openEmployer();
    await user.click(button('立即注册'));
    expect(await screen.findByRole('dialog', { name: '企业注册' })).toBeInTheDocument();
    await user.click(button('注册'));
    expect(await screen.findByText('请设置密码')).toBeInTheDocument();
    await user.type(phone(), '13900000009');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '13900000009', service_code: 2 })));
    await user.type(code(), '654321');
    await user.type(password(), 'abc123!{Enter}');
    await waitFor(() => expect(register).toHaveBeenCalledWith({ phone: '13900000009', sms_code: '654321', password: 'abc123!' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/company/#/?isregu=true'));
    expect(Cookies.get('com_key_user')).toBe('E77');
  });

  it('warns 30002 with the server message', async () => {
    jest.spyOn(api.auth, 'employerRegister').mockResolvedValue(failure(30002, '该手机号已注册，请直接登录'));
    const user = await openEmployer('register');
    await user.type(phone(), '13900000001');
    await user.type(code(), '123456');
    await user.type(password(), 'abc123');
    await user.click(button('注册'));
    await findToast('该手机号已注册，请直接登录');
    expect(assign).not.toHaveBeenCalled();
  });

  it('links back to login', async () => {
    const user = await openEmployer('register');
    await user.click(button('去登录'));
    expect(await screen.findByRole('dialog', { name: '企业登录' })).toBeInTheDocument();
  });
});

describe('employer dialog: forgot password', () => {
  it('verifies the phone and code (service code 3), sets the new password, says so and returns to login', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendEmployerCode').mockResolvedValue(ok({}));
    const check = jest.spyOn(api.auth, 'checkSmsCode').mockResolvedValue(ok({}));
    const reset = jest.spyOn(api.auth, 'forgetPassword').mockResolvedValue(ok({}));
    const user = await openEmployer();
    await user.click(button('忘记密码？'));
    expect(await screen.findByRole('dialog', { name: '找回密码' })).toBeInTheDocument();
    expect(screen.getByText('验证手机号')).toBeInTheDocument();
    await user.type(phone(), '13900000001');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '13900000001', service_code: 3 })));
    await user.type(code(), '111222{Enter}');
    await waitFor(() => expect(check).toHaveBeenCalledWith({ phone: '13900000001', sms_code: '111222' }));
    expect(await screen.findByText('设置新密码')).toBeInTheDocument();

    await user.click(button('确认修改'));
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('新密码不能为空')).toBeInTheDocument();
    await user.type(password('新密码'), 'newpass1');
    await user.type(password('确认密码'), 'newpass2');
    await user.click(button('确认修改'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    await user.clear(password('确认密码'));
    await user.type(password('确认密码'), 'newpass1{Enter}');
    await waitFor(() => expect(reset).toHaveBeenCalledWith({ phone: '13900000001', sms_code: '111222', password: 'newpass1', confirm_password: 'newpass1' }));
    await findToast('密码修改成功，请使用新密码登录');
    expect(await screen.findByRole('dialog', { name: '企业登录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(phone()).toHaveValue('13900000001');
  });

  it('warns 30001 (该手机号尚未注册，请先注册) when the phone has no account', async () => {
    mockCaptcha();
    jest.spyOn(api.auth, 'sendEmployerCode').mockResolvedValue(failure(30001, 'x'));
    const user = await openEmployer('forgot');
    await user.type(phone(), '13900000008');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    const toast = await findToast('该手机号尚未注册，请先注册');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
  });

  it('stays on step 1 when the code is wrong, and links back', async () => {
    jest.spyOn(api.auth, 'checkSmsCode').mockResolvedValue(failure(30003, '验证码错误或已过期'));
    const user = await openEmployer('forgot');
    await user.type(phone(), '13900000001');
    await user.type(code(), '000000');
    await user.click(button('下一步'));
    await findToast('验证码错误或已过期');
    expect(screen.getByText('验证手机号')).toBeInTheDocument();
    await user.click(button('返回登录'));
    expect(await screen.findByRole('dialog', { name: '企业登录' })).toBeInTheDocument();
  });

  it('goes back from step 2 to step 1', async () => {
    jest.spyOn(api.auth, 'checkSmsCode').mockResolvedValue(ok({}));
    const user = await openEmployer('forgot');
    await user.type(phone(), '13900000001');
    await user.type(code(), '123456{Enter}');
    await screen.findByText('设置新密码');
    await user.click(button('上一步'));
    expect(await screen.findByText('验证手机号')).toBeInTheDocument();
  });
});

describe('employer dialog: countdowns', () => {
  it('keeps a separate 30 s countdown for each of its three forms', async () => {
    mockCaptcha();
    jest.spyOn(api.auth, 'sendEmployerCode').mockResolvedValue(ok({}));
    const user = await openEmployer('login', true);
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(phone(), '13900000001');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    expect(await screen.findByRole('button', { name: '30s后可重试' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));

    await user.click(button('立即注册'));
    await screen.findByRole('dialog', { name: '企业注册' });
    expect(button('获取验证码')).toBeInTheDocument();
    await user.type(phone(), '13900000002');
    await user.click(button('获取验证码'));
    await solveSlider(user);
    expect(await screen.findByRole('button', { name: '30s后可重试' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(5000));

    await user.click(button('去登录'));
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(button('15s后可重试')).toBeDisabled();
    await user.click(button('忘记密码？'));
    expect(button('获取验证码')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('返回登录'));
    await user.click(button('立即注册'));
    expect(button('25s后可重试')).toBeDisabled();
    act(() => jest.advanceTimersByTime(25_000));
    expect(button('获取验证码')).toBeEnabled();
  });
});
