import Cookies from 'js-cookie';
import { auth$, EMPTY_AUTH } from '../bus/streams';
import { clearRoleCookies, getCookie, readAuthFromCookies, removeCookie, setCookie, writeLoginCookies } from './cookies';

// a fixed clock near the real one: jsdom's cookie jar checks expiry against the real time
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
const expiresIn = (days: number) => new Date(NOW.getTime() + days * 864e5).toUTCString();

/** What js-cookie wrote to document.cookie, by cookie name: the raw "name=value; path=/; expires=…" strings. */
function captureWrites(): Map<string, string> {
  const writes = new Map<string, string>();
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.set(value.split('=')[0] ?? '', value);
    desc?.set?.call(document, value);
  });
  return writes;
}

const set = (values: Record<string, string>) => Object.entries(values).forEach(([k, v]) => Cookies.set(k, v, { path: '/' }));

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  delete window.__CAMPUS__;
  auth$.next(EMPTY_AUTH);
});

describe('cookie helpers', () => {
  it('read, write and remove by key, with the configured names', () => {
    setCookie('userId', 'u1');
    expect(Cookies.get('user_id')).toBe('u1');
    window.__CAMPUS__ = { cookieNames: { userId: 'campus_uid', companyId: 'cid', token: 't' } };
    setCookie('userId', 'u2');
    expect(Cookies.get('campus_uid')).toBe('u2');
    expect(getCookie('userId')).toBe('u2');
    removeCookie('userId');
    expect(Cookies.get('campus_uid')).toBeUndefined();
    expect(getCookie('userId')).toBe('');
  });

  it('keep Chinese values intact', () => {
    setCookie('userSchool', '示范大学');
    expect(getCookie('userSchool')).toBe('示范大学');
  });

  it('use the configured default lifetime of 30 days', () => {
    const writes = captureWrites();
    setCookie('title1', '春季双选会');
    expect(writes.get('title1')).toContain(`expires=${expiresIn(30)}`);
    expect(writes.get('title1')).toContain('path=/');
  });
});

describe('writeLoginCookies', () => {
  it('writes a student login for 14 days and publishes state 1', () => {
    const writes = captureWrites();
    const state = writeLoginCookies('student', { user_id: 'stu-1' });
    expect(state).toEqual({ ...EMPTY_AUTH, state: 1, userId: 'stu-1' });
    expect(auth$.getValue()).toEqual(state);
    expect(writes.get('user_id')).toContain(`expires=${expiresIn(14)}`);
    expect(writes.get('login_type')).toMatch(new RegExp(`^login_type=student;.*expires=${expiresIn(14)}`));
  });

  it('writes an employer login for 14 days with platform qiye', () => {
    const writes = captureWrites();
    expect(writeLoginCookies('company', { com_key_user: 'key-9' })).toEqual({ ...EMPTY_AUTH, state: 2, comKeyUser: 'key-9' });
    expect(writes.get('com_key_user')).toContain(`expires=${expiresIn(14)}`);
    expect(writes.get('platform')).toMatch(/^platform=qiye;/);
    expect(getCookie('loginType')).toBe('company');
  });

  it('writes a school login: login_type for 14 days, the other school cookies for 30', () => {
    const writes = captureWrites();
    const state = writeLoginCookies('school', { user_id: 's1', user_name: 'admin', user_school: '示范大学', user_type: 0, strategy: 2, faculty: '计算机学院' });
    expect(state).toEqual({ ...EMPTY_AUTH, state: 3, userId: 's1', userName: 'admin', school: '示范大学', userType: '0', strategy: '2', faculty: '计算机学院' });
    expect(writes.get('login_type')).toContain(`expires=${expiresIn(14)}`);
    for (const name of ['user_id', 'user_name', 'user_school', 'user_type', 'strategy', 'faculty']) {
      expect(writes.get(name)).toContain(`expires=${expiresIn(30)}`);
    }
  });

  it('writes a channel login: login_type for 14 days, channel cookies for the configured 1 day, platform qudao', () => {
    const writes = captureWrites();
    expect(writeLoginCookies('channel', { channel_userid: 'c1', channel_channel_name: '春季双选会' })).toEqual({
      ...EMPTY_AUTH,
      state: 4,
      userId: 'c1',
      channelName: '春季双选会',
    });
    expect(writes.get('login_type')).toContain(`expires=${expiresIn(14)}`);
    expect(writes.get('channel_userid')).toContain(`expires=${expiresIn(1)}`);
    expect(writes.get('platform')).toMatch(/^platform=qudao;.*expires=/);
  });

  it('follows configured lifetimes', () => {
    window.__CAMPUS__ = { cookieDays: { default: 30, student: 7, employer: 14, schoolLogin: 14, schoolOther: 30, channelOther: 1 } };
    const writes = captureWrites();
    writeLoginCookies('student', { user_id: 'u' });
    expect(writes.get('user_id')).toContain(`expires=${expiresIn(7)}`);
  });

  it("clears the other roles' cookies first", () => {
    set({ com_key_user: 'k', platform: 'qiye', channel_userid: 'c', channel_channel_name: 'n', user_name: 'a', user_school: 's', user_type: '0', strategy: '1', faculty: 'f', login_type: 'company' });
    writeLoginCookies('student', { user_id: 'stu' });
    expect(Cookies.get()).toEqual({ user_id: 'stu', login_type: 'student' });
  });

  it('does not keep an old school faculty when the new login has none', () => {
    set({ faculty: '旧学院' });
    writeLoginCookies('school', { user_id: 's', user_name: 'a', user_school: 'b', user_type: 1, strategy: 1 });
    expect(Cookies.get('faculty')).toBeUndefined();
  });
});

describe('readAuthFromCookies', () => {
  it('reads each role', () => {
    set({ login_type: 'student', user_id: 'u1' });
    expect(readAuthFromCookies()).toEqual({ ...EMPTY_AUTH, state: 1, userId: 'u1' });
    set({ login_type: 'company', com_key_user: 'k1' });
    expect(readAuthFromCookies()).toEqual({ ...EMPTY_AUTH, state: 2, comKeyUser: 'k1' });
    set({ login_type: 'school', user_id: 's1', user_name: 'n', user_school: '示范大学', user_type: '1', strategy: '3', faculty: 'f' });
    expect(readAuthFromCookies()).toEqual({ ...EMPTY_AUTH, state: 3, userId: 's1', userName: 'n', school: '示范大学', userType: '1', strategy: '3', faculty: 'f' });
    set({ login_type: 'channel', channel_userid: 'c1', channel_channel_name: '双选会' });
    expect(readAuthFromCookies()).toEqual({ ...EMPTY_AUTH, state: 4, userId: 'c1', channelName: '双选会' });
  });

  it('reads anything else as not logged in', () => {
    expect(readAuthFromCookies()).toEqual(EMPTY_AUTH);
    set({ login_type: 'admin', user_id: 'u1' });
    expect(readAuthFromCookies()).toEqual(EMPTY_AUTH);
  });

  it('reads a role whose id cookie is gone as not logged in', () => {
    set({ login_type: 'student' });
    expect(readAuthFromCookies()).toEqual(EMPTY_AUTH);
    set({ login_type: 'channel' });
    expect(readAuthFromCookies()).toEqual(EMPTY_AUTH);
  });

  it('clears every role cookie at once', () => {
    set({ user_id: 'u', com_key_user: 'k', login_type: 'student', channel_userid: 'c', title1: 'keep' });
    clearRoleCookies();
    expect(Cookies.get()).toEqual({ title1: 'keep' });
  });
});
