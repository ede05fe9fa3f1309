import { waitFor } from '@testing-library/react';
import { auth$, authEvents$, EMPTY_AUTH, unreadNotices$ } from '../bus/streams';
import { envelope, FakeXhr, installFakeXhr } from '../testing/fake-xhr';
import { publishUnreadNotices, refreshUnreadNotices, watchUnreadNotices } from './unread-notices';

const xhr = installFakeXhr();
const counts = (all: number) => envelope(0, { unread: { all, delivered: 0, viewed: all, interview: 0, hired: 0, rejected: 0 }, total: { all: 9, delivered: 9, viewed: 0, interview: 0, hired: 0, rejected: 0 } });
const student = (userId: string) => auth$.next({ ...EMPTY_AUTH, state: 1, userId });
const asked = () => xhr.sent().filter((r) => r.path === '/api/deliver/getnotreadinginfo').length;
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  auth$.next(EMPTY_AUTH);
  unreadNotices$.next(0);
});

describe('unread application notices', () => {
  it('reads the logged-in student’s unread count; 0 and no call for anyone else', async () => {
    FakeXhr.responder = () => counts(3);
    student('7');
    await refreshUnreadNotices();
    expect(unreadNotices$.getValue()).toBe(3);
    auth$.next({ ...EMPTY_AUTH, state: 2, comKeyUser: '5' });
    await refreshUnreadNotices();
    expect(unreadNotices$.getValue()).toBe(0);
    expect(asked()).toBe(1);
  });

  it('drops an answer for a student who logged out meanwhile, and keeps the count on a failure', async () => {
    student('7');
    const loading = refreshUnreadNotices();
    auth$.next(EMPTY_AUTH);
    // the request leaves once the HTTP client has loaded (api/http.ts)
    await waitFor(() => xhr.last());
    xhr.last().respond(counts(4));
    await loading;
    expect(unreadNotices$.getValue()).toBe(0);
    publishUnreadNotices(2);
    student('7');
    FakeXhr.responder = () => 'network';
    await refreshUnreadNotices();
    expect(unreadNotices$.getValue()).toBe(2);
  });

  it('follows the login, a refresh asked by a page, and each return to the tab (one call at a time)', async () => {
    let unread = 1;
    FakeXhr.responder = () => counts(unread);
    stop = watchUnreadNotices();
    expect(asked()).toBe(0);
    student('7');
    await waitFor(() => expect(unreadNotices$.getValue()).toBe(1));
    unread = 2;
    authEvents$.next({ type: 'refresh', target: 'parent' });
    await waitFor(() => expect(unreadNotices$.getValue()).toBe(2));
    unread = 5;
    setVisibility('hidden');
    expect(asked()).toBe(2);
    setVisibility('visible');
    setVisibility('visible');
    await waitFor(() => expect(unreadNotices$.getValue()).toBe(5));
    expect(asked()).toBe(3);
    auth$.next(EMPTY_AUTH);
    expect(unreadNotices$.getValue()).toBe(0);
  });
});
