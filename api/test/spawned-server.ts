import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// The real server as `npm start` runs it (scripts/serve.mjs) in a child process on 127.0.0.1, for tests that
// kill it or take its database away; and students logged in over HTTP (bench/lib/student-login.mjs).

export const ROOT = path.resolve(__dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** `devToken`: what its dev tools ask for, read from its start output as the operator reads it ('' with dev tools off). */
export type SpawnedServer = { base: string; devToken: string; child: ChildProcess; output: () => string; exited: () => boolean; stop: () => Promise<void> };

/** The dev token a server prints at start, in its dev tools' address. */
export const DEV_TOOLS_LINE = /^dev tools: (http:\/\/localhost:\d+\/api\/dev\/sms-outbox\?token=([0-9a-f]{64})&phone=<手机号>)$/m;

/** The dev token of each server spawned here, by its base, for logInStudents. */
const devTokens = new Map<string, string>();

/** Starts the server with `env` (DATABASE_URL and the like) and resolves once it listens. */
export async function spawnServer(env: Record<string, string>, readyWithinMs = 60_000): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in ${readyWithinMs} ms:\n${output}`)), readyWithinMs);
    const check = () => {
      if (output.includes('Campus platform')) {
        clearTimeout(timer);
        resolve();
      } else if (exited()) {
        clearTimeout(timer);
        reject(new Error(`server exited before it was ready:\n${output}`));
      } else setTimeout(check, 50);
    };
    check();
  });
  const base = `http://127.0.0.1:${port}`;
  // printed just before the start line: read by the time that line is
  const devToken = DEV_TOOLS_LINE.exec(output)?.[2] ?? '';
  devTokens.set(base, devToken);
  return {
    base,
    devToken,
    child,
    output: () => output,
    exited,
    stop: () =>
      exited()
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
  };
}

export type StudentSession = { phone: string; token: string; userId: number };

/** Logs students in through the captcha, the dev outbox and the login, as the dialog does. */
export function logInStudents(base: string, phones: string[]): Promise<StudentSession[]> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['bench/lib/student-login.mjs', `--dev-token=${devTokens.get(base) ?? ''}`, base, ...phones], { cwd: ROOT }, (err, stdout, stderr) => {
      if (err) reject(new Error(`students not logged in: ${stderr || err.message}`));
      else resolve(JSON.parse(stdout) as StudentSession[]);
    });
  });
}

export type Answer = { status: number; code: number | undefined; data: Record<string, unknown>; text: string; ms: number };

/** One call as the front end makes it (public_source=1; a form POST when `form` is given), with the session of `token`. */
export async function call(base: string, url: string, token: string, form?: Record<string, string>, timeoutMs = 15_000): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = token ? { cookie: `uniq_user_token=${token}` } : {};
  const init: RequestInit = form
    ? { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...form, public_source: '1' }).toString() }
    : { headers };
  const res = await fetch(`${base}${url}${form ? '' : `${url.includes('?') ? '&' : '?'}public_source=1`}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await res.text();
  let data: Record<string, unknown> = {};
  try {
    data = (JSON.parse(text) as { data?: Record<string, unknown> }).data ?? {};
  } catch {
    // not JSON: `code` stays undefined and the test says so
  }
  return { status: res.status, code: typeof data.code === 'number' ? data.code : undefined, data, text, ms: performance.now() - started };
}
