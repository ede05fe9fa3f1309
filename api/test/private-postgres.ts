import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './spawned-server';

// A PostgreSQL server of the test's own (Debian's binaries in /usr/lib/postgresql/*/bin), so a test may
// stop and start it without touching the shared one other suites use. initdb refuses root: as root, the
// cluster belongs to the `postgres` user and every command runs as that user.

const PG_ROOT = '/usr/lib/postgresql';

/** The bin folder of the newest installed PostgreSQL, or a message saying why there is none. */
export function postgresBin(): { bin: string } | { missing: string } {
  const versions = existsSync(PG_ROOT) ? readdirSync(PG_ROOT).filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) return { missing: `no PostgreSQL server binaries in ${PG_ROOT}/*/bin (apt-get install postgresql)` };
  return { bin: path.join(PG_ROOT, newest, 'bin') };
}

export type PrivatePostgres = { url: string; stop: () => void; start: () => void; remove: () => void };

/** initdb in a temp folder and start on a free port of 127.0.0.1 (trust auth, no fsync: a test's data). */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    execFileSync(file, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
