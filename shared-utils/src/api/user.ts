import { SessionCheck, StudentInfo } from '../shapes/site-calls';
import { http } from './http';
import { conformed } from './parsed';

/** Student-side user calls (spec §7); the login calls arrive with the login issue. */
export const user = {
  /** The session check on start (§4): code 10008 means the login data must be cleared. */
  checkStuLogin: (userId: string) =>
    conformed(http.post('/api/user/checkstulogin', { user_id: userId }), SessionCheck),
  loginOut: () => http.get('/api/user/loginout'),
  /** Student info for the header and the resume shortcut. */
  getCommon: () => conformed(http.get('/api/user/getcommon'), StudentInfo),
};
