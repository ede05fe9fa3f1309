import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { api, auth$, authEvents$, browserNav, openDialog$, student$, type AuthEvent, type BackType, type DialogRequest } from '@campus/shared-utils';
import { DialogHost } from '../../../app/dialog-host';
import { failure, ok } from '../../../testing/api-mocks';
import { findToast, installMatchMedia, logIn, open, publishSite, resetAll, siteInfoFixture } from '../../../testing/bus';
import { studentInfo } from '@campus/shared-utils/testing';

beforeAll(installMatchMedia);
let setHash: jest.SpyInstance;
let events: AuthEvent[];
let sub: { unsubscribe: () => void };
beforeEach(() => {
  resetAll();
  setHash = jest.spyOn(browserNav, 'setHash').mockImplementation(() => undefined);
  events = [];
  sub = authEvents$.subscribe((e) => events.push(e));
});
afterEach(() => {
  sub.unsubscribe();
  jest.restoreAllMocks();
});

/** A logged-in student with cookies and cached session data, as after a real login. */
function loggedInStudent(): void {
  for (const [k, v] of Object.entries({ user_id: '7', login_type: 'student' })) Cookies.set(k, v, { path: '/' });
  sessionStorage.setItem('studentInfo', '{"has_resume":1}');
  sessionStorage.setItem('resume_data', '{"name":"张三"}');
  sessionStorage.setItem('yishengyice', '{}');
  localStorage.setItem('resume_parse', '{}');
  logIn({ state: 1, userId: '7' });
  student$.next(studentInfo({ has_resume: 1, avatar: '/a.png' }));
}

async function confirmLogout(backType: BackType, generation: 'new' | 'old' = 'new') {
  const user = userEvent.setup();
  render(<DialogHost />);
  const base = siteInfoFixture();
  publishSite({ brand: { ...base.brand, generation } });
  loggedInStudent();
  open({ kind: 'logoutConfirm', backType });
  return user;
}

describe('logout confirm', () => {
  it('asks the newer confirm on the current brand generation, with 取消 and 确定', async () => {
    await confirmLogout(0);
    const dialog = await screen.findByRole('dialog', { name: '确认退出登录吗？' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
  });

  it('asks 提示 / 是否确定退出？ on the older generation, and goes to #/login after', async () => {
    jest.spyOn(api.user, 'loginOut').mockResolvedValue(ok({}));
    const user = await confirmLogout(0, 'old');
    const dialog = await screen.findByRole('dialog', { name: '提示' });
    expect(dialog).toHaveAccessibleDescription('是否确定退出？');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/login'));
  });

  it('changes nothing when cancelled', async () => {
    const out = jest.spyOn(api.user, 'loginOut');
    const user = await confirmLogout(0);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(out).not.toHaveBeenCalled();
    expect(openDialog$.getValue()).toBeNull();
    expect(Cookies.get('user_id')).toBe('7');
  });

  it('clears the login only when the call succeeds: cookies, session data, state 0; back type 0 goes home with the portrait reset', async () => {
    jest.spyOn(api.user, 'loginOut').mockResolvedValue(ok({}));
    const user = await confirmLogout(0);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
    expect(Cookies.get()).toEqual({});
    expect(sessionStorage.getItem('studentInfo')).toBeNull();
    expect(sessionStorage.getItem('resume_data')).toBeNull();
    expect(sessionStorage.getItem('yishengyice')).toBeNull();
    expect(localStorage.getItem('resume_parse')).toBeNull();
    expect(auth$.getValue().state).toBe(0);
    expect(student$.getValue()).toBeNull();
    expect(events).toEqual([{ type: 'loggedOut', backType: 0 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says 接口调用失败 when the call fails, and nothing changes', async () => {
    jest.spyOn(api.user, 'loginOut').mockResolvedValue(failure(-1, '网络异常，请检查网络后重试'));
    const user = await confirmLogout(0);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    const toast = await findToast('接口调用失败');
    expect(toast.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(Cookies.get('user_id')).toBe('7');
    expect(sessionStorage.getItem('studentInfo')).not.toBeNull();
    expect(auth$.getValue()).toMatchObject({ state: 1, userId: '7' });
    expect(student$.getValue()).not.toBeNull();
    expect(setHash).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    await waitFor(() => expect(openDialog$.getValue()).toBeNull());
  });

  it.each<[BackType, DialogRequest['kind'], string]>([
    [1, 'studentLogin', '学生登录注册'],
    [2, 'employer', '企业登录'],
    [3, 'schoolLogin', '学校登录'],
    [4, 'channelLogin', '主办方登录'],
  ])('back type %i opens the %s dialog', async (backType, kind, title) => {
    jest.spyOn(api.user, 'loginOut').mockResolvedValue(ok({}));
    const user = await confirmLogout(backType);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(openDialog$.getValue()?.kind).toBe(kind);
    expect(auth$.getValue().state).toBe(0);
    expect(setHash).not.toHaveBeenCalled();
  });

  it.each<BackType>([5, 6])('back type %i logs out in place: no page change, no dialog (投递反馈 and 我的收藏 follow the login state)', async (backType) => {
    jest.spyOn(api.user, 'loginOut').mockResolvedValue(ok({}));
    const user = await confirmLogout(backType);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(auth$.getValue().state).toBe(0));
    expect(setHash).not.toHaveBeenCalled();
    expect(openDialog$.getValue()).toBeNull();
  });
});
