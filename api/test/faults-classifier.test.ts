import { writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../src/db/connect';
import { startupFaultLine } from '../src/errors/startup-fault';
import { STORAGE_FAULT_ANSWERS, storageFaultOf } from '../src/errors/storage-faults';
import { useTempDir } from './helper';
import { pgUrlOf, withPg } from './seeded-copy';
import { describeWith, serviceUrl } from './services';

/** The error a call throws (or rejects with); fails the test when it succeeds. */
async function errorOf(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('the storage fault answers', () => {
  it('gives each class its own code, text and status', () => {
    expect(STORAGE_FAULT_ANSWERS).toEqual({
      full: { entry: { code: 50002, msg: '存储空间不足，请稍后再试' }, httpStatus: 507, logLevel: 'error' },
      readOnly: { entry: { code: 50003, msg: '系统维护中，暂时无法保存，请稍后再试' }, httpStatus: 503, retryAfterSeconds: 60, logLevel: 'error' },
      busy: { entry: { code: 50004, msg: '系统繁忙，请稍后重试' }, httpStatus: 503, retryAfterSeconds: 1, logLevel: 'warn' },
      down: { entry: { code: 50005, msg: '数据库暂时无法连接，请稍后再试' }, httpStatus: 503, retryAfterSeconds: 5, logLevel: 'error' },
    });
  });
});

describe('storage faults of SQLite (errors better-sqlite3 really throws)', () => {
  const tmp = useTempDir('faults-classifier-');
  const file = path.join(tmp.dir, 'x.db');
  let a: SqliteDatabase.Database;
  let b: SqliteDatabase.Database;
  beforeAll(() => {
    a = new SqliteDatabase(file, { timeout: 0 });
    a.pragma('journal_mode = WAL');
    a.exec('create table t (x text unique)');
    b = new SqliteDatabase(file, { timeout: 0 });
  });
  afterAll(() => {
    a.close();
    b.close();
  });

  it('a write lock held by another connection is busy', async () => {
    b.exec('BEGIN IMMEDIATE');
    try {
      const error = await errorOf(() => a.exec("insert into t values ('a')"));
      expect(error).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(storageFaultOf(error)).toBe('busy');
    } finally {
      b.exec('ROLLBACK');
    }
  });

  it('a write to a read-only connection or under query_only is read-only', async () => {
    const readonly = new SqliteDatabase(file, { readonly: true });
    const error = await errorOf(() => readonly.exec("insert into t values ('b')"));
    readonly.close();
    expect(error).toMatchObject({ code: 'SQLITE_READONLY' });
    expect(storageFaultOf(error)).toBe('readOnly');
    a.pragma('query_only = ON');
    const queryOnly = await errorOf(() => a.exec("insert into t values ('b')"));
    a.pragma('query_only = OFF');
    expect(storageFaultOf(queryOnly)).toBe('readOnly');
  });

  it('a database at its size limit is full', async () => {
    a.pragma(`max_page_count = ${Number(a.pragma('page_count', { simple: true }))}`);
    const error = await errorOf(() => {
      for (let i = 0; i < 100; i++) a.prepare('insert into t values (?)').run(`${i}`.repeat(3000));
    });
    a.pragma('max_page_count = 1073741823');
    expect(error).toMatchObject({ code: 'SQLITE_FULL' });
    expect(storageFaultOf(error)).toBe('full');
  });

  it('a file that cannot be opened is down', async () => {
    // a folder where the file should be: the engine's own refusal (a missing folder is refused before it by better-sqlite3)
    const error = await errorOf(() => new SqliteDatabase(tmp.dir));
    expect(error).toMatchObject({ code: 'SQLITE_CANTOPEN' });
    expect(storageFaultOf(error)).toBe('down');
  });

  it('reads extended codes by their primary code', () => {
    const of = (code: string) => storageFaultOf(new SqliteDatabase.SqliteError('x', code));
    expect([of('SQLITE_BUSY_SNAPSHOT'), of('SQLITE_LOCKED'), of('SQLITE_LOCKED_SHAREDCACHE')]).toEqual(['busy', 'busy', 'busy']);
    expect([of('SQLITE_READONLY_DBMOVED'), of('SQLITE_READONLY_DIRECTORY')]).toEqual(['readOnly', 'readOnly']);
    expect([of('SQLITE_IOERR_WRITE'), of('SQLITE_CANTOPEN_ISDIR')]).toEqual(['down', 'down']);
  });

  it('leaves other database errors alone (a broken rule is no storage fault)', async () => {
    a.exec("insert into t values ('same')");
    const error = await errorOf(() => a.exec("insert into t values ('same')"));
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(storageFaultOf(error)).toBeUndefined();
  });

  it('keeps the cause of a transaction SQLite ended itself (full), with nothing of it kept', async () => {
    const db = connectDatabase({ databaseUrl: path.join(tmp.dir, 'trx.db'), sqliteBusyTimeoutMs: 100 });
    try {
      await sql`create table u (x text)`.execute(db);
      await sql`create table filler (x text)`.execute(db);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count) + 2}`).execute(db);
      await expect(
        (async () => {
          for (;;) await sql`insert into filler values (${'x'.repeat(2000)})`.execute(db);
        })(),
      ).rejects.toMatchObject({ code: 'SQLITE_FULL' });
      const error = await errorOf(() =>
        db.transaction().execute(async (trx) => {
          await sql`insert into u values ('first')`.execute(trx);
          await sql`insert into u values (${'y'.repeat(9000)})`.execute(trx);
        }),
      );
      // without the guard, Kysely's rollback fails ("no transaction is active") and hides SQLITE_FULL
      expect(error).toMatchObject({ code: 'SQLITE_FULL' });
      expect((await sql<{ n: number }>`select count(*) as n from u`.execute(db)).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.destroy();
    }
  });
});

/** A port nothing listens on (fetch refuses port 1 by itself). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('storage faults of the file system and sockets', () => {
  it('a write to a full device is full', async () => {
    const error = await errorOf(() => writeFileSync('/dev/full', 'x'));
    expect(error).toMatchObject({ code: 'ENOSPC', syscall: 'write' });
    expect(storageFaultOf(error)).toBe('full');
  });

  it('sorts the other errno codes of writes', () => {
    const errno = (code: string, syscall = 'open') => storageFaultOf(Object.assign(new Error(code), { code, syscall }));
    expect([errno('EDQUOT', 'write'), errno('EROFS'), errno('EACCES'), errno('EPERM', 'rename')]).toEqual(['full', 'readOnly', 'readOnly', 'readOnly']);
    expect([errno('ECONNRESET', 'read'), errno('EPIPE', 'write'), errno('ETIMEDOUT', 'connect'), errno('ENOTFOUND', 'getaddrinfo')]).toEqual(['down', 'down', 'down', 'down']);
  });

  it('a refused PostgreSQL connection is down', async () => {
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    const error = await errorOf(() => client.connect());
    expect(error).toMatchObject({ code: 'ECONNREFUSED' });
    expect(storageFaultOf(error)).toBe('down');
  });

  it('leaves a client hanging up and another service refusing alone', async () => {
    // what Node gives a request whose client went away: ECONNRESET without a system call
    expect(storageFaultOf(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBeUndefined();
    // a model or SMS gateway that refuses: fetch's TypeError wraps the socket error
    const fetchError = await errorOf(async () => fetch(`http://127.0.0.1:${await closedPort()}/`));
    expect((fetchError as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    expect(storageFaultOf(fetchError)).toBeUndefined();
    expect([storageFaultOf(new Error('boom')), storageFaultOf('text'), storageFaultOf(null), storageFaultOf({ code: 'constructor' })]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('storage faults of PostgreSQL, by SQLSTATE', () => {
  const stateError = (code: string) => Object.assign(new pg.DatabaseError('x', 1, 'error'), { code });

  it('sorts the states the server sends', () => {
    expect(['53100', '25006', '53200', '53300', '55P03', '40P01', '40001', '57014'].map((c) => storageFaultOf(stateError(c)))).toEqual([
      'full',
      'readOnly',
      'busy',
      'busy',
      'busy',
      'busy',
      'busy',
      'busy',
    ]);
    expect(['57P01', '57P02', '57P03', '08006', '08001', '08P01'].map((c) => storageFaultOf(stateError(c)))).toEqual(['down', 'down', 'down', 'down', 'down', 'down']);
    // a broken rule, bad SQL: not storage
    expect(['23505', '42P01', '22001'].map((c) => storageFaultOf(stateError(c)))).toEqual([undefined, undefined, undefined]);
  });

  it("reads pg's own words for a lost connection", () => {
    for (const message of ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect', 'Client has encountered a connection error and is not queryable']) {
      expect(storageFaultOf(new Error(message))).toBe('down');
    }
  });
});

describeWith('PostgreSQL', 'storage faults of a running PostgreSQL (errors it really sends)', () => {
  const admin = serviceUrl('PostgreSQL');
  // a database of its own: the faults below lock and end connections, and other suites run beside it
  const database = `faults_${process.pid}_${Date.now().toString(36)}`;
  const url = admin ? pgUrlOf(admin, database) : '';
  const clients: pg.Client[] = [];
  const connect = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    // a terminated connection reports on the client too: the test reads it from the query instead
    client.on('error', () => undefined);
    await client.connect();
    clients.push(client);
    return client;
  };
  const table = 'faults';
  const onAdmin = (query: string) => withPg(admin, (c) => c.query(query));
  beforeAll(async () => {
    await onAdmin(`create database ${database}`);
    const c = await connect();
    await c.query(`create table ${table} (id int primary key, n int)`);
    await c.query(`insert into ${table} values (1, 0), (2, 0)`);
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
    await onAdmin(`drop database if exists ${database} with (force)`);
  });

  it('a write in a read-only transaction is read-only (25006)', async () => {
    const c = await connect();
    await c.query('begin read only');
    const error = await errorOf(() => c.query(`update ${table} set n = n + 1`));
    await c.query('rollback');
    expect(error).toMatchObject({ code: '25006' });
    expect(storageFaultOf(error)).toBe('readOnly');
  });

  it('a lock that does not come within lock_timeout is busy (55P03)', async () => {
    const [holder, waiter] = [await connect(), await connect()];
    await holder.query('begin');
    await holder.query(`select * from ${table} where id = 1 for update`);
    await waiter.query("set lock_timeout = '100ms'");
    const error = await errorOf(() => waiter.query(`update ${table} set n = n + 1 where id = 1`));
    await holder.query('rollback');
    expect(error).toMatchObject({ code: '55P03' });
    expect(storageFaultOf(error)).toBe('busy');
  });

  it('a deadlock is busy (40P01)', async () => {
    const [one, two] = [await connect(), await connect()];
    await one.query('begin');
    await two.query('begin');
    await one.query(`update ${table} set n = n + 1 where id = 1`);
    await two.query(`update ${table} set n = n + 1 where id = 2`);
    const results = await Promise.allSettled([one.query(`update ${table} set n = n + 1 where id = 2`), two.query(`update ${table} set n = n + 1 where id = 1`)]);
    await Promise.all([one.query('rollback'), two.query('rollback')]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.reason).toMatchObject({ code: '40P01' });
    expect(storageFaultOf(failed[0]?.reason)).toBe('busy');
  });

  it('a connection the server ends is down (57P01), and so is every query after it', async () => {
    const [victim, admin] = [await connect(), await connect()];
    const { rows } = await victim.query<{ pid: number }>('select pg_backend_pid() as pid');
    const sleeping = errorOf(() => victim.query('select pg_sleep(5)'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    const error = await sleeping;
    expect(error).toMatchObject({ code: '57P01' });
    expect(storageFaultOf(error)).toBe('down');
    const after = await errorOf(() => victim.query('select 1'));
    expect(storageFaultOf(after)).toBe('down');
  });
});

describeWith('PostgreSQL', 'the PostgreSQL connection pool', () => {
  it('outlives an idle connection the server ends, and the next query opens a new one', async () => {
    const url = serviceUrl('PostgreSQL');
    const db = connectDatabase({ databaseUrl: url, sqliteBusyTimeoutMs: 0 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pidOf = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid;
      const before = await pidOf();
      await admin.query('select pg_terminate_backend($1)', [before]);
      // the idle client learns of its end and reports it to the pool
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = await pidOf();
      expect(after).toEqual(expect.any(Number));
      expect(after).not.toBe(before);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});

describe('the start-up line', () => {
  it('names the PostgreSQL server without its password', async () => {
    const refused = await errorOf(() => new pg.Client({ connectionString: 'postgres://u:secret@127.0.0.1:1/campus' }).connect());
    const line = startupFaultLine(refused, { databaseUrl: 'postgres://u:secret@127.0.0.1:1/campus' });
    expect(line).toBe('Cannot start: PostgreSQL at 127.0.0.1:1/campus cannot be reached. Start it, or correct DATABASE_URL (ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:1)');
    expect(startupFaultLine(new Error('a bug'), { databaseUrl: 'postgres://u:secret@127.0.0.1:1/campus' })).toBeUndefined();
  });
});
