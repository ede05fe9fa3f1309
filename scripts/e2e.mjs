// `npm run test:e2e`: builds when needed, then runs the browser tests alone.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run, bin } from './run.mjs';
import { ensureBrowser } from './browser.mjs';
import { WEB } from './build/paths.mjs';

if (!existsSync(path.join(WEB, 'index.html')) && (await run('node', ['scripts/build.mjs'])) !== 0) process.exit(1);
const problem = await ensureBrowser();
if (problem) {
  console.error(problem);
  process.exit(1);
}
process.exit(await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
