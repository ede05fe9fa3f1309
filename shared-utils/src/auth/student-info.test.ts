import { act, screen } from '@testing-library/react';
import { api } from '../api/api';
import { auth$, EMPTY_AUTH, student$ } from '../bus/streams';
import { studentInfo } from '../testing/bus';
import { getSession } from '../storage/web-storage';
import { loadStudentInfo, watchStudentInfo } from './student-info';

const info = studentInfo({ has_resume: 1, has_ai_career_planning: 1, sex: 2, avatar: '/a.png', resume_name: '李四', ai_career_planning_id: 9 });
const ok = () => ({ ...info, apiStatus: true as const, code: 0, msg: 'success' });

beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
});

afterEach(() => {
  jest.restoreAllMocks();
  auth$.next(EMPTY_AUTH);
  student$.next(null);
  sessionStorage.clear();
});

const student = (userId: string) => auth$.next({ ...EMPTY_AUTH, state: 1, userId });

describe('loadStudentInfo', () => {
  it('publishes the info on student$ and caches it in the session', async () => {
    student('7');
    jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok());
    await expect(loadStudentInfo()).resolves.toEqual(info);
    expect(student$.getValue()).toEqual(info);
    expect(getSession('studentInfo')).toEqual(info);
  });

  it('does nothing without a student', async () => {
    auth$.next({ ...EMPTY_AUTH, state: 2, comKeyUser: '5' });
    const get = jest.spyOn(api.user, 'getCommon');
    await expect(loadStudentInfo()).resolves.toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('shares one request between callers for the same student', async () => {
    student('7');
    const get = jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok());
    await Promise.all([loadStudentInfo(), loadStudentInfo()]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the user changed', async () => {
    student('7');
    let answer: (v: ReturnType<typeof ok>) => void = () => undefined;
    jest.spyOn(api.user, 'getCommon').mockReturnValue(new Promise((r) => (answer = r)));
    const loading = loadStudentInfo();
    auth$.next(EMPTY_AUTH);
    answer(ok());
    await expect(loading).resolves.toBeNull();
    expect(student$.getValue()).toBeNull();
  });

  it('shows a failure as an error message and keeps student$', async () => {
    student('7');
    jest.spyOn(api.user, 'getCommon').mockResolvedValue({ apiStatus: false, code: 50001, msg: '服务器错误' });
    await act(async () => {
      await loadStudentInfo();
    });
    expect(await screen.findByText('服务器错误')).toBeInTheDocument();
    expect(student$.getValue()).toBeNull();
  });
});

describe('watchStudentInfo', () => {
  it('loads once per student login, and for the current student when asked', async () => {
    student('7');
    const get = jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok());
    const sub = watchStudentInfo(true);
    expect(get).toHaveBeenCalledTimes(1);
    student('7');
    expect(get).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    auth$.next(EMPTY_AUTH);
    auth$.next({ ...EMPTY_AUTH, state: 3, userId: '9' });
    expect(get).toHaveBeenCalledTimes(1);
    student('8');
    expect(get).toHaveBeenCalledTimes(2);
    sub.unsubscribe();
  });

  it('leaves the current student alone when the start-up check was not valid', () => {
    student('7');
    const get = jest.spyOn(api.user, 'getCommon').mockResolvedValue(ok());
    const sub = watchStudentInfo(false);
    expect(get).not.toHaveBeenCalled();
    sub.unsubscribe();
  });
});
