import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startApi, stop } from './lib/server.mjs';
import { ROUTE_TARGETS, timeRouteChange } from './lib/route-speed.mjs';
const PORT = 8506;
const server = await startApi(PORT, { DATABASE_URL: path.join(mkdtempSync(path.join(tmpdir(), 'campus-route-')), 'route.db') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const t of ROUTE_TARGETS.filter((t) => t.name === (process.argv[2] ?? 'position-list'))) {
    const ctx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true }); });
    await page.goto(`http://${t.host}:${PORT}/#/`, { waitUntil: 'networkidle' });
    const route = t.route(await t.ids(page));
    const ms = await timeRouteChange(page, { ...t, route });
    const entries = await page.evaluate(() => {
      const click = performance.getEntriesByName('route-click')[0].startTime;
      return [...window.__lt.map(([s, d]) => `longtask ${Math.round(s - click)} +${Math.round(d)}`), ...performance.getEntriesByType('mark').map((m) => `mark ${m.name} ${Math.round(m.startTime - click)}`)].concat(performance.getEntriesByType('resource').filter((e) => e.startTime > click - 2000).map((e) => `${Math.round(e.startTime - click)}..${Math.round(e.responseEnd - click)} ${e.initiatorType} ${e.transferSize} ${e.name.replace(location.origin, '')}`));
    });
    console.log(t.name, ms); console.log(entries.join('\n'));
    await ctx.close();
  }
} finally { await browser.close(); await stop(server); }
