import { CODES } from '../src/errors/codes';
import { devHeaders, studentSession } from './auth-helper';
import { fuzzRaw } from './fuzz/raw';
import { NON_ENVELOPE, nonJsonOperations, type OpenApiDoc } from './fuzz/routes';
import { fuzzApp, summarize } from './fuzz/run';
import { DB_KINDS, useTestApp } from './helper';

/**
 * Generated bad input on every call of the OpenAPI document (issue 13): no 5xx, and the envelope
 * (or a listed non-JSON answer). A fixed seed, so a failure is the same on every run; `npm run bench`
 * runs bench/fuzz.mjs, the same generators with a new seed and many more requests.
 */
const SEED = 20_261_125;
// the loop's short version: every call still gets generated input six times (five on PostgreSQL) in each pass; the long
// run with a new seed each time is bench/fuzz.mjs
const RUNS: Record<string, number> = { sqlite: 6, postgres: 5 };
const RAW_RUNS = 200;

describe.each(DB_KINDS)('fuzzing every call on %s', (kind) => {
  const t = useTestApp(kind);
  let doc: OpenApiDoc;
  beforeAll(async () => {
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDoc>();
  });

  it('lists in one place the calls that answer other than JSON', () => {
    expect(nonJsonOperations(doc)).toEqual(Object.keys(NON_ENVELOPE).filter((k) => !NON_ENVELOPE[k]?.documentedJson).sort());
  });

  it('answers generated bad input, visitor and logged-in student, in the envelope and never with a 5xx', async () => {
    const runs = RUNS[kind] ?? 6;
    // with the dev token, as the operator's own scripts call the dev tools: their handlers get the bad input too
    const headers = devHeaders(t.app);
    const visitor = await fuzzApp(t.app, doc, { seed: SEED, runs, big: true, headers });
    const token = await studentSession(t.app, '13900000001');
    const cookie = `${t.config.runtime.cookieNames.token}=${token}`;
    // log-out would end the session the pass relies on; the visitor pass covers it
    const student = await fuzzApp(t.app, doc, { seed: SEED + 1000, runs, big: true, cookie, headers, skip: (op) => op.path === '/api/user/loginout' });
    const count = visitor.count + student.count;
    const succeeded = (visitor.codes.get(0) ?? 0) + (student.codes.get(0) ?? 0);
    console.log(`fuzz on ${kind}: ${count} requests (seed ${SEED}), ${succeeded} answered code 0, ${visitor.failures.length + student.failures.length} failed`);
    expect(summarize([...visitor.failures, ...student.failures])).toBe('');
    expect(count).toBeGreaterThan(runs * 200);
    // the logged-in pass stays logged in and gets past validation into the handlers
    expect(student.codes.get(CODES.notLoggedIn.code) ?? 0).toBe(0);
    expect(student.codes.get(0) ?? 0).toBeGreaterThan(runs * 5);
  }, 120_000);

  it('answers generated raw requests over a socket (what Node parses before Fastify) in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const raw = await fuzzRaw(address.port, { seed: SEED, runs: RAW_RUNS });
    console.log(`raw fuzz on ${kind}: ${raw.count} requests (seed ${SEED}), ${raw.failures.length} failed`);
    expect(raw.failures).toEqual([]);
  });
});
