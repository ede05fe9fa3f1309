// `npm test`: lint, type check and the API document's lint side by side, unit/component/API tests, build, bundle budget, browser tests.
// Prints each phase's time and ends with the line `N passed, N failed`; exits non-zero when anything failed.
//
//   npm test                      everything (what CI runs)
//   npm test -- --changed[=REF]   what a change touches: lint of the changed files and the Jest suites that depend
//                                 on them (against REF, default HEAD: the uncommitted change); no build or browser
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './build/paths.mjs';
import { run, bin } from './run.mjs';
import { ensureBrowser } from './browser.mjs';

const changedFlag = process.argv.slice(2).find((a) => a === '--changed' || a.startsWith('--changed='));
const changedSince = changedFlag ? changedFlag.split('=')[1] || 'HEAD' : null;

/** API suites that start servers of their own and load them flat out (docs/testing.md). */
const ALONE = ['load', 'crash', 'crash-postgres', 'redis-outage'].map((name) => `api/test/${name}.test.ts`);

/** API suites that need PostgreSQL or Redis for some or all of their cases (they import api/test/services.ts). */
const SERVICE_SUITES = readdirSync(path.join(ROOT, 'api/test'))
  .filter((f) => f.endsWith('.test.ts') && /from '\.\/services'/.test(readFileSync(path.join(ROOT, 'api/test', f), 'utf8')))
  .map((f) => `api/test/${f}`);

const tmp = await mkdtemp(path.join(tmpdir(), 'campus-test-'));
const tally = { passed: 0, failed: 0 };
const times = [];
const count = (name, passed, failed) => {
  tally.passed += passed;
  tally.failed += failed;
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed\n`);
};
/** Runs one phase, noting its wall time. */
async function phase(name, work) {
  const start = Date.now();
  try {
    return await work();
  } finally {
    times.push([name, Date.now() - start]);
  }
}
const step = async (name, cmd, args, options) => {
  const code = await run(cmd, args, options);
  count(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
};
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));

if (changedSince) await changedOnly(changedSince);
else await everything();

const minutes = (ms) => `${Math.floor(ms / 60000)}:${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}`;
console.log('\nphase times (wall, m:ss)');
for (const [name, ms] of times) console.log(`  ${name.padEnd(34)} ${minutes(ms).padStart(6)}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
// a full run that ran nothing failed; a change that touches no suite passes
process.exit(tally.failed === 0 && (tally.passed > 0 || changedSince) ? 0 : 1);

async function everything() {
  await phase('lock file', () => step('lock file installs with npm ci', 'node', ['scripts/complete-lock.mjs', '--check']));
  // lint and type check use one core each: side by side they take the longer of the two (the API document's lint is short)
  await phase('lint, type check, API document lint', () =>
    Promise.all([
      step('lint', bin('eslint'), ['.', '--max-warnings', '0']),
      step('type check', bin('tsc'), ['-b']),
      step('API document lint (Redocly recommended)', 'node', ['scripts/api/openapi-lint.mjs']),
    ]),
  );
  // the suites that load servers of their own flat out (300 students, a killed process, an outage) run after the
  // others, one at a time: beside another worker's suites their servers compete for the two cores and reset
  // connections, which says nothing about the product
  await phase('unit, component and API tests', () => jest(['--testPathIgnorePatterns', '/node_modules/', ...ALONE.map((f) => `/${f.replace(/\./g, '\\.')}$`)]));
  await phase('server-loading suites, one at a time', () => jest(['--runInBand', ...ALONE]));
  // CI sets TEST_PG_URL and TEST_REDIS_URL; the plain machine's path is proven in the same run: the suites that need
  // them are collected again with both unset, and each must skip with its line, not crash (only those lines run)
  if (process.env.TEST_PG_URL || process.env.TEST_REDIS_URL) {
    await phase('service suites without the services', () =>
      jest(['--testNamePattern', '^prints "skipped: ', '--passWithNoTests', ...SERVICE_SUITES], { env: { TEST_PG_URL: '', TEST_REDIS_URL: '' } }),
    );
  }
  const built = await phase('build', () => step('build', 'node', ['scripts/build.mjs']));
  if (!built) return;
  await phase('bundle budget', async () => {
    const budgetOut = path.join(tmp, 'budget.json');
    await run('node', ['bench/bundle-budget.mjs', `--json=${budgetOut}`]);
    const budget = await readJson(budgetOut);
    if (budget) count('bundle budget', budget.passed, budget.failed);
    else count('bundle budget', 0, 1);
  });
  await phase('browser tests', async () => {
    const browserProblem = await ensureBrowser();
    if (browserProblem) {
      console.error(browserProblem);
      return count('browser tests', 0, 1);
    }
    const e2eOut = path.join(tmp, 'e2e.json');
    await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
    });
    const e2e = await readJson(e2eOut);
    if (e2e) count('browser tests', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected + (e2e.errors?.length ?? 0));
    else count('browser tests', 0, 1);
  });
}

/** The Jest run, its figures counted; `args` narrow it. */
async function jest(args, options = {}) {
  const jestOut = path.join(tmp, `jest-${times.length}.json`);
  await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestOut}`, ...args], options);
  const result = await readJson(jestOut);
  if (result) count('unit, component and API tests', result.numPassedTests, result.numFailedTests + result.numRuntimeErrorTestSuites);
  else count('unit, component and API tests', 0, 1);
}

/** Lint of the files changed since `ref` (committed or not, new ones too) and the Jest suites that depend on them. */
async function changedOnly(ref) {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  const files = [...new Set([...git('diff', '--name-only', ref), ...git('ls-files', '--others', '--exclude-standard')])];
  const lintable = files.filter((f) => /\.(c|m)?(t|j)sx?$/.test(f));
  console.log(`changed since ${ref}: ${files.length} files, ${lintable.length} to lint`);
  if (lintable.length) await phase('lint (changed files)', () => step('lint', bin('eslint'), ['--max-warnings', '0', '--no-warn-ignored', ...lintable]));
  await phase('Jest (suites the change touches)', () => jest(['--changedSince', ref, '--passWithNoTests']));
}
