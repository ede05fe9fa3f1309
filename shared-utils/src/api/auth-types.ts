/** Request and answer shapes of the authentication calls (docs/api-auth.md), shared with the server. */
import type { LoginType } from '../types/auth';

/** What a passed slider captcha gives; sent with an SMS code request and an employer password login. */
export type CaptchaTicket = { captcha_appid: string; captcha_randstr: string; captcha_ticket: string };

/** GET /api/captcha/get {appid}: one puzzle (background and piece as data URLs, px sizes; the piece is a square of piece_size). */
export type CaptchaPuzzle = { captcha_id: string; image: string; piece: string; piece_y: number; piece_size: number; width: number; height: number };

/** POST /api/captcha/verify: the final left offset of the piece and the drag track. */
export type CaptchaAnswer = { captcha_id: string; x: number; track: { x: number; t: number }[] };

/** Employer SMS code purposes (spec §7): 1 login, 2 register, 3 forgot password. */
export type ServiceCode = 1 | 2 | 3;

/** An answer that carries the logged-in user's id (student, employer key). */
export type UserIdAnswer = { user_id: string };

/** POST /company/user/login: the employer key, and 1 when this code login registered the employer. */
export type EmployerLoginAnswer = { user_id: string; registered: 0 | 1 };

/** GET /api/site/getloginqrcode {page}: the QR image (data URL, overlay included) and its UUID. */
export type LoginQrCode = { QRcode: string; UUID: string };

/** POST /school/strategy/login. */
export type SchoolLoginAnswer = { user_id: string; school: string; user_type: string; strategy: string; faculty: string };

/** POST /channel/user/login. */
export type ChannelLoginAnswer = { user_id: string; channel_name: string };

/** POST /api/user/transferticket {target}. */
export type TransferTicket = { ticket: string };

/** GET /api/user/transferlogin: the login answer of the ticket's role (the fields that role's login gives). */
export type TransferLoginAnswer = { user_id: string; school: string; user_type: string; strategy: string; faculty: string; channel_name: string };

export type StudentCodeRequest = { phone: string } & CaptchaTicket;
export type EmployerCodeRequest = { phone: string; service_code: ServiceCode } & CaptchaTicket;
export type EmployerLoginRequest =
  | { phone: string; login_type: 1; smsCode: string }
  | ({ phone: string; login_type: 2; password: string } & CaptchaTicket);
export type EmployerRegisterRequest = { phone: string; sms_code: string; password: string };
export type CheckSmsCodeRequest = { phone: string; sms_code: string };
export type ForgetPasswordRequest = { phone: string; sms_code: string; password: string; confirm_password: string };
export type TransferLoginRequest = { ticket: string; login_type: LoginType; user_id?: string; com_key_user?: string };
