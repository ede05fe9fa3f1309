// `npm run lift-freeze -- <user name>`: lifts the login freezes and failure counts of a channel or school
// admin account (issue 13), on the database the configuration names (DATABASE_URL), for an operator whose
// admin was locked out. Prints what it removed.
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';

const name = (process.argv[2] ?? '').trim();
if (!name) {
  console.error('usage: npm run lift-freeze -- <user name>');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const db = connectDatabase(config);
try {
  // matched in code, not by LIKE: a user name may hold _ or %
  const rows = await db.selectFrom('rate_counter').select('key').where((eb) => eb.or([eb('key', 'like', 'chan:%'), eb('key', 'like', 'school:fail:name:%')])).execute();
  const keys = rows.map((r) => r.key).filter((k) => k.startsWith(`chan:freeze:${name}:`) || k.startsWith(`chan:fail:${name}:`) || k === `school:fail:name:${name}`);
  if (keys.length > 0) await db.deleteFrom('rate_counter').where('key', 'in', keys).execute();
  console.log(`lifted ${keys.length} freeze or failure count(s) of ${name}`);
} finally {
  await db.destroy();
}
