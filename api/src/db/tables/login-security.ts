import type { Generated, Selectable } from 'kysely';

/** What an SMS code is for; a code is only accepted by the flow it was sent for. */
export type SmsPurpose = 'student' | 'qr' | 'employer_login' | 'employer_register' | 'employer_reset';

/** A sent SMS code: only its keyed hash is stored. */
export interface SmsCodeTable {
  id: Generated<number>;
  phone: string;
  purpose: SmsPurpose;
  code_hash: string;
  /** wrong tries so far; at the limit the code is void */
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Messages the dev SMS provider "sent" (GET /api/dev/sms-outbox, dev tools only). */
export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  code: string;
  text: string;
  created_at: number;
}

/** A windowed counter (count since window_start), optionally blocking its key until blocked_until. */
export interface RateCounterTable {
  key: string;
  count: number;
  window_start: number;
  blocked_until: number;
  /** when the row may be deleted */
  expires_at: number;
}

/** A built-in slider puzzle: the answer stays on the server; one verify per puzzle. */
export interface CaptchaPuzzleTable {
  id: string;
  appid: string;
  answer_x: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** A captcha ticket: issued by the built-in slider, or recorded after the hosted service accepted it (replays). */
export interface CaptchaTicketTable {
  ticket_hash: string;
  appid: string;
  randstr: string;
  source: 'builtin' | 'hosted';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export type QrLoginState = 'waiting' | 'scanned' | 'confirmed' | 'done';

/** A QR login: the desktop polls it by uuid (with its poll key cookie); the phone confirms it. */
export interface QrLoginTable {
  uuid: string;
  host: string;
  page: string;
  state: QrLoginState;
  poll_key_hash: string;
  student_id: number | null;
  /** codes sent from its confirm page */
  sends: number;
  created_at: number;
  expires_at: number;
}

/** Ids of transfer tickets already used (single use), kept until the ticket would have expired. */
export interface TransferTicketTable {
  jti: string;
  used_at: number;
  expires_at: number;
}

export type SmsCodeRow = Selectable<SmsCodeTable>;
export type SmsOutboxRow = Selectable<SmsOutboxTable>;
export type QrLoginRow = Selectable<QrLoginTable>;
