import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hitCounter, clearCounter } from '../db/repositories/rate-counter';
import { deleteSmsCode, findLiveSmsCode, returnSmsAttempt, storeSmsCode, takeSmsAttempt, useSmsCode } from '../db/repositories/sms-code';
import type { Trx } from '../db/database';
import type { SmsPurpose } from '../db/tables/login-security';
import { AppError } from '../errors/app-error';
import { CODES, SMS_TEXT } from '../errors/codes';
import { clientKey } from '../lib/client-key';
import { isTrustedFor } from './device-trust';
import { chinaDay, DAY_MS, HOUR_MS } from '../lib/china-time';

/** Spec §9 and docs/architecture.md §4: 6 digits, 5 minutes, single use, 5 wrong tries void the code. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;

/** Codes are stored keyed by the server secret, phone and purpose: a leaked table does not give codes away. */
function hashCode(secret: string, phone: string, purpose: SmsPurpose, code: string): string {
  return createHmac('sha256', secret).update(`sms:${purpose}:${phone}:${code}`).digest('hex');
}

export type SendCodeRequest = { phone: string; purpose: SmsPurpose; request: FastifyRequest; resendSeconds: number };

/**
 * Sends a new code: refused before the countdown ends (30005), past the daily caps (30006) and past the address's
 * hourly bound (42901: a rate, not a daily cap, so a campus behind one NAT can all log in the same morning).
 * The countdown and the phone's daily cap are counted per requester: a browser trusted for the phone (it logged in
 * with one of its codes: sms-trust.ts) has its own, and every other requester is its address. So a stranger who
 * sends a classmate's codes spends only their own budget, never the owner's; the requests of strangers together
 * stop at SMS_DAILY_PER_PHONE_ALL a day, which a trusted browser does not count against. A message the provider
 * does not accept leaves no code and no countdown behind.
 */
export async function sendSmsCode(app: FastifyInstance, { phone, purpose, request, resendSeconds }: SendCodeRequest): Promise<void> {
  const now = app.now();
  const ip = clientKey(request);
  const { dailyPerPhone, dailyPerPhoneAll, perIpPerHour } = app.config.auth.sms;
  if ((await hitCounter(app.db, `sms:hour:ip:${ip}`, HOUR_MS, now)) > perIpPerHour) throw new AppError(CODES.rateLimited);
  const trusted = isTrustedFor(app, request, 'sms', phone);
  const requester = trusted ? 'trusted' : `ip:${ip}`;
  const gapKey = `sms:gap:${purpose}:${phone}:${requester}`;
  if ((await hitCounter(app.db, gapKey, resendSeconds * 1000, now)) > 1) throw new AppError(CODES.smsTooSoon);
  const day = chinaDay(now);
  if ((await hitCounter(app.db, `sms:day:phone:${phone}:${requester}:${day}`, DAY_MS, now)) > dailyPerPhone) throw new AppError(CODES.smsDailyCap);
  if (!trusted && (await hitCounter(app.db, `sms:day:phone:${phone}:untrusted:${day}`, DAY_MS, now)) > dailyPerPhoneAll) throw new AppError(CODES.smsDailyCap);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await storeSmsCode(app.db, {
    phone,
    purpose,
    code_hash: hashCode(app.config.sessionSecret, phone, purpose, code),
    created_at: now,
    expires_at: now + SMS_CODE_TTL_MS,
  });
  try {
    await app.sms.send({ phone, purpose, code, text: SMS_TEXT(code, SMS_CODE_TTL_MS / 60_000) });
  } catch (err) {
    app.log.error({ err, sms: { purpose, provider: app.sms.name } }, 'SMS not sent');
    await deleteSmsCode(app.db, id);
    await clearCounter(app.db, gapKey);
    throw new AppError(CODES.smsSendFailed);
  }
}

export type CheckCodeRequest = { phone: string; purpose: SmsPurpose; code: string };

/**
 * Checks a code against the phone's newest live code for the purpose: 30003 when wrong, expired, used or
 * never sent; 30004 once five wrong tries have voided it. A try is taken (and kept) before the comparison,
 * so parallel guesses cannot exceed five; a right code gives its try back. Answers the code's id: a login
 * uses it up with `useCheckedSmsCode` inside its transaction, so a login that fails leaves it unused.
 */
export async function checkSmsCode(app: FastifyInstance, { phone, purpose, code }: CheckCodeRequest): Promise<number> {
  const now = app.now();
  const live = await findLiveSmsCode(app.db, phone, purpose, now);
  if (!live) throw new AppError(CODES.smsCodeWrong);
  const tries = await takeSmsAttempt(app.db, live.id, SMS_MAX_ATTEMPTS);
  if (tries === undefined) throw new AppError(CODES.smsCodeVoid);
  const given = Buffer.from(hashCode(app.config.sessionSecret, phone, purpose, code));
  const matches = timingSafeEqual(given, Buffer.from(live.code_hash));
  if (!matches) throw new AppError(tries >= SMS_MAX_ATTEMPTS ? CODES.smsCodeVoid : CODES.smsCodeWrong);
  // a right code is not a wrong try: give the try back, so step 2 of a reset still has it
  await returnSmsAttempt(app.db, live.id);
  return live.id;
}

/** Uses up a checked code (single use) in the caller's transaction; 30003 when another request used it first. */
export async function useCheckedSmsCode(trx: Trx, codeId: number, now: number): Promise<void> {
  if (!(await useSmsCode(trx, codeId, now))) throw new AppError(CODES.smsCodeWrong);
}
