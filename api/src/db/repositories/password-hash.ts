import type { Db } from '../database';

/** The tables whose rows log in with a password. */
export type PasswordTable = 'employer' | 'school_admin' | 'channel_admin';

/**
 * Replaces a password hash made with weaker parameters by one made at login with the current ones; only
 * while the stored hash is still the one checked, so a password reset meanwhile is never undone.
 */
export async function upgradePasswordHash(db: Db, table: PasswordTable, id: number, checked: string, upgraded: string): Promise<void> {
  await db.updateTable(table).set({ password_hash: upgraded }).where('id', '=', id).where('password_hash', '=', checked).execute();
}
