import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { api, auth$, authEvents$, openDialog$, student$, type AuthEvent } from '@campus/shared-utils';
import { DialogHost } from '../../../app/dialog-host';
import { failure, mockCaptcha, ok } from '../../../testing/api-mocks';
import { findToast, installMatchMedia, open, publishSite, resetAll } from '../../../testing/bus';
import { solveSlider } from '../../../testing/captcha-steps';
import { studentInfo } from '@campus/shared-utils/testing';

const info = studentInfo({ has_resume: 1, avatar: '/a.png' });

beforeAll(installMatchMedia);
beforeEach(() => {
  resetAll();
  jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok(info));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setup({ taiwan = false, fakeTimers = false } = {}) {
  if (fakeTimers) jest.useFakeTimers();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  render(<DialogHost />);
  publishSite({ is_taiban: taiwan ? 1 : 0 });
  open({ kind: 'studentLogin', jumpMode: 3 });
  return user;
}

const dialog = () => screen.findByRole('dialog', { name: '学生登录注册' });
const phoneInput = () => screen.getByRole('textbox', { name: '手机号' });
const codeInput = () => screen.getByRole('textbox', { name: '验证码' });
const getCode = () => screen.getByRole('button', { name: /获取验证码|s后可重试/ });

describe('student login, phone mode', () => {
  it('is titled 学生登录注册 with +86, the phone and code fields and 登录/注册', async () => {
    setup();
    const box = await dialog();
    expect(within(box).getByText('+86')).toBeInTheDocument();
    expect(within(box).queryByRole('combobox', { name: '区号' })).not.toBeInTheDocument();
    expect(phoneInput()).toHaveFocus();
    expect(codeInput()).toHaveAttribute('maxlength', '6');
    expect(within(box).getByRole('button', { name: '登录/注册' })).toBeInTheDocument();
  });

  it('tells a demo install where its SMS codes are read, and a real one nothing', async () => {
    setup();
    const box = await dialog();
    expect(within(box).queryByText(/演示环境不发送短信/)).not.toBeInTheDocument();
    cleanup();
    window.__CAMPUS__ = { devTools: true };
    try {
      setup();
      expect(within(await dialog()).getByText('演示环境不发送短信：请打开本服务启动时输出的开发工具地址（/api/dev/sms-outbox?token=…&phone=手机号）查看验证码')).toBeInTheDocument();
    } finally {
      delete window.__CAMPUS__;
    }
  });

  it('offers +886 only on a Taiwan-enabled site', async () => {
    setup({ taiwan: true });
    await dialog();
    const area = screen.getByRole('combobox', { name: '区号' });
    expect(within(area).getAllByRole('option').map((o) => o.textContent)).toEqual(['+86', '+886']);
  });

  it('greys 获取验证码 until the phone is valid, and a click validates first', async () => {
    const { get } = mockCaptcha();
    const user = setup();
    await dialog();
    expect(getCode()).toHaveAttribute('aria-disabled', 'true');
    await user.click(getCode());
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    await user.type(phoneInput(), '1280013800');
    await user.click(getCode());
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAccessibleDescription('请输入正确的手机号');
    expect(get).not.toHaveBeenCalled();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '13800000001');
    expect(getCode()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
  });

  it('passes the slider, sends the code with the SMS app id and counts 60 s down', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendStudentCode').mockResolvedValue(ok({}));
    const user = setup({ fakeTimers: true });
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.click(getCode());
    expect(await screen.findByRole('dialog', { name: '安全验证' })).toBeInTheDocument();
    await solveSlider(user);
    await waitFor(() => expect(send).toHaveBeenCalledWith({ phone: '13800000001', captcha_appid: 'campus-sms', captcha_randstr: 'rand', captcha_ticket: 'tick' }));
    expect(await screen.findByRole('button', { name: '60s后可重试' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument();
    await findToast('验证码已发送');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59s后可重试' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(58_000));
    expect(screen.getByRole('button', { name: '1s后可重试' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('prefixes 886 before sending and logging in with a Taiwan number', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendStudentCode').mockResolvedValue(ok({}));
    const login = jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(ok({ user_id: '31' }));
    const user = setup({ taiwan: true });
    await dialog();
    await user.selectOptions(screen.getByRole('combobox', { name: '区号' }), '+886');
    await user.type(phoneInput(), '0912345678');
    await user.click(getCode());
    await solveSlider(user);
    await waitFor(() => expect(send).toHaveBeenCalledWith(expect.objectContaining({ phone: '8860912345678' })));
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('8860912345678', '123456'));
  });

  it('rejects a mainland pattern under +886 and a Taiwan number under +86', async () => {
    const user = setup({ taiwan: true });
    await dialog();
    await user.type(phoneInput(), '912345678');
    await user.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: '区号' }), '+886');
    await waitFor(() => expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument());
  });

  it('asks for the phone and the code on submit (§5 texts)', async () => {
    const login = jest.spyOn(api.auth, 'studentLogin');
    const user = setup();
    await dialog();
    await user.click(screen.getByRole('button', { name: '登录/注册' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('submits with Enter', async () => {
    const login = jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(failure(30003, '验证码错误或已过期'));
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.type(codeInput(), '123456{Enter}');
    await waitFor(() => expect(login).toHaveBeenCalledWith('13800000001', '123456'));
  });

  it('shows a failed login as an info toast with the server message and stays open', async () => {
    jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(failure(30003, '验证码错误或已过期'));
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.type(codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: '登录/注册' }));
    const toast = await findToast('验证码错误或已过期');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
    expect(screen.getByRole('dialog', { name: '学生登录注册' })).toBeInTheDocument();
    expect(Cookies.get('user_id')).toBeUndefined();
  });

  it('logs in: 登录成功, the student cookies, the student info, closed, the loggedIn event, then the jump mode', async () => {
    const events: AuthEvent[] = [];
    const sub = authEvents$.subscribe((e) => events.push(e));
    jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(ok({ user_id: '31' }));
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.type(codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: '登录/注册' }));
    await findToast('登录成功');
    await waitFor(() => expect(openDialog$.getValue()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get('user_id')).toBe('31');
    expect(Cookies.get('login_type')).toBe('student');
    expect(auth$.getValue()).toMatchObject({ state: 1, userId: '31' });
    expect(student$.getValue()).toEqual(info);
    expect(events).toEqual([
      { type: 'loggedIn', role: 'student', jumpMode: 3 },
      { type: 'refresh', target: 'parent' },
    ]);
    sub.unsubscribe();
  });

  it.each([
    [failure(30005, '发送过于频繁，请稍后再试'), '发送过于频繁，请稍后再试'],
    [failure(30001, 'x'), '该手机号尚未注册，请先注册'],
    [{ ...ok({}), msg: 'limit' }, 'limit'],
  ])('warns when the code is not sent (%o)', async (answer, text) => {
    mockCaptcha();
    jest.spyOn(api.auth, 'sendStudentCode').mockResolvedValue(answer);
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.click(getCode());
    await solveSlider(user);
    const toast = await findToast(text);
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('sends nothing when the captcha is closed', async () => {
    mockCaptcha();
    const send = jest.spyOn(api.auth, 'sendStudentCode');
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.click(getCode());
    const captcha = await screen.findByRole('dialog', { name: '安全验证' });
    await user.click(within(captcha).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '学生登录注册' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('shows the captcha error modal when the captcha cannot start, over the kept form', async () => {
    jest.spyOn(api.captcha, 'get').mockResolvedValue(failure(-1, '网络异常，请检查网络后重试'));
    const user = setup();
    await dialog();
    await user.type(phoneInput(), '13800000001');
    await user.click(getCode());
    const modal = await screen.findByRole('dialog', { name: '提示' });
    expect(within(modal).getByRole('alert')).toHaveTextContent('当前上网环境异常，请更换网络环境或稍后再试');
    expect(within(modal).getByRole('img', { name: '客服微信二维码' })).toHaveAttribute('src', '/static/qr/contact.svg');
    expect(within(modal).getByText('微信扫码联系客服')).toBeInTheDocument();
    // Escape is the top dialog's once it has taken the focus (its layer registers in the same effect); a loaded CI
    // pressed it a moment earlier and closed the login dialog under it
    await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提示' })).not.toBeInTheDocument());
    // the login dialog is reachable again once the modal above it has given back the page (an effect after it closes)
    await waitFor(() => expect(phoneInput()).toHaveValue('13800000001'));
  });
});
