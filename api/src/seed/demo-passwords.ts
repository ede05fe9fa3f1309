import { randomBytes } from 'node:crypto';
import { verifyPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { DEMO_CHANNEL_ADMINS, DEMO_EMPLOYERS, DEMO_PASSWORD, DEMO_SCHOOL_ADMINS } from './data/accounts';

/** An account of the demo's list, as `npm run set-password` names it. */
export type DemoAccount = { role: 'employer' | 'school' | 'channel'; name: string };

/**
 * The demo accounts that still log in with the published password (README, docs/architecture.md §5). A production start
 * refuses them: anyone who read the README could log in as a school or a fair's organiser.
 */
export async function accountsWithDemoPassword(db: Db): Promise<DemoAccount[]> {
  const [employers, schools, channels] = await Promise.all([
    db.selectFrom('employer').select(['phone as name', 'password_hash']).where('phone', 'in', DEMO_EMPLOYERS.map((e) => e.phone)).execute(),
    db.selectFrom('school_admin').select(['username as name', 'password_hash']).where('username', 'in', DEMO_SCHOOL_ADMINS.map((a) => a.username)).execute(),
    db.selectFrom('channel_admin').select(['username as name', 'password_hash']).where('username', 'in', DEMO_CHANNEL_ADMINS.map((a) => a.username)).execute(),
  ]);
  const candidates: (DemoAccount & { hash: string | null })[] = [
    ...employers.map((r) => ({ role: 'employer' as const, name: r.name, hash: r.password_hash })),
    ...schools.map((r) => ({ role: 'school' as const, name: r.name, hash: r.password_hash })),
    ...channels.map((r) => ({ role: 'channel' as const, name: r.name, hash: r.password_hash })),
  ];
  const found: DemoAccount[] = [];
  for (const c of candidates) if (c.hash && (await verifyPassword(DEMO_PASSWORD, c.hash))) found.push({ role: c.role, name: c.name });
  return found;
}

export class DemoPasswordError extends Error {
  constructor(readonly accounts: readonly DemoAccount[]) {
    super(
      [
        `NODE_ENV=production refuses to start: ${accounts.length} account(s) still log in with the published demo password:`,
        ...accounts.map((a) => `  ${a.role} ${a.name}  →  npm run set-password -- ${a.role} ${a.name}`),
        'Set a new password for each (the command asks for it, or reads NEW_PASSWORD), or delete the account.',
      ].join('\n'),
    );
    this.name = 'DemoPasswordError';
  }
}

/** A password for demo accounts seeded in production on request (SEED_DEMO=1): never the published one. */
export const productionDemoPassword = (): string => `Dm${randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, '')}!`.slice(0, 16);
