// `npm test`: lint, type check, unit/component/API tests, build, bundle budget, browser tests.
// Ends with the line `N passed, N failed`; exits non-zero when anything failed.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run, bin } from './run.mjs';
import { ensureBrowser } from './browser.mjs';

const tmp = await mkdtemp(path.join(tmpdir(), 'campus-test-'));
const tally = { passed: 0, failed: 0 };
const count = (name, passed, failed) => {
  tally.passed += passed;
  tally.failed += failed;
  console.log(`\n== ${name}: ${passed} passed, ${failed} failed\n`);
};
const step = async (name, cmd, args, options) => {
  const code = await run(cmd, args, options);
  count(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
};
const readJson = async (file) => JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));

await step('lock file installs with npm ci', 'node', ['scripts/complete-lock.mjs', '--check']);
await step('lint', bin('eslint'), ['.', '--max-warnings', '0']);
await step('type check', bin('tsc'), ['-b']);

const jestOut = path.join(tmp, 'jest.json');
await run(bin('jest'), ['--ci', '--json', `--outputFile=${jestOut}`]);
const jest = await readJson(jestOut);
if (jest) count('unit, component and API tests', jest.numPassedTests, jest.numFailedTests + jest.numRuntimeErrorTestSuites);
else count('unit, component and API tests', 0, 1);

const built = await step('build', 'node', ['scripts/build.mjs']);
if (built) {
  const budgetOut = path.join(tmp, 'budget.json');
  await run('node', ['bench/bundle-budget.mjs', `--json=${budgetOut}`]);
  const budget = await readJson(budgetOut);
  if (budget) count('bundle budget', budget.passed, budget.failed);
  else count('bundle budget', 0, 1);

  const browserProblem = await ensureBrowser();
  if (browserProblem) {
    console.error(browserProblem);
    count('browser tests', 0, 1);
  } else {
    const e2eOut = path.join(tmp, 'e2e.json');
    await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
    });
    const e2e = await readJson(e2eOut);
    if (e2e) count('browser tests', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected + (e2e.errors?.length ?? 0));
    else count('browser tests', 0, 1);
  }
}

console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 && tally.passed > 0 ? 0 : 1);
