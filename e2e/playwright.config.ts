import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 8189);
// Each run gets a fresh embedded database, seeded on start like a new user's. The workers load this file again:
// they find the runner's folder in the environment they inherit, and with it the server's dev-token file
// (e2e/auth-steps.ts devToken), as an operator reads it.
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'campus-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: root,
    url: `http://localhost:${PORT}/api/site/getsiteinfo`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATABASE_URL: path.join(dataDir, 'campus.db'),
      MOBILE_JUMP_URL: `http://localhost:${PORT}/mobile-landing`,
      // Browser tests log the same demo phones in again and again: production's daily cap per phone would end the run.
      SMS_DAILY_PER_PHONE: '1000',
      // A build of one's own (WEB_DIR=… npm run build) lets two test runs share a machine.
      ...(process.env.WEB_DIR ? { WEB_DIR: process.env.WEB_DIR } : {}),
    },
  },
});
