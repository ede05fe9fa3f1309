import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { api, browserNav } from '@campus/shared-utils';
import { DialogHost } from '../../../app/dialog-host';
import { failure, mockCaptcha, ok } from '../../../testing/api-mocks';
import { findToast, installMatchMedia, open, publishSite, resetAll } from '../../../testing/bus';
import { solveSlider } from '../../../testing/captcha-steps';
import { studentInfo } from '@campus/shared-utils/testing';

const QR1 = 'data:image/png;base64,QR1';
const QR2 = 'data:image/png;base64,QR2';

beforeAll(installMatchMedia);
beforeEach(() => {
  resetAll();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function mockQr() {
  let n = 0;
  const get = jest.spyOn(api.auth, 'getLoginQrCode').mockImplementation(async () => {
    n += 1;
    return ok({ QRcode: n === 1 ? QR1 : QR2, UUID: `uuid-${n}` });
  });
  const poll = jest.spyOn(api.auth, 'loginByQrCode').mockResolvedValue(failure(20101, '等待扫码'));
  return { get, poll };
}

async function openQrMode(request: Parameters<typeof open>[0] = { kind: 'studentLogin' }) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  window.history.replaceState(null, '', '#/job?id=3');
  render(<DialogHost />);
  publishSite();
  open(request);
  await screen.findByRole('dialog', { name: '学生登录注册' });
  await user.click(screen.getByRole('button', { name: '扫码登录' }));
  return user;
}

const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('student login, QR mode', () => {
  it('is titled 学生登录 with the prompt, a spinner while loading, then the server’s QR image for this page', async () => {
    let answer: (v: ReturnType<typeof ok<{ QRcode: string; UUID: string }>>) => void = () => undefined;
    const get = jest.spyOn(api.auth, 'getLoginQrCode').mockReturnValue(new Promise((r) => (answer = r)));
    jest.spyOn(api.auth, 'loginByQrCode').mockResolvedValue(failure(20101));
    await openQrMode();
    expect(screen.getByRole('dialog', { name: '学生登录' })).toBeInTheDocument();
    expect(screen.getByText('请使用微信扫描二维码')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '二维码加载中' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/job');
    await act(async () => answer(ok({ QRcode: QR1, UUID: 'u1' })));
    expect(screen.getByRole('img', { name: '微信登录二维码' })).toHaveAttribute('src', QR1);
    expect(screen.queryByRole('status', { name: '二维码加载中' })).not.toBeInTheDocument();
  });

  it('polls loginbyqrcode once a second with the UUID', async () => {
    const { poll } = mockQr();
    await openQrMode();
    await screen.findByRole('img', { name: '微信登录二维码' });
    expect(poll).not.toHaveBeenCalled();
    await tick(1000);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith('uuid-1');
    await tick(3000);
    expect(poll).toHaveBeenCalledTimes(4);
  });

  it('says when the code was scanned and waits for the phone to confirm', async () => {
    const { poll } = mockQr();
    poll.mockResolvedValue(failure(20102, '已扫码，请在手机上确认'));
    await openQrMode();
    await screen.findByRole('img', { name: '微信登录二维码' });
    await tick(1000);
    expect(screen.getByRole('status')).toHaveTextContent('已扫码，请在手机上确认登录');
  });

  it('masks the code after 60 s without success (二维码失效 / 点击刷新), stops polling, and 点击刷新 fetches a new one', async () => {
    const { get, poll } = mockQr();
    const user = await openQrMode();
    await screen.findByRole('img', { name: '微信登录二维码' });
    await tick(59_000);
    expect(screen.queryByText('二维码失效')).not.toBeInTheDocument();
    await tick(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('二维码失效');
    const polls = poll.mock.calls.length;
    expect(polls).toBeLessThanOrEqual(60);
    await tick(5000);
    expect(poll).toHaveBeenCalledTimes(polls);

    await user.click(screen.getByRole('button', { name: '点击刷新' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '微信登录二维码' })).toHaveAttribute('src', QR2));
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('二维码失效')).not.toBeInTheDocument();
    await tick(1000);
    expect(poll).toHaveBeenLastCalledWith('uuid-2');
  });

  it('masks the code as soon as the server says it expired', async () => {
    const { poll } = mockQr();
    poll.mockResolvedValueOnce(failure(20101)).mockResolvedValue(failure(20103, '二维码已失效'));
    await openQrMode();
    await screen.findByRole('img', { name: '微信登录二维码' });
    await tick(2000);
    expect(screen.getByRole('alert')).toHaveTextContent('二维码失效');
    await tick(3000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('shows 接口请求失败 with 点击刷新 when no code can be had', async () => {
    jest.spyOn(api.auth, 'getLoginQrCode').mockResolvedValueOnce(failure(-1, '网络异常')).mockResolvedValue(ok({ QRcode: QR2, UUID: 'u2' }));
    jest.spyOn(api.auth, 'loginByQrCode').mockResolvedValue(failure(20101));
    const user = await openQrMode();
    expect(await screen.findByRole('alert')).toHaveTextContent('接口请求失败');
    await user.click(screen.getByRole('button', { name: '点击刷新' }));
    expect(await screen.findByRole('img', { name: '微信登录二维码' })).toHaveAttribute('src', QR2);
  });

  it('stops polling when switched back to phone mode', async () => {
    const { poll } = mockQr();
    const user = await openQrMode();
    await screen.findByRole('img', { name: '微信登录二维码' });
    await tick(2000);
    await user.click(screen.getByRole('button', { name: '验证码登录' }));
    expect(screen.getByRole('dialog', { name: '学生登录注册' })).toBeInTheDocument();
    const polls = poll.mock.calls.length;
    await tick(10_000);
    expect(poll).toHaveBeenCalledTimes(polls);
  });

  it('keeps the typed phone and the 60 s countdown across a switch of modes', async () => {
    mockQr();
    mockCaptcha();
    jest.spyOn(api.auth, 'sendStudentCode').mockResolvedValue(ok({}));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<DialogHost />);
    publishSite();
    open({ kind: 'studentLogin' });
    await screen.findByRole('dialog', { name: '学生登录注册' });
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await solveSlider(user);
    await screen.findByRole('button', { name: '60s后可重试' });
    await user.click(screen.getByRole('button', { name: '扫码登录' }));
    await tick(10_000);
    await user.click(screen.getByRole('button', { name: '验证码登录' }));
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13800000001');
    expect(screen.getByRole('button', { name: '50s后可重试' })).toBeDisabled();
  });

  it('logs in once the phone confirms, with the QR path’s jump mode 9 (has_resume 1 → #/aiResumeDetail)', async () => {
    const { poll } = mockQr();
    poll.mockResolvedValueOnce(failure(20102)).mockResolvedValue(ok({ user_id: '77' }));
    jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok(studentInfo({ has_resume: 1 })));
    const setHash = jest.spyOn(browserNav, 'setHash').mockImplementation(() => undefined);
    await openQrMode({ kind: 'studentLogin', jumpMode: 9 });
    await screen.findByRole('img', { name: '微信登录二维码' });
    await tick(2000);
    await findToast('登录成功');
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/aiResumeDetail'));
    expect(Cookies.get('user_id')).toBe('77');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const polls = poll.mock.calls.length;
    await tick(5000);
    expect(poll).toHaveBeenCalledTimes(polls);
  });
});
