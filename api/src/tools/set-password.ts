// `npm run set-password -- <employer|school|channel> <phone or user name>`: sets a new password for an account
// on the database the configuration names (DATABASE_URL), e.g. the demo accounts a production start refuses while
// they hold the published password (seed/demo-passwords.ts). The password comes from NEW_PASSWORD, else from a
// line typed on stdin, so it never appears in the shell's history or the process list.
import { createInterface } from 'node:readline/promises';
import { DEMO_PASSWORD } from '../seed/data/accounts';
import { PASSWORD_PATTERN } from '@campus/shared-utils/rules';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';

const TABLES = { employer: { table: 'employer', column: 'phone' }, school: { table: 'school_admin', column: 'username' }, channel: { table: 'channel_admin', column: 'username' } } as const;

const [role, name] = [process.argv[2] ?? '', (process.argv[3] ?? '').trim()];
if (!(role in TABLES) || !name) {
  console.error('usage: npm run set-password -- <employer|school|channel> <phone or user name>   (password from NEW_PASSWORD or stdin)');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.NEW_PASSWORD) return process.env.NEW_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await rl.question('new password (6-16 letters, digits or !@#$%): ')).trim();
  } finally {
    rl.close();
  }
}

const password = await readPassword();
if (!PASSWORD_PATTERN.test(password) || password === DEMO_PASSWORD) {
  console.error(password === DEMO_PASSWORD ? 'that is the published demo password: choose another' : '密码须为6-16位，特殊字符仅支持!@#$%');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const db = connectDatabase(config);
try {
  const { table, column } = TABLES[role as keyof typeof TABLES];
  const hash = await hashPassword(password, config.auth.passwordCost);
  const result = await db.updateTable(table).set({ password_hash: hash }).where(column, '=', name).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    console.error(`no ${role} account ${name}`);
    process.exitCode = 1;
  } else console.log(`password of ${role} ${name} set`);
} finally {
  await db.destroy();
}
