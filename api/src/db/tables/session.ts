import type { Generated, Insertable, Selectable } from 'kysely';

export type SessionRole = 'student' | 'company' | 'school' | 'channel';

/** A server session (docs/architecture.md §4): only the sha256 of the cookie token is stored. */
export interface SessionTable {
  id: Generated<number>;
  token_hash: string;
  role: SessionRole;
  user_id: number;
  /** What the back-office placeholder shows as the identity, e.g. the account name; set at login. */
  label: string;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
}

export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
