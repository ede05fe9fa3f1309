import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { recordHostedTicket } from './builtin-captcha';
import type { CaptchaVerifier } from './captcha-verifier';

export type HostedCaptchaOptions = { verifyUrl: string; secret: string; timeoutMs?: number };

/**
 * The hosted slider service of spec §5 (CAPTCHA_PROVIDER=hosted): the ticket and random string are checked
 * with the service's verify call (`aid`, `AppSecretKey`, `Ticket`, `Randstr`, `UserIP`; `{"response":"1"}`
 * means genuine). Each ticket is recorded first, so a replay is refused even if the service would accept it.
 */
export function createHostedVerifier(db: Db, log: FastifyBaseLogger, now: () => number, opts: HostedCaptchaOptions): CaptchaVerifier {
  return {
    name: 'hosted',
    async redeem(proof) {
      if (!(await recordHostedTicket(db, proof, now()))) return false;
      const url = new URL(opts.verifyUrl);
      url.searchParams.set('aid', proof.appid);
      url.searchParams.set('AppSecretKey', opts.secret);
      url.searchParams.set('Ticket', proof.ticket);
      url.searchParams.set('Randstr', proof.randstr);
      url.searchParams.set('UserIP', proof.ip);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000) });
        if (!response.ok) throw new Error(`captcha service answered HTTP ${response.status}`);
        const answer = (await response.json()) as { response?: unknown };
        return String(answer.response) === '1';
      } catch (err) {
        // the secret is in the URL: log only the failure
        log.warn({ err: err instanceof Error ? err.message : String(err) }, 'captcha verify failed');
        return false;
      }
    },
  };
}
