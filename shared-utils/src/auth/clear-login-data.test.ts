import Cookies from 'js-cookie';
import { auth$, EMPTY_AUTH, student$ } from '../bus/streams';
import { studentInfo } from '../testing/bus';
import { clearLoginData } from './clear-login-data';

afterEach(() => {
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  sessionStorage.clear();
  localStorage.clear();
});

describe('clearLoginData', () => {
  it('removes the login cookies, the cached user data and the parsed resume, then publishes "not logged in"', () => {
    for (const [k, v] of Object.entries({ user_id: 'u', com_key_user: 'k', login_type: 'school', user_name: 'n', user_school: 's', user_type: '0', strategy: '1', faculty: 'f', channel_userid: 'c', channel_channel_name: 'cn', platform: 'qudao' })) {
      Cookies.set(k, v, { path: '/' });
    }
    for (const key of ['userdata', 'studentInfo', 'resume_data', 'yishengyice', 'siteType', 'schoolIcon']) sessionStorage.setItem(key, '{}');
    localStorage.setItem('resume_parse', '{}');
    auth$.next({ ...EMPTY_AUTH, state: 3, userId: 'u' });
    student$.next(studentInfo({ has_resume: 1, resume_name: '张三' }));

    clearLoginData();

    expect(Cookies.get()).toEqual({});
    expect(Object.keys(sessionStorage).sort()).toEqual(['schoolIcon', 'siteType']);
    expect(localStorage.getItem('resume_parse')).toBeNull();
    expect(auth$.getValue()).toEqual(EMPTY_AUTH);
    expect(student$.getValue()).toBeNull();
  });
});
