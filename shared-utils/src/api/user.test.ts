import { answerAll, envelope, installFakeXhr } from '../testing/fake-xhr';
import { api } from './api';

const xhr = installFakeXhr();

describe('api.user', () => {
  it('checks the student session by POST with the user id', async () => {
    answerAll(envelope(0, { user_id: 'u1', login_type: 'school' }));
    await expect(api.user.checkStuLogin('u1')).resolves.toEqual({ apiStatus: true, code: 0, msg: 'success', user_id: 'u1', login_type: 'school' });
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/api/user/checkstulogin');
    expect(Object.fromEntries(request.formBody)).toEqual({ user_id: 'u1', public_source: '1' });
  });

  it('passes a 10008 answer through as a failure carrying its code', async () => {
    answerAll(envelope(10008, {}, '登录已失效，请重新登录'));
    await expect(api.user.checkStuLogin('u1')).resolves.toEqual({ apiStatus: false, code: 10008, msg: '登录已失效，请重新登录' });
  });

  it('logs out by GET', async () => {
    answerAll(envelope(0));
    await expect(api.user.loginOut()).resolves.toMatchObject({ apiStatus: true });
    expect(xhr.last().method).toBe('GET');
    expect(xhr.last().path).toBe('/api/user/loginout');
  });

  it('gives the student info parsed, with safe defaults for malformed fields', async () => {
    answerAll(envelope(0, { has_resume: '1', has_resume_diagnose: 7, has_ai_career_planning: 1, sex: '2', avatar: null, resume_diagnose_id: '12' }));
    const result = await api.user.getCommon();
    expect(xhr.last().path).toBe('/api/user/getcommon');
    expect(result).toEqual({
      apiStatus: true,
      code: 0,
      msg: 'success',
      has_resume: 1,
      has_resume_diagnose: 0,
      has_ai_career_planning: 1,
      sex: 2,
      avatar: '',
      resume_name: '',
      resume_diagnose_id: 12,
      ai_career_planning_id: 0,
    });
  });
});
