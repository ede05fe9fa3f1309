import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawned-server';

// The short version of `npm run bench`'s 300-student run (issue 13 point 7): bench/load.mjs starts the real
// server (scripts/serve.mjs) on a fresh SQLite file on 127.0.0.1 and 300 logged-in students behind that one
// address each open two pages of the recorded browsing mix (bench/lib/browse-mix.mjs), 10 s apart as a person
// would, taken from the mix in its proportions in turn (LOAD_PAGES). The server gets the default limits
// (nothing below sets RATE_LIMIT_MAX): a campus must not be refused. Only counts are checked, never how fast
// the answers came: the pages opened in a given time and each call's p99 are the bench's (docs/testing.md).

const ROOT = path.resolve(__dirname, '../..');
const STUDENTS = 300;
const PAGES_EACH = 2;
/** A bound for a run that hangs, not a measure: an idle machine takes about 30 s. */
const RUN_LIMIT_MS = 240_000;

type Figures = {
  sqlite: { loginFailures: number; loginSamples: string[]; pages: number; unmade: string[]; refusals: number; errors: number; samples: string[]; p99: Record<string, number> };
};

function runBench(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['bench/load.mjs'], { cwd: ROOT, env: { ...process.env, ...env }, timeout: RUN_LIMIT_MS }, (err, stdout, stderr) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, output: `${stdout}${stderr}` });
    });
  });
}

describe('300 students behind one address', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-load-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(`open ${PAGES_EACH} pages each, every call of the mix among them, with no refusal and no error`, async () => {
    const json = path.join(dir, 'figures.json');
    // npm test runs this before the build: the page is served from root-config's template, which the server
    // fills in (config, site information, first paint) exactly as it fills the built one
    copyFileSync(path.join(ROOT, 'root-config/src/index.html'), path.join(dir, 'index.html'));
    const run = await runBench({
      WEB_DIR: dir,
      LOAD_PORT: String(await freePort()),
      LOAD_STUDENTS: String(STUDENTS),
      LOAD_PAGES: String(PAGES_EACH),
      LOAD_DBS: 'sqlite',
      LOAD_FLAT_SECONDS: '0',
      LOAD_JSON: json,
    });
    let figures: Figures;
    try {
      figures = JSON.parse(readFileSync(json, 'utf8')) as Figures;
    } catch {
      throw new Error(`bench/load.mjs gave no figures (exit ${run.code}):\n${run.output.slice(-3000)}`);
    }
    const { loginFailures, loginSamples, pages, unmade, refusals, errors, samples, p99 } = figures.sqlite;
    // every student logs in from the one address (captcha, SMS code, login)
    expect({ loginFailures, loginSamples }).toEqual({ loginFailures: 0, loginSamples: [] });
    // every page was opened and every answer was one: no refusal (429), no error (HTTP error, outside the
    // envelope, a code that is no business answer, no answer at all)
    expect(pages).toBe(STUDENTS * PAGES_EACH);
    expect({ refusals, errors, samples }).toEqual({ refusals: 0, errors: 0, samples: [] });
    // every call of the mix was made and answered (a renamed or removed call shows up as an error above, as a
    // 404), and the logos the answers name were asked for too
    expect(unmade).toEqual([]);
    expect(Object.keys(p99)).toEqual(expect.arrayContaining(['site info', 'document /', 'getlistbyselect (2-char keyword)', 'position getdetail', 'deliver', 'savebasicinfo', 'image /api/company/logo']));
  }, RUN_LIMIT_MS + 30_000);
});
