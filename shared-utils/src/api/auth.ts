import { readFlag, readStr, type Obj } from '../util/read';
import type {
  CaptchaTicket,
  ChannelLoginAnswer,
  CheckSmsCodeRequest,
  EmployerLoginAnswer,
  EmployerCodeRequest,
  EmployerLoginRequest,
  EmployerRegisterRequest,
  ForgetPasswordRequest,
  LoginQrCode,
  SchoolLoginAnswer,
  StudentCodeRequest,
  TransferLoginAnswer,
  TransferLoginRequest,
  TransferTicket,
  UserIdAnswer,
} from './auth-types';
import { http } from './http';
import { parsed } from './parsed';

/** Employers are user type 2 and students type 1 in the code and account calls (spec §7). */
const STUDENT = 1;
const EMPLOYER = 2;

const userId = (d: Obj): UserIdAnswer => ({ user_id: readStr(d.user_id) });

/**
 * The login and account calls of docs/api-auth.md, one function each. Answers that the UI reads are
 * rebuilt field by field; failures come back untouched (code and msg) for the caller's message.
 */
export const auth = {
  // students
  /** GET /api/user/sendcode: data.msg `success` means sent. The phone already carries 886 when chosen. */
  sendStudentCode: (req: StudentCodeRequest) => http.get('/api/user/sendcode', { ...req, type: STUDENT }),
  /** GET /api/user/login {phone, smsCode}: a first login registers the student. */
  studentLogin: (phone: string, smsCode: string) => parsed(http.get('/api/user/login', { phone, smsCode }), userId),
  /** GET /api/site/getloginqrcode {page}: page is the hash path the dialog was opened on. */
  getLoginQrCode: (page: string) =>
    parsed<LoginQrCode>(http.get('/api/site/getloginqrcode', { page }), (d) => ({ QRcode: readStr(d.QRcode), UUID: readStr(d.UUID) })),
  /** GET /api/user/loginbyqrcode {uuid}: 20101/20102 waiting, 20103 expired, 0 with user_id once confirmed. */
  loginByQrCode: (uuid: string) => parsed(http.get('/api/user/loginbyqrcode', { uuid }), userId),

  // employers
  /** POST /api/user/sendcode with the service code (1 login, 2 register, 3 forgot). */
  sendEmployerCode: (req: EmployerCodeRequest) => http.post('/api/user/sendcode', { ...req, type: EMPLOYER }),
  /** POST /company/user/login: login_type 1 with the SMS code, 2 with the password and a captcha ticket; registered 1 when a first code login registered. */
  employerLogin: (req: EmployerLoginRequest) =>
    parsed<EmployerLoginAnswer>(http.post('/company/user/login', { ...req, type: EMPLOYER }), (d) => ({ user_id: readStr(d.user_id), registered: readFlag(d.registered) })),
  /** POST /api/user/register: logs the new employer in. */
  employerRegister: (req: EmployerRegisterRequest) => parsed(http.post('/api/user/register', { ...req, type: EMPLOYER }), userId),
  /** POST /api/user/checksmscode: forgot-password step 1 (the code stays valid for step 2). */
  checkSmsCode: (req: CheckSmsCodeRequest) => http.post('/api/user/checksmscode', { ...req, type: EMPLOYER, service_code: 3 }),
  /** POST /api/user/forgetpassword: forgot-password step 2. */
  forgetPassword: (req: ForgetPasswordRequest) => http.post('/api/user/forgetpassword', { ...req, type: EMPLOYER }),

  // school and department admins, channel admins
  /**
   * POST /school/strategy/login {name, password}: 10003 for an unknown account and a wrong password alike (20024 is read
   * the same way); 30007 after a few failures, until it is sent with a passed slider of the login app id.
   */
  schoolLogin: (name: string, password: string, ticket?: CaptchaTicket) =>
    parsed<SchoolLoginAnswer>(http.post('/school/strategy/login', { name, password, ...ticket }), (d) => ({
      user_id: readStr(d.user_id),
      school: readStr(d.school),
      user_type: readStr(d.user_type),
      strategy: readStr(d.strategy),
      faculty: readStr(d.faculty),
    })),
  /** POST /channel/user/login {username, password}: 500002 when frozen; 30007 as the school login's. */
  channelLogin: (username: string, password: string, ticket?: CaptchaTicket) =>
    parsed<ChannelLoginAnswer>(http.post('/channel/user/login', { username, password, ...ticket }), (d) => ({
      user_id: readStr(d.user_id),
      channel_name: readStr(d.channel_name),
    })),

  // hand-off between our sites
  /** POST /api/user/transferticket {target}: a signed, single-use ticket for another host of ours. */
  transferTicket: (target: string) => parsed<TransferTicket>(http.post('/api/user/transferticket', { target }), (d) => ({ ticket: readStr(d.ticket) })),
  /** GET /api/user/transferlogin: on the target host, the login answer of the ticket's role; 20201 without a valid ticket. */
  transferLogin: (req: TransferLoginRequest) =>
    parsed<TransferLoginAnswer>(http.get('/api/user/transferlogin', req), (d) => ({
      user_id: readStr(d.user_id),
      school: readStr(d.school),
      user_type: readStr(d.user_type),
      strategy: readStr(d.strategy),
      faculty: readStr(d.faculty),
      channel_name: readStr(d.channel_name),
    })),
};
