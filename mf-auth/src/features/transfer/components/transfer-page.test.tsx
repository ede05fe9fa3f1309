import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { api, auth$, browserNav } from '@campus/shared-utils';
import { failure, ok } from '../../../testing/api-mocks';
import { installMatchMedia, logIn, publishSite, resetAll } from '../../../testing/bus';
import { TransferPage } from './transfer-page';

beforeAll(installMatchMedia);
let setHash: jest.SpyInstance;
beforeEach(() => {
  resetAll();
  setHash = jest.spyOn(browserNav, 'setHash').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function visit(query: string) {
  window.history.replaceState(null, '', `#/transferPage?${query}`);
  render(<TransferPage />);
  publishSite();
}

const answer = { user_id: '', school: '', user_type: '', strategy: '', faculty: '', channel_name: '' };

describe('#/transferPage', () => {
  it('hands a student over with the ticket, writes the student cookies and goes home', async () => {
    const transfer = jest.spyOn(api.auth, 'transferLogin').mockResolvedValue(ok({ ...answer, user_id: '31' }));
    visit('user_id=31&login_type=student&ticket=tk-1');
    expect(screen.getByRole('status')).toHaveTextContent('正在登录，请稍候…');
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
    expect(transfer).toHaveBeenCalledWith({ ticket: 'tk-1', login_type: 'student', user_id: '31' });
    expect(Cookies.get('user_id')).toBe('31');
    expect(Cookies.get('login_type')).toBe('student');
    expect(auth$.getValue().state).toBe(1);
  });

  it('hands an employer over by com_key_user', async () => {
    const transfer = jest.spyOn(api.auth, 'transferLogin').mockResolvedValue(ok({ ...answer, user_id: 'E5' }));
    visit('com_key_user=E5&login_type=company&ticket=tk-2');
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
    expect(transfer).toHaveBeenCalledWith({ ticket: 'tk-2', login_type: 'company', com_key_user: 'E5' });
    expect(Cookies.get('com_key_user')).toBe('E5');
    expect(auth$.getValue().state).toBe(2);
  });

  it('hands school and channel admins over with their fields', async () => {
    jest.spyOn(api.auth, 'transferLogin').mockResolvedValue(ok({ ...answer, user_id: '12', school: '临江大学', user_type: '1', strategy: '2', faculty: '计算机学院' }));
    visit('user_id=12&login_type=school&ticket=tk-3');
    await waitFor(() => expect(auth$.getValue()).toMatchObject({ state: 3, userId: '12', school: '临江大学', userType: '1', faculty: '计算机学院' }));
  });

  it.each([
    ['no ticket', 'user_id=31&login_type=student'],
    ['no id', 'login_type=student&ticket=tk'],
    ['an unknown role', 'user_id=31&login_type=admin&ticket=tk'],
    ['an employer without its key', 'user_id=31&login_type=company&ticket=tk'],
  ])('logs nobody in with %s and says so', async (_, query) => {
    const transfer = jest.spyOn(api.auth, 'transferLogin');
    visit(query);
    expect(await screen.findByRole('alert')).toHaveTextContent('登录凭证无效，请重新登录');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/');
    expect(transfer).not.toHaveBeenCalled();
    expect(Cookies.get()).toEqual({});
  });

  it('logs nobody in when the server refuses the ticket (20201) and keeps whoever was logged in', async () => {
    jest.spyOn(api.auth, 'transferLogin').mockResolvedValue(failure(20201, '登录凭证无效，请重新登录'));
    Cookies.set('com_key_user', 'E1', { path: '/' });
    Cookies.set('login_type', 'company', { path: '/' });
    logIn({ state: 2, comKeyUser: 'E1' });
    visit('user_id=31&login_type=student&ticket=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录凭证无效，请重新登录');
    expect(Cookies.get('user_id')).toBeUndefined();
    expect(Cookies.get('com_key_user')).toBe('E1');
    expect(auth$.getValue().state).toBe(2);
    expect(setHash).not.toHaveBeenCalled();
  });

  it('shows another failure’s message', async () => {
    jest.spyOn(api.auth, 'transferLogin').mockResolvedValue(failure(-1, '网络异常，请检查网络后重试'));
    visit('user_id=31&login_type=student&ticket=tk');
    expect(await screen.findByRole('alert')).toHaveTextContent('网络异常，请检查网络后重试');
  });

  it('goes straight home when this browser already holds the hand-off’s login (a reload)', async () => {
    const transfer = jest.spyOn(api.auth, 'transferLogin');
    logIn({ state: 1, userId: '31' });
    visit('user_id=31&login_type=student&ticket=used');
    await waitFor(() => expect(setHash).toHaveBeenCalledWith('#/'));
    expect(transfer).not.toHaveBeenCalled();
  });
});
