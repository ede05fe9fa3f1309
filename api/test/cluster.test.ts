import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describeWith, serviceUrl } from './services';
import { logInStudents, spawnServer, type SpawnedServer } from './spawned-server';

// Several API processes on one port (cluster/primary.ts): the real server as `npm start` runs it, with
// WEB_CONCURRENCY=2 on a PostgreSQL database of this test's own, and on SQLite, where it serves alone.
// Requests go out on a new connection each, so the primary hands them to its workers in turn; the dev-only
// X-Served-By header names the process that answered. Several processes need PostgreSQL (on SQLite one
// process serves: the last block): the PostgreSQL block runs when TEST_PG_URL is set (services.ts).

const PG_URL = serviceUrl('PostgreSQL');
/** Quick demo passwords and no rate limits: the test is about processes, not those. */
const TEST_ENV = { PASSWORD_SCRYPT_LOG2_N: '12', RATE_LIMIT_MAX: '1000000', RATE_LIMIT_SEARCH: '1000000', RATE_LIMIT_USER: '1000000' };
/** A worker builds the whole app before it listens: seconds on an idle machine, far more on a loaded one. */
const START_MS = 180_000;

type Got = { status: number; pid: string; requestId: string; code: number | undefined };

/** One GET on a connection of its own (no keep-alive: the next request may land on another process). */
function get(base: string, url: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { agent: false, headers: { host: 'localhost', ...headers }, timeout: 15_000 }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => {
        let code: number | undefined;
        try {
          code = (JSON.parse(text) as { data?: { code?: number } }).data?.code;
        } catch {
          // not JSON: code stays undefined and the assertion shows it
        }
        resolve({ status: res.statusCode ?? 0, pid: String(res.headers['x-served-by']), requestId: String(res.headers['x-request-id']), code });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer in 15 s`)));
    req.on('error', reject);
  });
}

/**
 * A request still in flight when the stop signal comes: the headers and half the form go out, then
 * `duringRequest` runs (it signals the server), and the rest of the form follows a second later.
 */
function slowPost(base: string, duringRequest: () => void): Promise<Got> {
  const form = 'domain=localhost&public_source=1';
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/company/site/getinfo`, {
      method: 'POST',
      agent: false,
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(form)) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, pid: String(res.headers['x-served-by']), requestId: '', code: (JSON.parse(text) as { data: { code: number } }).data.code }));
    });
    req.on('error', reject);
    req.on('socket', (socket) =>
      socket.once('connect', () => {
        req.write(form.slice(0, 7));
        // the server has read the headers by now: the request is in flight
        setTimeout(() => {
          duringRequest();
          setTimeout(() => req.end(form.slice(7)), 1000);
        }, 300);
      }),
    );
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exitCodeOf(server: SpawnedServer): Promise<number | null> {
  return server.exited() ? Promise.resolve(server.child.exitCode) : new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

/** True when something accepts connections on the server's port. */
function listening(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

async function withAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describeWith('PostgreSQL', 'WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const database = `cluster_${process.pid}_${Date.now().toString(36)}`;
  let server: SpawnedServer | undefined;
  const pids = new Set<string>();

  beforeAll(async () => {
    await withAdmin(`create database ${database}`);
    const url = new URL(PG_URL);
    url.pathname = `/${database}`;
    server = await spawnServer({ ...TEST_ENV, DATABASE_URL: url.toString(), WEB_CONCURRENCY: '2' }, START_MS);
  }, START_MS + 10_000);

  afterAll(async () => {
    await server?.stop();
    await withAdmin(`drop database if exists ${database} with (force)`);
  }, 30_000);

  const running = (): SpawnedServer => {
    if (!server) throw new Error('server not started');
    return server;
  };

  it('serves from two processes, neither of them the primary, and a login made on one is valid on the other', async () => {
    const { base, child } = running();
    const probes = [];
    for (let i = 0; i < 8; i++) probes.push(await get(base, '/healthz'));
    probes.forEach((p) => pids.add(p.pid));
    expect(probes.every((p) => p.status === 200 && p.code === 0)).toBe(true);
    expect(pids.size).toBe(2);
    expect(pids.has(String(child.pid))).toBe(false);

    const [student] = await logInStudents(base, ['13700000161']);
    const reads = [];
    for (let i = 0; i < 8; i++) reads.push(await get(base, `/api/resume/getdetail?user_id=${student!.userId}&public_source=1`, { cookie: `uniq_user_token=${student!.token}` }));
    expect(reads.map((r) => r.code)).toEqual(reads.map(() => 0));
    expect(new Set(reads.map((r) => r.pid))).toEqual(pids);
    // the migrations and the seed ran once, in the primary: no worker logged a failed start
    expect(running().output()).not.toMatch(/worker exited/);
  }, 60_000);

  it('keeps serving when a worker is killed, and starts another in its place', async () => {
    const { base } = running();
    const [victim, survivor] = [...pids];
    process.kill(Number(victim), 'SIGKILL');
    // a connection the primary hands over in the instant the worker dies is lost with it (node:cluster's
    // round robin; docs/decisions.md): the requests below start once the primary has seen the death
    const seen = Date.now() + 10_000;
    while (!running().output().includes(`"worker":${victim},`) && Date.now() < seen) await sleep(20);
    const meanwhile = [];
    for (let i = 0; i < 6; i++) meanwhile.push(await get(base, '/healthz'));
    expect(meanwhile.map((m) => [m.status, m.pid])).toEqual(meanwhile.map(() => [200, survivor]));

    let replacement: string | undefined;
    const until = Date.now() + START_MS;
    while (!replacement && Date.now() < until) {
      const { pid } = await get(base, '/healthz');
      if (!pids.has(pid)) replacement = pid;
      else await sleep(250);
    }
    expect(replacement).toEqual(expect.stringMatching(/^\d+$/));
    expect(running().output()).toMatch(new RegExp(`"worker":${victim},"code":null,"signal":"SIGKILL".*worker exited; starting another`));
  }, START_MS + 10_000);

  it('on SIGTERM lets a request in flight finish with 200, then the primary exits 0 and nothing listens', async () => {
    const current = running();
    const answer = await slowPost(current.base, () => current.child.kill('SIGTERM'));
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: 0 });
    expect(await exitCodeOf(current)).toBe(0);
    expect(await listening(current.base)).toBe(false);
  }, 60_000);
});

describe('WEB_CONCURRENCY=2 on SQLite', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-cluster-'));
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    server = await spawnServer({ ...TEST_ENV, DATABASE_URL: path.join(dir, 'campus.db'), WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' }, START_MS);
  }, START_MS + 10_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const running = (): SpawnedServer => {
    if (!server) throw new Error('server not started');
    return server;
  };

  it('serves from its one process and says so at start', async () => {
    const { base, child, output } = running();
    expect(output()).toContain('WEB_CONCURRENCY=2 ignored: SQLite serves from one process');
    const probes = [];
    for (let i = 0; i < 6; i++) probes.push(await get(base, '/readyz'));
    expect(probes.map((p) => [p.status, p.code, p.pid])).toEqual(probes.map(() => [200, 0, String(child.pid)]));
  });

  it("echoes the proxy's X-Request-Id and writes it on the request's log lines", async () => {
    const id = `lb-${Date.now().toString(36)}-7c1e`;
    const answer = await get(running().base, '/healthz', { 'x-request-id': id });
    expect(answer.requestId).toBe(id);
    await sleep(100);
    expect(running().output()).toContain(`"reqId":"${id}"`);
  });

  it('on SIGTERM lets a request in flight finish with 200, then exits 0 and nothing listens', async () => {
    const current = running();
    const answer = await slowPost(current.base, () => current.child.kill('SIGTERM'));
    expect({ status: answer.status, code: answer.code }).toEqual({ status: 200, code: 0 });
    expect(await exitCodeOf(current)).toBe(0);
    expect(await listening(current.base)).toBe(false);
  }, 60_000);
});
