import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../src/app';
import { findRepoRoot } from '../src/paths';
import { testConfig, useTempDir } from './helper';

// `npm start` (scripts/serve.mjs) on a database it cannot use stops with one line, not a stack trace.
const REPO = findRepoRoot(__dirname);
const isRoot = process.getuid?.() === 0;

type Exit = { code: number | null; stdout: string; stderr: string };

/** Runs a command to its end (at most 60 s) with the server's environment. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd: REPO, env: { ...process.env, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
    });
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const expectOneLine = (exit: Exit, ...words: string[]) => {
  expect(exit.code).toBe(1);
  const lines = exit.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  for (const word of words) expect(lines[0]).toContain(word);
  expect(`${exit.stdout}${exit.stderr}`).not.toMatch(/\n\s+at /);
  expect(exit.stdout).not.toContain('Campus platform');
};

describe('starting on a database that cannot be used', () => {
  const tmp = useTempDir('faults-start-');
  const dataDir = path.join(tmp.dir, 'data');
  const file = path.join(dataDir, 'campus.db');
  const serverEnv = async (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'a-test-secret-of-at-least-32-characters',
    FILES_DIR: path.join(tmp.dir, 'files'),
    WEB_DIR: path.join(tmp.dir, 'no-build'),
    HOST: '127.0.0.1',
    PORT: String(await closedPort()),
    LOG_LEVEL: 'warn',
  });

  beforeAll(async () => {
    // an installation that ran once: migrated and seeded
    mkdirSync(dataDir);
    const app = await buildApp({ config: testConfig({ DATABASE_URL: file, FILES_DIR: path.join(tmp.dir, 'files') }), logger: false });
    await app.close();
  }, 60_000);

  // Root writes through any chmod: there, the folder is bind-mounted read-only in a mount namespace of the
  // server's own (unshare -m), as a read-only disk or volume would be; another user gets read-only modes.
  it('prints one line naming the read-only database and exits 1', async () => {
    const env = await serverEnv(file);
    let exit: Exit;
    if (isRoot) {
      const script = 'mount --bind "$DATA_DIR" "$DATA_DIR" && mount -o remount,ro,bind "$DATA_DIR" && exec node scripts/serve.mjs';
      exit = await run('unshare', ['-m', 'sh', '-c', script], { ...env, DATA_DIR: dataDir });
    } else {
      chmodSync(file, 0o444);
      chmodSync(dataDir, 0o555);
      try {
        exit = await run('node', ['scripts/serve.mjs'], env);
      } finally {
        chmodSync(dataDir, 0o755);
        chmodSync(file, 0o644);
      }
    }
    expectOneLine(exit, `Cannot start: the database ${file} is read-only`, 'writable');
  }, 60_000);

  it('prints one line naming an unreachable PostgreSQL (without its password) and exits 1', async () => {
    const port = await closedPort();
    const exit = await run('node', ['scripts/serve.mjs'], await serverEnv(`postgres://campus:hunter2@127.0.0.1:${port}/campus`));
    expectOneLine(exit, `Cannot start: PostgreSQL at 127.0.0.1:${port}/campus cannot be reached`, 'ECONNREFUSED');
    expect(exit.stderr).not.toContain('hunter2');
  }, 60_000);
});
