import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, auth$, openDialog$, type LoginState } from '@campus/shared-utils';
import { ok } from '../../../testing/api-mocks';
import { DialogHost } from '../../../app/dialog-host';
import { installMatchMedia, logIn, open, publishSite, resetAll } from '../../../testing/bus';

beforeAll(installMatchMedia);
beforeEach(resetAll);
afterEach(() => jest.restoreAllMocks());

function openSwitch(state: LoginState) {
  render(<DialogHost />);
  publishSite();
  logIn({ state, userId: '9', comKeyUser: state === 2 ? '55' : '' });
  open({ kind: 'switchIdentity' });
}

describe('switch identity', () => {
  it.each<[LoginState, string]>([
    [2, '企业'],
    [3, '学校管理员'],
    [4, '主办方'],
  ])('tells state %i its identity (%s) and how to see the page', async (state, identity) => {
    openSwitch(state);
    const dialog = await screen.findByRole('dialog', { name: '切换身份' });
    expect(dialog).toHaveTextContent(`当前登录身份是${identity}`);
    expect(dialog).toHaveTextContent('切换为学生身份登录后方可查看');
  });

  it('切换为学生 logs the current role out first (back type 1), then opens the student login', async () => {
    const user = userEvent.setup();
    const loginOut = jest.spyOn(api.user, 'loginOut').mockResolvedValue(ok({}));
    openSwitch(3);
    await user.click(await screen.findByRole('button', { name: '切换为学生' }));
    expect(openDialog$.getValue()).toEqual({ kind: 'logoutConfirm', backType: 1 });
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: '学生登录注册' })).toBeInTheDocument();
    expect(loginOut).toHaveBeenCalledTimes(1);
    expect(auth$.getValue().state).toBe(0);
  });

  it('keeps the current role when its log-out is cancelled', async () => {
    const user = userEvent.setup();
    const loginOut = jest.spyOn(api.user, 'loginOut');
    openSwitch(2);
    await user.click(await screen.findByRole('button', { name: '切换为学生' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    expect(loginOut).not.toHaveBeenCalled();
    expect(auth$.getValue().state).toBe(2);
    expect(screen.queryByRole('dialog', { name: '学生登录注册' })).toBeNull();
  });

  it('gives a visitor the student login instead', async () => {
    openSwitch(0);
    expect(await screen.findByRole('dialog', { name: '学生登录注册' })).toBeInTheDocument();
  });

  it('has nothing to show a student', async () => {
    openSwitch(1);
    await waitFor(() => expect(openDialog$.getValue()).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
