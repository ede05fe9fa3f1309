import { hashQuery } from '../routes/route-table';

/** The logins a link can ask for with `login=<role>` in the hash query (the back-office placeholders' links). */
export const ROLE_LOGINS = ['employer', 'school', 'channel'] as const;
export type RoleLogin = (typeof ROLE_LOGINS)[number];

/** The role login a hash asks for: '#/?login=school' → 'school'; null for none or an unknown role. */
export function roleLoginOf(hash: string): RoleLogin | null {
  const asked = hashQuery(hash).get('login');
  return ROLE_LOGINS.find((role) => role === asked) ?? null;
}
