import type { Db } from '../database';

/** Records a ticket id as used; false when it was used before (a replay). */
export async function useTransferTicket(db: Db, jti: string, expiresAt: number, now: number): Promise<boolean> {
  const row = await db
    .insertInto('transfer_ticket')
    .values({ jti, used_at: now, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .returning('jti')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteExpiredTransferTickets(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('transfer_ticket').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
