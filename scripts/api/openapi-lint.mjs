// The served OpenAPI document as other tools read it: the API is built in memory (no demo, no listening port), its
// /api/docs/json linted with Redocly's recommended rules, and every problem printed. Exits 1 on any problem, so a
// back office or a partner can always generate a client from it (operationIds, the session cookie's scheme,
// servers, a 2XX and a 4XX answer for each operation). One rule is off, info-license-strict: the platform has no
// public licence page to link (docs/decisions.md).
//   node scripts/api/openapi-lint.mjs
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { register } from 'tsx/esm/api';
import { ROOT } from '../build/paths.mjs';

register();
const { buildApp } = await import(`${ROOT}/api/src/app.ts`);
const { loadConfig } = await import(`${ROOT}/api/src/config/index.ts`);

const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ':memory:', SEED_DEMO: '0', LOG_LEVEL: 'silent', API_DOCS: '1' });
const app = await buildApp({ config, logger: false });
try {
  const res = await app.inject({ url: '/api/docs/json' });
  const document = JSON.parse(res.body);
  const lintConfig = await createConfig({ extends: ['recommended'], rules: { 'info-license-strict': 'off' } });
  const problems = await lintFromString({ source: res.body, absoluteRef: 'openapi.json', config: lintConfig });
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  for (const p of problems) console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`);
  console.log(`OpenAPI document: ${operations.length} operations, ${problems.length} problems (Redocly recommended)`);
  process.exitCode = problems.length ? 1 : 0;
} finally {
  await app.close();
}
