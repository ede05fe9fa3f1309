import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, browserNav } from '@campus/shared-utils';
import { failure, ok } from '../../../testing/api-mocks';
import { installMatchMedia, logIn, publishSite, resetAll } from '../../../testing/bus';
import { afterLogin, LoginPage } from './login-page';
import { studentInfo } from '@campus/shared-utils/testing';

beforeAll(installMatchMedia);
let setHash: jest.SpyInstance;
beforeEach(() => {
  resetAll();
  setHash = jest.spyOn(browserNav, 'setHash').mockImplementation(() => undefined);
  jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok(studentInfo()));
});
afterEach(() => jest.restoreAllMocks());

/** The login page rendered, and a student logging in on it by phone and code. */
async function logInOnThePage(): Promise<void> {
    const user = userEvent.setup();
    render(<LoginPage />);
    publishSite();
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13800000002');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), '123456{Enter}');
}

describe('#/login', () => {
  it('shows the student login as a page, not a dialog, with both modes', async () => {
    jest.spyOn(api.auth, 'getLoginQrCode').mockResolvedValue(ok({ QRcode: 'data:image/png;base64,Q', UUID: 'u' }));
    jest.spyOn(api.auth, 'loginByQrCode').mockResolvedValue(failure(20101));
    const user = userEvent.setup();
    render(<LoginPage />);
    publishSite();
    expect(screen.getByRole('heading', { level: 1, name: '学生登录注册' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '手机号' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '扫码登录' }));
    expect(screen.getByRole('heading', { level: 1, name: '学生登录' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '微信登录二维码' })).toBeInTheDocument();
  });

  it('offers no QR mode where no QR provider is configured (QR_LOGIN_PROVIDER=off)', async () => {
    const qr = jest.spyOn(api.auth, 'getLoginQrCode');
    window.__CAMPUS__ = { qrLogin: false };
    render(<LoginPage />);
    publishSite();
    expect(screen.getByRole('textbox', { name: '手机号' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '扫码登录' })).toBeNull();
    expect(qr).not.toHaveBeenCalled();
    delete window.__CAMPUS__;
  });

  it('goes home after the login', async () => {
    jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(ok({ user_id: '5' }));
    await logInOnThePage();
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
  });

  it('goes on to the page that sent the visitor here (?to=), and only to a page of this site', async () => {
    jest.spyOn(api.auth, 'studentLogin').mockResolvedValue(ok({ user_id: '5' }));
    window.location.hash = '#/login?to=/resume';
    await logInOnThePage();
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/resume'));
    for (const to of ['//evil.example.com', 'https://evil.example.com', '/no-such-page', '/login', '/transferPage']) expect(afterLogin(`#/login?to=${encodeURIComponent(to)}`)).toBe('#/');
    expect(afterLogin('#/login?to=/subApp/job%3Fid%3D3')).toBe('#/subApp/job?id=3');
    window.location.hash = '';
  });

  it('sends a student who is already logged in home', async () => {
    logIn({ state: 1, userId: '5' });
    render(<LoginPage />);
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
  });
});
