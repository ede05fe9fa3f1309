/** The logins' settings: the SMS provider and its caps, the captcha's server side, QR login, password hashing. */
import type { EnvReader } from '../env-reader';

/** scrypt's cost parameters; stored with each hash, so a hash made with older ones still verifies (auth/passwords.ts). */
export type ScryptCost = { N: number; r: number; p: number };

export type AuthConfig = {
  sms: {
    /** `dev` writes to the log and the dev outbox; `http` posts to an SMS gateway. */
    provider: 'dev' | 'http';
    gatewayUrl: string;
    gatewayKey: string;
    /** Daily cap per phone and requester (China Standard Time days): a trusted browser, else an address (auth/sms-codes.ts). */
    dailyPerPhone: number;
    /** Daily cap per phone of every untrusted requester together; a browser trusted for the phone does not count against it. */
    dailyPerPhoneAll: number;
    /** Codes an hour from one address: an outer bound a campus behind one NAT does not reach. */
    perIpPerHour: number;
  };
  /** Server side of the captcha (provider and app ids are in runtime.captcha): the hosted service's verify call. */
  captcha: { verifyUrl: string; secret: string };
  /** `demo`: the QR opens our confirm page; `off`: no QR login (getloginqrcode refuses). */
  qrLogin: 'demo' | 'off';
  /** scrypt cost of new password hashes: OWASP's minimum (N 2^17) unless a test lowers it. */
  passwordCost: ScryptCost;
};

export function readAuth(read: EnvReader, problems: string[], production: boolean): AuthConfig {
  const smsProvider = read.oneOf('SMS_PROVIDER', ['dev', 'http'] as const, 'dev');
  const gatewayUrl = read.url('SMS_GATEWAY_URL', { allowPath: false });
  if (smsProvider === 'http' && !gatewayUrl) problems.push('SMS_GATEWAY_URL is required when SMS_PROVIDER=http');
  const auth: AuthConfig = {
    sms: {
      provider: smsProvider,
      gatewayUrl,
      gatewayKey: read.text('SMS_GATEWAY_KEY', ''),
      dailyPerPhone: read.int('SMS_DAILY_PER_PHONE', 10, 1, 1000),
      dailyPerPhoneAll: read.int('SMS_DAILY_PER_PHONE_ALL', 30, 1, 10_000),
      perIpPerHour: read.int('SMS_PER_IP_PER_HOUR', 2400, 1, 10_000_000),
    },
    captcha: { verifyUrl: read.url('CAPTCHA_VERIFY_URL', { allowPath: false }), secret: read.text('CAPTCHA_SECRET', '') },
    qrLogin: read.oneOf('QR_LOGIN_PROVIDER', ['demo', 'off'] as const, 'demo'),
    passwordCost: { N: 2 ** read.int('PASSWORD_SCRYPT_LOG2_N', 17, 10, 20), r: 8, p: 1 },
  };
  if (production && auth.passwordCost.N < 2 ** 17) problems.push('PASSWORD_SCRYPT_LOG2_N below 17 is for tests only and refused when NODE_ENV=production');
  return auth;
}
