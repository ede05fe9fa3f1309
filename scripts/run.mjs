// Small process helpers shared by the start, test and e2e scripts.
import { spawn } from 'node:child_process';
import { ROOT } from './build/paths.mjs';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export const bin = (name) => `${ROOT}/node_modules/.bin/${name}`;
