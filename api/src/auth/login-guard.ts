import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { blockKey, clearCounter, hitCounter, isBlocked, peekCounter, releaseHit } from '../db/repositories/rate-counter';
import { AppError } from '../errors/app-error';
import type { CodeEntry } from '../errors/codes';
import { clientKey } from '../lib/client-key';
import { isTrustedFor } from './device-trust';
import { LIMIT_KEYS, loginSubject, type LoginKind, type LoginPolicy } from './limits';
import { requireCaptcha, type CaptchaFields } from './require-captcha';

/** What a guarded password login does once it knows whether the password was right. */
export type LoginGuard = {
  /** '<kind>:<account>': what the counters and the trust cookie name */
  subject: string;
  /** the password was wrong: a requester at its limit waits (longer each time today), strangers at theirs freeze the account for strangers; true when this failure locked */
  failed: () => Promise<boolean>;
  /** the password was right: the requester's failures are forgotten and its reserved hits given back (in the login's transaction) */
  succeeded: (trx: Db) => Promise<void>;
};

/**
 * Guards a password login to an account (its subject: 'school:<name>', 'channel:<name>', 'employer:<phone>') before its password
 * is hashed. Failures are counted per requester: a browser trusted for the account (it logged in before:
 * device-trust.ts) is one requester, any other is its address. A requester at `perRequester` failures in the window
 * waits (policy.lockMs: growing with each lock of the day), so guessing from one place stays as slow as before; a
 * stranger's failures never lock the owner's trusted browser, nor the owner's own address. Strangers together at
 * `anywhere` failures freeze the account for every untrusted requester (and an alert is logged), never for a trusted
 * browser. `perIp` bounds one address's failures over every account (a campus outer bound; trusted browsers are
 * not counted in it). Each attempt is counted before the hash, so a wave sent at once is refused from the limit on,
 * unhashed. Refusals answer `refusal`. From `policy.captchaAfter` failures on, an attempt without a passed slider
 * (`captcha`, the login app id) answers 30007, neither counted nor hashed: the owner who mistyped passes it and
 * goes on, a guessing script pays a puzzle for each guess.
 */
export async function guardLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: LoginKind,
  account: string,
  policy: LoginPolicy,
  refusal: CodeEntry,
  captcha: CaptchaFields = {},
): Promise<LoginGuard> {
  const now = app.now();
  const subject = loginSubject(kind, account);
  const trusted = isTrustedFor(app, request, 'login', subject);
  const ip = clientKey(request);
  const requester = trusted ? 'trusted' : `ip:${ip}`;
  const keys = {
    mine: LIMIT_KEYS.loginFailures(subject, requester),
    myLock: LIMIT_KEYS.loginLock(subject, requester),
    strangers: LIMIT_KEYS.loginFailures(subject, '*'),
    strangersLock: LIMIT_KEYS.loginLock(subject, '*'),
    address: LIMIT_KEYS.loginAddress(kind, ip),
  };
  const locked = async () => (await isBlocked(app.db, keys.myLock, now)) || (!trusted && (await isBlocked(app.db, keys.strangersLock, now)));
  if (await locked()) throw new AppError(refusal);
  if (policy.captchaAfter) {
    const { mine, strangers } = policy.captchaAfter;
    const mineSoFar = await peekCounter(app.db, keys.mine, policy.windowMs, now);
    const strangersSoFar = trusted ? 0 : await peekCounter(app.db, keys.strangers, policy.windowMs, now);
    if (mineSoFar >= mine || strangersSoFar >= strangers) await requireCaptcha(app, request, 'login', captcha);
  }

  const lockMe = async () => {
    const locks = await hitCounter(app.db, LIMIT_KEYS.loginLocks(subject, requester), 24 * 60 * 60_000, now);
    await app.db.transaction().execute(async (trx) => {
      await blockKey(trx, keys.myLock, now + policy.lockMs(locks), now);
      await clearCounter(trx, keys.mine);
    });
  };
  const freezeForStrangers = async () => {
    app.log.warn({ alert: 'login-freeze', subject, failures: policy.anywhere, minutes: policy.anywhereLockMs / 60_000 }, 'ALERT: password failures from many addresses froze an account for every browser not trusted for it');
    await app.db.transaction().execute(async (trx) => {
      await blockKey(trx, keys.strangersLock, now + policy.anywhereLockMs, now);
      await clearCounter(trx, keys.strangers);
    });
  };

  // counted before the hash
  const mine = await hitCounter(app.db, keys.mine, policy.windowMs, now);
  const strangers = trusted ? 0 : await hitCounter(app.db, keys.strangers, policy.windowMs, now);
  const address = trusted ? 0 : await hitCounter(app.db, keys.address, policy.windowMs, now);
  if (mine > policy.perRequester) {
    await lockMe();
    throw new AppError(refusal);
  }
  if (strangers > policy.anywhere) {
    await freezeForStrangers();
    throw new AppError(refusal);
  }
  if (address > policy.perIp) throw new AppError(refusal);
  // a lock set by a concurrent attempt between the first look and this count cleared the counter this one started
  // again from: looked at once more, so no attempt of a wave slips past a lock into the hash
  if (await locked()) throw new AppError(refusal);

  return {
    subject,
    failed: async () => {
      if (mine >= policy.perRequester) await lockMe();
      else if (strangers >= policy.anywhere) await freezeForStrangers();
      else return false;
      return true;
    },
    succeeded: async (trx) => {
      await clearCounter(trx, keys.mine);
      if (!trusted) {
        await releaseHit(trx, keys.strangers);
        await releaseHit(trx, keys.address);
      }
    },
  };
}
