// `npm run lift-freeze -- <user name>`: lifts the login freezes and failure counts of a channel or school
// admin account (issue 13), on the database the configuration names (DATABASE_URL), for an operator whose
// admin was locked out. Prints what it removed.
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { clearAccountCounters } from '../db/repositories/rate-counter';
import { loginSubject } from '../auth/limits';

const name = (process.argv[2] ?? '').trim();
if (!name) {
  console.error('usage: npm run lift-freeze -- <user name>');
  process.exit(2);
}
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const db = connectDatabase(config);
try {
  let lifted = 0;
  for (const kind of ['channel', 'school'] as const) lifted += await clearAccountCounters(db, loginSubject(kind, name));
  console.log(`lifted ${lifted} freeze or failure count(s) of ${name}`);
} finally {
  await db.destroy();
}
