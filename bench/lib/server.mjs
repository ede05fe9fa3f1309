// Servers the benches start, each on 127.0.0.1 only: the API as `scripts/serve.mjs` with its env, or the bare
// Fastify baseline; and the resident memory of a process as the kernel counts it.
import { fork } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The dev token each API started here printed at start (its dev tools answer only with it), by port. */
const devTokens = new Map();
/** The dev token in the API's start output (its dev tools' address). */
export const DEV_TOKEN = /^dev tools: http:\/\/localhost:\d+\/api\/dev\/sms-outbox\?token=([0-9a-f]{64})&/m;

/** The dev token of the API started here on the port of `base` ('' when none was printed). */
export const devTokenOf = (base) => devTokens.get(new URL(base).port) ?? '';

/** Forks a script of the repository and resolves once `ready(stdout text)` is true or it sends 'ready'. */
export function startScript(script, env, ready = () => false) {
  const child = fork(path.join(ROOT, script), [], { env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const early = (code) => reject(new Error(`${script} exited with ${code} before it was ready`));
    child.once('exit', early);
    const done = () => {
      child.off('exit', early);
      resolve(child);
    };
    child.stdout.on('data', (d) => {
      // BENCH_SERVER_LOG=<file> keeps what the servers print (their warnings and errors), for a run that failed
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, d);
      const token = DEV_TOKEN.exec(String(d))?.[1];
      if (token) devTokens.set(String(env.PORT), token);
      if (ready(String(d))) done();
    });
    child.on('message', (m) => m === 'ready' && done());
  });
}

/** The API (scripts/serve.mjs) on a port of 127.0.0.1; env adds DATABASE_URL and the like. */
export function startApi(port, env) {
  return startScript('scripts/serve.mjs', { PORT: String(port), LOG_LEVEL: 'warn', ...env }, (out) => out.includes('Campus platform'));
}

/** Stops a child and waits for its exit. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory (VmRSS) of a process, in bytes. */
export function rssOf(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
}
