import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Trx } from '../db/database';
import type { LoginOutcome } from './log-in';
import { replaceSession } from './session-cookie';

export type LoginContext = { app: FastifyInstance; request: FastifyRequest; reply: FastifyReply };

/**
 * One login's writes as one transaction (docs/architecture.md §4): `work` uses up the code or ticket and finds or
 * creates the account through `trx`, then names the session to start; the browser's previous session is
 * replaced in the same transaction. The cookie is set only after the commit, so a failure at any step
 * leaves the code unused, no account made and the previous session as it was. Slow work (password
 * hashing) belongs before the call: on SQLite a transaction holds the only connection.
 */
export async function commitLogin<T>({ app, request, reply }: LoginContext, work: (trx: Trx) => Promise<LoginOutcome<T>>): Promise<T> {
  const { answer, cookie } = await app.db.transaction().execute(async (trx) => {
    const outcome = await work(trx);
    return { answer: outcome.answer, cookie: await replaceSession(trx, app, request, outcome.session) };
  });
  request.session = null;
  reply.header('set-cookie', cookie);
  return answer;
}
