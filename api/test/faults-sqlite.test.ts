import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import sharp from 'sharp';
import { RESUME_MAX } from '@campus/shared-utils/rules';
import type { LightMyRequestResponse } from 'fastify';
import { makePdf } from '../src/seed/resume/demo-documents';
import { makeAvatarPng } from '../src/seed/resume/demo-files';
import { body, testConfig, useTempDir, useTestApp } from './helper';
import { search } from './jobs-helper';
import { openPositions } from './mine-helper';
import { BASIC, newStudent, post, upload } from './resume-kit';

// Storage faults on a SQLite file database (issue 13 point 6): each answers its own code and text.
const FULL = { code: 50002, msg: '存储空间不足，请稍后再试' };
const READ_ONLY = { code: 50003, msg: '系统维护中，暂时无法保存，请稍后再试' };
const BUSY = { code: 50004, msg: '系统繁忙，请稍后重试' };

/** The answer's status, Retry-After and envelope, in one object to compare. */
const answer = (res: LightMyRequestResponse) => ({ status: res.statusCode, retryAfter: res.headers['retry-after'], apiStatus: body(res).apiStatus, data: body(res).data });

const timed = async <T>(work: Promise<T>): Promise<{ value: T; ms: number }> => {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
};

/** Every file under a folder (the uploads), by path, sorted. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => path.extname(f) !== '').sort();

describe('storage faults on a SQLite file', () => {
  const tmp = useTempDir('faults-sqlite-');
  const file = path.join(tmp.dir, 'campus.db');
  const filesDir = path.join(tmp.dir, 'files');
  const BUSY_MS = 800;
  // SITE_CACHE_MS 0: site information is read from the database on every call, as a cold cache would
  // the server's log, to see each fault logged once with its class
  const logs: { level: number; msg: string; fault?: string; err?: { code?: string } }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  beforeEach(() => {
    logs.length = 0;
  });
  const faultLogs = () => logs.filter((l) => l.msg === 'storage fault').map(({ level, fault, err }) => ({ level, fault, code: err?.code }));
  const t = useTestApp('sqlite', { DATABASE_URL: file, FILES_DIR: filesDir, SQLITE_BUSY_TIMEOUT_MS: String(BUSY_MS), SITE_CACHE_MS: '0' }, { logger: { level: 'warn', stream } });
  let phone = 13655520000;
  const student = () => newStudent(t.app, String(++phone));
  const siteInfo = () => t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'localhost' } });
  const resumeOf = (studentId: number) => t.app.db.selectFrom('resume').selectAll().where('student_id', '=', studentId).executeTakeFirst();

  it('waits 1 s for a lock unless SQLITE_BUSY_TIMEOUT_MS says otherwise (0 to 10 s)', () => {
    expect(testConfig().sqliteBusyTimeoutMs).toBe(1000);
    expect(testConfig({ SQLITE_BUSY_TIMEOUT_MS: '0' }).sqliteBusyTimeoutMs).toBe(0);
    expect(() => testConfig({ SQLITE_BUSY_TIMEOUT_MS: '60000' })).toThrow('SQLITE_BUSY_TIMEOUT_MS must be an integer from 0 to 10000, got "60000"');
  });

  it('runs in WAL mode with the configured busy timeout', async () => {
    expect(t.config.sqliteBusyTimeoutMs).toBe(BUSY_MS);
    const { rows } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(t.app.db);
    expect(rows[0]?.journal_mode).toBe('wal');
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(t.app.db);
    expect(timeout.rows[0]?.timeout).toBe(BUSY_MS);
  });

  describe('while another process holds the write lock', () => {
    let other: SqliteDatabase.Database | undefined;
    /** A second connection, as another process would open, that takes the write lock and keeps it. */
    const holdWriteLock = (): SqliteDatabase.Database => {
      other = new SqliteDatabase(file);
      other.exec('BEGIN IMMEDIATE');
      return other;
    };
    afterEach(() => {
      if (other?.inTransaction) other.exec('ROLLBACK');
      other?.close();
    });

    // Counted, not timed (a busy machine may take longer over any answer): the lock is held until the test
    // ends, so a read that waited for it could only fail busy, and code 0 says it never waited; the save waits
    // the busy timeout SQLite was given (BUSY_MS, 'runs in WAL mode…' above, not better-sqlite3's 5 s) once:
    // one fault logged, no retry.
    it('answers reads at once and a save with 50004 after the busy timeout, not 5 s', async () => {
      const me = await student();
      const lock = holdWriteLock();
      expect(body(await siteInfo()).data.code).toBe(0);
      const list = await search(t.app, { page: '1', page_size: '10' });
      expect(list.data.code).toBe(0);
      expect(list.data.list.length).toBeGreaterThan(0);

      const save = await timed(post(t.app, '/api/resume/savebasicinfo', me.token, BASIC));
      expect(answer(save.value)).toEqual({ status: 503, retryAfter: '1', apiStatus: false, data: BUSY });
      expect(save.ms).toBeGreaterThanOrEqual(BUSY_MS - 20);
      expect(await resumeOf(me.id)).toBeUndefined();
      expect(faultLogs()).toEqual([{ level: 40, fault: 'busy', code: 'SQLITE_BUSY' }]);

      lock.exec('ROLLBACK');
      expect(body(await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC)).data).toMatchObject({ code: 0, version: 1 });
    });

    it('answers a read sent beside a waiting save, while the lock is still held', async () => {
      const me = await student();
      holdWriteLock();
      const [save, read] = await Promise.all([post(t.app, '/api/resume/savebasicinfo', me.token, BASIC), siteInfo()]);
      expect(body(save).data).toEqual(BUSY);
      // the lock is held until the test ends: a read that waited for it would have failed busy too
      expect(body(read).data.code).toBe(0);
    });
  });

  describe('when the database is full', () => {
    /** The longest texts the resume takes (Chinese: three bytes a character), more than a page of the file. */
    const other = (mark: string, version: number) => ({
      skills: mark.repeat(RESUME_MAX.skills),
      certificates: mark.repeat(RESUME_MAX.certificates),
      awards: mark.repeat(RESUME_MAX.awards),
      languages: mark.repeat(RESUME_MAX.languages),
      self_evaluation: mark.repeat(RESUME_MAX.selfEvaluation),
      version,
    });
    afterEach(async () => {
      await sql`drop table if exists filler`.execute(t.app.db);
      await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
    });

    /** Lets the file grow by a few pages only, then fills them: every free page is taken. */
    const fillDatabase = async () => {
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(t.app.db);
      await sql`create table filler (x text)`.execute(t.app.db);
      await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count) + 4}`).execute(t.app.db);
      await expect(
        (async () => {
          for (let i = 0; i < 1000; i++) await sql`insert into filler values (${'x'.repeat(2000)})`.execute(t.app.db);
        })(),
      ).rejects.toMatchObject({ code: 'SQLITE_FULL' });
    };

    it('answers 50002 to a resume save and an application, and keeps nothing of either', async () => {
      const me = await student();
      expect(body(await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC)).data.code).toBe(0);
      expect(body(await post(t.app, '/api/resume/saveother', me.token, other('甲', 0))).data).toMatchObject({ code: 0, version: 1 });
      const [position] = await openPositions(t.app, 1);
      if (!position) throw new Error('no open position seeded');
      const deliver = { position_id: position.id, resume_type: 1, resume_id: me.id };
      await fillDatabase();

      const save = await post(t.app, '/api/resume/saveother', me.token, other('乙', 1));
      expect(answer(save)).toEqual({ status: 507, retryAfter: undefined, apiStatus: false, data: FULL });
      expect(await resumeOf(me.id)).toMatchObject({ other_version: 1, skills: '甲'.repeat(RESUME_MAX.skills) });
      // the application and its first event are one transaction: SQLite ends it itself, and the answer still says why
      expect(answer(await post(t.app, '/api/resume/deliver', me.token, deliver))).toEqual({ status: 507, retryAfter: undefined, apiStatus: false, data: FULL });
      expect(await t.app.db.selectFrom('application').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
      expect(faultLogs()).toEqual([
        { level: 50, fault: 'full', code: 'SQLITE_FULL' },
        { level: 50, fault: 'full', code: 'SQLITE_FULL' },
      ]);

      await sql`drop table filler`.execute(t.app.db);
      await sql.raw('pragma max_page_count = 1073741823').execute(t.app.db);
      const { rows: check } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.app.db);
      expect(check).toEqual([{ integrity_check: 'ok' }]);
      expect(body(await post(t.app, '/api/resume/saveother', me.token, other('乙', 1))).data).toMatchObject({ code: 0, version: 2 });
      expect(body(await post(t.app, '/api/resume/deliver', me.token, deliver)).data.code).toBe(0);
    });
  });

  // Root (the test machine) writes through chmod, and a mount cannot be made read-only under an open
  // connection: `query_only` makes the engine itself refuse writes with SQLITE_READONLY, the error a
  // read-only file gives. The start on a read-only mount is in faults-start.test.ts.
  it('answers 50003 while the database takes no writes, and reads go on', async () => {
    const me = await student();
    await sql`pragma query_only = on`.execute(t.app.db);
    try {
      expect(answer(await post(t.app, '/api/resume/savebasicinfo', me.token, BASIC))).toEqual({ status: 503, retryAfter: '60', apiStatus: false, data: READ_ONLY });
      expect(faultLogs()).toEqual([{ level: 50, fault: 'readOnly', code: 'SQLITE_READONLY' }]);
      expect(body(await siteInfo()).data.code).toBe(0);
      // the photo's file is written before the database refuses it: it goes again
      const before = filesUnder(filesDir);
      const photo = { name: 'me.png', type: 'image/png', data: makeAvatarPng(64, [10, 120, 200]) };
      expect(answer(await upload(t.app, '/api/resume/uploadphoto', me.token, photo))).toEqual({ status: 503, retryAfter: '60', apiStatus: false, data: READ_ONLY });
      expect(filesUnder(filesDir)).toEqual(before);
    } finally {
      await sql`pragma query_only = off`.execute(t.app.db);
    }
    expect(await resumeOf(me.id)).toBeUndefined();
  });
});

/** Mounts a tmpfs of `size` on `dir` when this machine lets the tests mount (root); false otherwise. */
function mountSmallDisk(dir: string, size: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('uploads on a full disk', () => {
  const filesDir = path.join(os.tmpdir(), `faults-disk-${process.pid}-${Date.now().toString(36)}`);
  // A real full disk: a 1 MB tmpfs as FILES_DIR, filled once the demo's files are in but for 32 KB. Where
  // mounting is not allowed, the fault is made at
  // the file-system boundary instead: writeFile writes part of the bytes, then fails as a full disk does.
  // (Mounted in a hook, before the app is built, so a run that skips these tests mounts nothing.)
  let mounted = false;
  beforeAll(() => {
    mkdirSync(filesDir);
    mounted = mountSmallDisk(filesDir, '1m');
  });
  afterAll(() => {
    if (mounted) execFileSync('umount', [filesDir]);
    rmSync(filesDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    if (mounted) return;
    const realWrite = fsPromises.writeFile;
    jest.spyOn(fsPromises, 'writeFile').mockImplementation(async (file, data) => {
      await realWrite(file, (data as Buffer).subarray(0, 4096));
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC', errno: -28, syscall: 'write' });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  const t = useTestApp('sqlite', { FILES_DIR: filesDir });
  beforeAll(() => {
    if (!mounted) return;
    const { bavail, bsize } = statfsSync(filesDir);
    writeFileSync(path.join(filesDir, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - 32 * 1024)));
  });
  let phone = 13655530000;
  const student = () => newStudent(t.app, String(++phone));

  it('answers 50002 for a resume file, keeps no partial file and no row', async () => {
    const me = await student();
    const before = filesUnder(filesDir);
    const pdf = makePdf('Big Resume', Array.from({ length: 4000 }, (_, i) => `line ${i} of a resume longer than the disk has room for`));
    expect(pdf.length).toBeGreaterThan(128 * 1024);
    const res = await upload(t.app, '/api/resume/upload', me.token, { name: '简历.pdf', type: 'application/pdf', data: pdf });
    expect(answer(res)).toEqual({ status: 507, retryAfter: undefined, apiStatus: false, data: FULL });
    // the demo's files seeded at start are all there is: no .part, no orphan
    expect(filesUnder(filesDir)).toEqual(before);
    expect(await t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
  });

  it('answers 50002 for a photo and keeps the resume without one', async () => {
    const me = await student();
    const noise = Buffer.from(Array.from({ length: 600 * 600 * 3 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
    expect(photo.length).toBeGreaterThan(64 * 1024);
    const before = filesUnder(filesDir);
    const res = await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.jpg', type: 'image/jpeg', data: photo });
    expect(answer(res)).toEqual({ status: 507, retryAfter: undefined, apiStatus: false, data: FULL });
    expect(filesUnder(filesDir)).toEqual(before);
    expect((await t.app.db.selectFrom('resume').select('photo_key').where('student_id', '=', me.id).executeTakeFirst())?.photo_key ?? '').toBe('');
  });
});
