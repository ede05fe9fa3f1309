import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import { deleteExpiredQrLogins } from '../db/repositories/qr-login';
import { deleteExpiredCounters } from '../db/repositories/rate-counter';
import { deleteExpiredSessions } from '../db/repositories/session';
import { deleteExpiredSmsCodes } from '../db/repositories/sms-code';
import { deleteExpiredTransferTickets } from '../db/repositories/transfer-ticket';
import { deleteExpiredCaptcha } from '../providers/captcha/builtin-captcha';

const EVERY_MS = 10 * 60 * 1000;

/** Deletes what the login flows leave behind once it has expired: codes, counters, puzzles, tickets, QR logins, sessions. */
export async function deleteExpiredLoginData(db: Db, now: number): Promise<number> {
  const counts = await Promise.all([
    deleteExpiredSmsCodes(db, now),
    deleteExpiredCounters(db, now),
    deleteExpiredCaptcha(db, now),
    deleteExpiredQrLogins(db, now),
    deleteExpiredTransferTickets(db, now),
    deleteExpiredSessions(db, now),
  ]);
  return counts.reduce((a, b) => a + b, 0);
}

/** Runs the clean-up every 10 minutes in each process (deletes are idempotent, so several processes may overlap). */
export default fp(
  async (app) => {
    const timer = setInterval(() => {
      deleteExpiredLoginData(app.db, app.now()).catch((err: unknown) => app.log.warn({ err }, 'login clean-up failed'));
    }, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'login-housekeeping', dependencies: ['db', 'clock'] },
);
