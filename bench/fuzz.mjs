// `npm run bench`: the long fuzz run of issue 13 — the generators of api/test/fuzz (as the fuzz test in
// `npm test` uses them) with a new seed each run and many more requests per call, on a fresh in-memory
// SQLite app, as a visitor and as a logged-in student. Prints the seed (replay: FUZZ_SEED=<seed>), the count
// and each failure; exits non-zero on any 5xx or answer outside the envelope. FUZZ_RUNS sets requests per call.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(path.join(root, file));
const { buildTestApp } = await load('api/test/helper.ts');
const { studentSession } = await load('api/test/auth-helper.ts');
const { fuzzApp, summarize } = await load('api/test/fuzz/run.ts');

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 150);
console.log(`fuzz: seed ${seed}, ${runs} requests per call and session kind (replay with FUZZ_SEED=${seed})`);

const started = performance.now();
const t = await buildTestApp('sqlite');
let exitCode = 0;
try {
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  const visitor = await fuzzApp(t.app, doc, { seed, runs, big: true });
  const token = await studentSession(t.app, '13900000001');
  const cookie = `${t.config.runtime.cookieNames.token}=${token}`;
  const student = await fuzzApp(t.app, doc, { seed: seed + 1000, runs, big: true, cookie, skip: (op) => op.path === '/api/user/loginout' });
  const failures = [...visitor.failures, ...student.failures];
  const count = visitor.count + student.count;
  const seconds = (performance.now() - started) / 1000;
  console.log(`fuzz: ${count} requests in ${seconds.toFixed(0)} s, ${failures.length} failed`);
  if (failures.length > 0) {
    console.log(summarize(failures));
    exitCode = 1;
  }
} finally {
  await t.close();
}
process.exit(exitCode);
