import Cookies from 'js-cookie';
import { api } from '../api/api';
import { auth$, EMPTY_AUTH, student$ } from '../bus/streams';
import { studentInfo } from '../testing/bus';
import { checkSession, restoreAuth } from './session';

const student = studentInfo({ has_resume: 1, sex: 2, resume_name: '张三' });

function logInStudent(): void {
  Cookies.set('user_id', 'u1', { path: '/' });
  Cookies.set('login_type', 'student', { path: '/' });
  sessionStorage.setItem('studentInfo', JSON.stringify(student));
  restoreAuth();
  student$.next(student);
}

afterEach(() => {
  jest.restoreAllMocks();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  sessionStorage.clear();
  auth$.next(EMPTY_AUTH);
  student$.next(null);
});

describe('restoreAuth', () => {
  it('publishes the state the cookies describe', () => {
    Cookies.set('login_type', 'company', { path: '/' });
    Cookies.set('com_key_user', 'k1', { path: '/' });
    expect(restoreAuth()).toEqual({ ...EMPTY_AUTH, state: 2, comKeyUser: 'k1' });
    expect(auth$.getValue().state).toBe(2);
  });
});

describe('checkSession', () => {
  it('does nothing without a user id', async () => {
    const check = jest.spyOn(api.user, 'checkStuLogin');
    await expect(checkSession()).resolves.toBe('none');
    expect(check).not.toHaveBeenCalled();
  });

  it('checks the session with the user id and keeps a valid one', async () => {
    logInStudent();
    const check = jest.spyOn(api.user, 'checkStuLogin').mockResolvedValue({ apiStatus: true, user_id: 'u1', login_type: 'student' });
    await expect(checkSession()).resolves.toBe('valid');
    expect(check).toHaveBeenCalledWith('u1');
    expect(auth$.getValue().state).toBe(1);
  });

  it('clears the login data on code 10008', async () => {
    logInStudent();
    jest.spyOn(api.user, 'checkStuLogin').mockResolvedValue({ apiStatus: false, code: 10008, msg: '登录已失效' });
    await expect(checkSession()).resolves.toBe('cleared');
    expect(Cookies.get()).toEqual({});
    expect(sessionStorage.getItem('studentInfo')).toBeNull();
    expect(auth$.getValue()).toEqual(EMPTY_AUTH);
    expect(student$.getValue()).toBeNull();
  });

  it('changes nothing on any other failure', async () => {
    logInStudent();
    jest.spyOn(api.user, 'checkStuLogin').mockResolvedValue({ apiStatus: false, code: -1, msg: '网络异常，请检查网络后重试' });
    await expect(checkSession()).resolves.toBe('unchanged');
    expect(Cookies.get('user_id')).toBe('u1');
    expect(sessionStorage.getItem('studentInfo')).not.toBeNull();
    expect(auth$.getValue()).toEqual({ ...EMPTY_AUTH, state: 1, userId: 'u1' });
    expect(student$.getValue()).toEqual(student);
  });
});
