// Bundle budget (docs/architecture.md §7): every entry file in the import map that we build ourselves,
// gzip-compressed, must stay within the per-parcel budget. The first-load total is measured in
// the browser by e2e/bundle-budget.spec.ts, since only a real page load knows what it fetches.
import { readFile, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BUDGETS from './budgets.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = process.env.WEB_DIR ? path.resolve(root, process.env.WEB_DIR) : path.join(root, 'dist/web');
const jsonArg = process.argv.find((a) => a.startsWith('--json='))?.slice(7);

const map = JSON.parse(await readFile(path.join(web, 'import-map.json'), 'utf8'));
const checks = [];
for (const [name, url] of Object.entries(map.imports)) {
  if (!name.startsWith('@campus/')) continue;
  const bytes = gzipSync(await readFile(path.join(web, url)), { level: 9 }).length;
  checks.push({ name, bytes, budget: BUDGETS.parcelEntryGzipBytes, ok: bytes <= BUDGETS.parcelEntryGzipBytes });
}

for (const c of checks) {
  console.log(`${c.ok ? 'ok  ' : 'OVER'} ${c.name.padEnd(28)} ${(c.bytes / 1024).toFixed(1).padStart(6)} KB gzip (budget ${c.budget / 1024} KB)`);
}
const result = { passed: checks.filter((c) => c.ok).length, failed: checks.filter((c) => !c.ok).length, checks };
if (jsonArg) await writeFile(jsonArg, JSON.stringify(result, null, 2));
process.exit(result.failed === 0 ? 0 : 1);
