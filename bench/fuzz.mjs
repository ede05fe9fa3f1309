// `npm run bench`: the long fuzz run of issue 13 — the generators of api/test/fuzz (as the fuzz test in
// `npm test` uses them) with a new seed each run and many more requests: every call of the OpenAPI document
// as a visitor and as a logged-in student (app.inject), then raw requests over a socket, on a fresh SQLite
// app and, with TEST_PG_URL set, a fresh PostgreSQL schema. Prints the seed (replay: FUZZ_SEED=<seed>), the
// counts and each failure; exits non-zero on any 5xx or answer outside the envelope.
// FUZZ_RUNS: requests per call and session kind (150); FUZZ_RAW: raw requests (3000).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(path.join(root, file));
const { buildTestApp, DB_KINDS } = await load('api/test/helper.ts');
const { studentSession } = await load('api/test/auth-helper.ts');
const { fuzzApp, summarize } = await load('api/test/fuzz/run.ts');
const { fuzzRaw } = await load('api/test/fuzz/raw.ts');

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runs = Number(process.env.FUZZ_RUNS ?? 150);
const rawRuns = Number(process.env.FUZZ_RAW ?? 3000);
console.log(`fuzz: seed ${seed} (replay with FUZZ_SEED=${seed}), ${runs} requests per call and session kind, ${rawRuns} raw`);

let failed = 0;
for (const kind of DB_KINDS) {
  const started = performance.now();
  const t = await buildTestApp(kind);
  try {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const visitor = await fuzzApp(t.app, doc, { seed, runs, big: true });
    const token = await studentSession(t.app, '13900000001');
    const cookie = `${t.config.runtime.cookieNames.token}=${token}`;
    // log-out would end the session the pass relies on; the visitor pass covers it
    const student = await fuzzApp(t.app, doc, { seed: seed + 1000, runs, big: true, cookie, skip: (op) => op.path === '/api/user/loginout' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const raw = await fuzzRaw(t.app.server.address().port, { seed, runs: rawRuns });
    const failures = [...visitor.failures, ...student.failures];
    const count = visitor.count + student.count;
    const seconds = (performance.now() - started) / 1000;
    console.log(`fuzz on ${kind}: ${count} requests and ${raw.count} raw in ${seconds.toFixed(0)} s, ${failures.length + raw.failures.length} failed`);
    if (failures.length > 0) console.log(summarize(failures));
    for (const f of raw.failures) console.log(f);
    failed += failures.length + raw.failures.length;
  } finally {
    await t.close();
  }
}
process.exit(failed > 0 ? 1 : 0);
