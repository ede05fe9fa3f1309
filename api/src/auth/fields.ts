import type { CaptchaPuzzle, CaptchaTicket, ChannelLoginAnswer, EmployerLoginAnswer, LoginQrCode, TransferTicket, UserIdAnswer } from '@campus/shared-utils';
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { Flag } from '../lib/envelope-schema';

/**
 * Request fields and answers of the login calls (docs/api-auth.md). Fields that spec §5 validates are
 * optional here with a generous length cap: the handler applies the §5 rule and answers its exact text;
 * the schema only stops oversized or non-text input.
 */
export const RuleText = (maxLength: number, description: string) => Type.Optional(Type.String({ maxLength, description }));

export const PhoneField = RuleText(20, 'mobile number (students on Taiwan-enabled sites: 886 + the Taiwan number)');
export const SmsCodeField = RuleText(16, 'the 6-digit SMS code');
export const PasswordField = RuleText(64, '6-16 letters, digits and !@#$%');

export const CaptchaFields = {
  captcha_appid: Type.Optional(Type.String({ maxLength: 64 })),
  captcha_randstr: Type.Optional(Type.String({ maxLength: 128 })),
  captcha_ticket: Type.Optional(Type.String({ maxLength: 2048 })),
};

/** A user id as the client sends it beside a transfer ticket (numeric id or employer key). */
export const ClientUserId = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' });

export const UserIdFields = { user_id: Type.String({ description: 'the logged-in user’s id' }) };

export const EmployerLoginFields = {
  user_id: Type.String({ description: 'the employer key, kept by the client in com_key_user' }),
  registered: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1 when this call created the account' }),
};

export const SchoolLoginFields = {
  user_id: Type.String(),
  school: Type.String(),
  user_type: Type.Integer({ description: '0 school admin, 1 department admin' }),
  strategy: Type.String(),
  faculty: Type.Optional(Type.String({ description: 'department admins only' })),
};

export const ChannelLoginFields = { user_id: Type.String(), channel_name: Type.String() };

export const LoginQrFields = {
  QRcode: Type.String({ description: 'SVG data URL (data:image/svg+xml;base64,…) with the site-type overlay' }),
  UUID: Type.String(),
  expires_in: Type.Integer({ description: 'seconds the code stays valid' }),
};

export const CaptchaPuzzleFields = {
  captcha_id: Type.String(),
  image: Type.String({ description: 'background with the cut-out, SVG data URL' }),
  piece: Type.String({ description: 'the piece, SVG data URL (piece_size × piece_size)' }),
  piece_y: Type.Integer({ description: 'top of the piece on the background, px' }),
  piece_size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
};

export const CaptchaTicketFields = { captcha_appid: Type.String(), captcha_randstr: Type.String(), captcha_ticket: Type.String() };

export const TransferTicketFields = { ticket: Type.String(), expires_at: Type.Integer({ description: 'epoch milliseconds' }) };

export const LoginType = Type.Union([Type.Literal('student'), Type.Literal('company'), Type.Literal('school'), Type.Literal('channel')]);

export const TransferLoginFields = {
  login_type: LoginType,
  user_id: Type.String(),
  registered: Type.Optional(Flag),
  school: Type.Optional(Type.String()),
  user_type: Type.Optional(Type.Integer()),
  strategy: Type.Optional(Type.String()),
  faculty: Type.Optional(Type.String()),
  channel_name: Type.Optional(Type.String()),
};

export const OutboxFields = {
  list: Type.Array(
    Type.Object({ phone: Type.String(), purpose: Type.String(), code: Type.String(), text: Type.String(), created_at: Type.Integer({ description: 'epoch milliseconds' }) }),
  ),
};

type Answer<P extends TProperties> = Static<TObject<P>>;
type Assert<T extends true> = T;
type Fits<A, B> = [A] extends [B] ? true : false;
/** Compile-time proof that the login answers carry what the front end's API types read (shared-utils/src/api/auth-types.ts). */
export type AuthAnswersFitClientTypes = [
  Assert<Fits<Answer<typeof UserIdFields>, UserIdAnswer>>,
  Assert<Fits<Answer<typeof EmployerLoginFields>, EmployerLoginAnswer>>,
  Assert<Fits<Answer<typeof ChannelLoginFields>, ChannelLoginAnswer>>,
  Assert<Fits<Answer<typeof LoginQrFields>, LoginQrCode>>,
  Assert<Fits<Answer<typeof CaptchaPuzzleFields>, CaptchaPuzzle>>,
  Assert<Fits<Answer<typeof CaptchaTicketFields>, CaptchaTicket>>,
  Assert<Fits<Answer<typeof TransferTicketFields>, TransferTicket>>,
];
