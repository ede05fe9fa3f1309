import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { call, logInStudents, spawnServer, type SpawnedServer, type StudentSession } from './spawned-server';

// Crash safety on SQLite (issue 13 point 8): the real server is killed with SIGKILL in the middle of a burst
// of resume saves and applications from several students, then started again on the same file. The file
// must be intact, every save answered 0 must be there exactly as sent, and nothing may be half-written: the
// basic information is one row written whole, an application is its row plus its first timeline step.

const STUDENTS = 6;
/** Saves are not what this test is about: no per-address limit may cut the burst short. */
const ENV = { RATE_LIMIT_MAX: '1000000', SMS_DAILY_PER_IP: '100000' };

type Basic = Record<string, string>;

/** A complete basic information whose every field carries the save's number, so a mixed row is seen. */
function basic(phone: string, seq: number, version: number): Basic {
  return {
    name: `学生${seq}`,
    sex: String(1 + (seq % 2)),
    birth_date: '2003-05-18',
    phone,
    email: `s${seq}@example.com`,
    city: `城市${seq}`,
    school: `学校${seq}`,
    major: `专业${seq}`,
    degree: '2',
    graduation_year: '2026',
    version: String(version),
  };
}

const FIELDS = ['name', 'sex', 'phone', 'email', 'city', 'school', 'major'] as const;

type Sent = { student: StudentSession; saves: { seq: number; fields: Basic; acked: boolean }[]; applied: { positionId: number; acked: boolean }[] };

/** Each student saves and applies as fast as answers come, until the server is gone. */
async function burst(base: string, sent: Sent, positions: number[], first: number): Promise<void> {
  const { student } = sent;
  let version = 1;
  const saves = async () => {
    for (let seq = first; ; seq++) {
      const fields = basic(student.phone, seq, version);
      const save = { seq, fields, acked: false };
      sent.saves.push(save);
      const answer = await call(base, '/api/resume/savebasicinfo', student.token, fields).catch(() => undefined);
      if (!answer) return;
      if (answer.code === 0) {
        save.acked = true;
        version = Number(answer.data.version);
      }
    }
  };
  const applications = async () => {
    for (const positionId of positions) {
      const application = { positionId, acked: false };
      sent.applied.push(application);
      const answer = await call(base, '/api/resume/deliver', student.token, { position_id: String(positionId), resume_type: '1', resume_id: String(student.userId) }).catch(() => undefined);
      if (!answer) return;
      application.acked = answer.code === 0;
    }
  };
  await Promise.all([saves(), applications()]);
}

describe('SIGKILL in the middle of saves and applications (SQLite)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-crash-'));
  const env = { ...ENV, DATABASE_URL: path.join(dir, 'crash.db') };
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged save whole and the database intact', async () => {
    server = await spawnServer(env);
    const { base } = server;
    const students = await logInStudents(
      base,
      Array.from({ length: STUDENTS }, (_, i) => `136${String(i + 1).padStart(8, '0')}`),
    );
    // each student's online resume gets its name (applications send it), then 30 open positions each (the daily cap)
    for (const s of students) expect((await call(base, '/api/resume/savebasicinfo', s.token, basic(s.phone, 0, 0))).code).toBe(0);
    const list = await call(base, '/api/position/getlistbyselect', '', { page: '1', page_size: '50' });
    const ids = (list.data.list as { id: number }[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThanOrEqual(30);

    const sent: Sent[] = students.map((student) => ({ student, saves: [], applied: [] }));
    const running = Promise.all(sent.map((s, i) => burst(base, s, ids.slice(i, i + 30), 1)));
    // kill once the burst is well under way: saves and applications answered, others in flight
    const count = (pick: (s: Sent) => { acked: boolean }[], acked: boolean) => sent.reduce((n, s) => n + pick(s).filter((x) => x.acked === acked).length, 0);
    const deadline = Date.now() + 20_000;
    while ((count((s) => s.saves, true) < 30 || count((s) => s.applied, true) < 30) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    await running;
    expect(count((s) => s.saves, true)).toBeGreaterThanOrEqual(30);
    expect(count((s) => s.applied, true)).toBeGreaterThanOrEqual(30);
    expect(count((s) => s.saves, false) + count((s) => s.applied, false)).toBeGreaterThan(0);

    server = await spawnServer(env);
    const db = new SqliteDatabase(env.DATABASE_URL, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      // no application without its first step, whoever sent it
      const orphans = db.prepare(`select a.id from application a where not exists (select 1 from application_event e where e.application_id = a.id and e.status = 'delivered')`).all();
      expect(orphans).toEqual([]);
      for (const s of sent) {
        const row = db.prepare(`select ${FIELDS.join(', ')} from resume where student_id = ?`).get(s.student.userId) as Record<string, string | number>;
        const stored = Object.fromEntries(FIELDS.map((f) => [f, String(row[f])]));
        // the stored row is one save, whole: the last acknowledged one, or one sent after it (done, not yet answered)
        const lastAcked = s.saves.reduce((last, x, i) => (x.acked ? i : last), -1);
        const candidates = lastAcked < 0 ? [{ fields: basic(s.student.phone, 0, 0) }, ...s.saves] : s.saves.slice(lastAcked);
        const match = candidates.find((c) => FIELDS.every((f) => c.fields[f] === stored[f]));
        expect({ student: s.student.phone, stored, matches: match !== undefined }).toEqual({ student: s.student.phone, stored, matches: true });
        // every acknowledged application is there, with its first step
        const applied = new Set((db.prepare('select position_id from application where student_id = ?').all(s.student.userId) as { position_id: number }[]).map((r) => r.position_id));
        const missing = s.applied.filter((a) => a.acked && !applied.has(a.positionId)).map((a) => a.positionId);
        expect(missing).toEqual([]);
        // nothing was stored that was never sent
        const sentIds = new Set(s.applied.map((a) => a.positionId));
        expect([...applied].filter((id) => !sentIds.has(id))).toEqual([]);
      }
    } finally {
      db.close();
    }
    // the restarted server serves the same sessions and data
    const first = sent[0]!;
    const detail = await call(server.base, `/api/resume/getdetail?user_id=${first.student.userId}`, first.student.token);
    expect(detail.code).toBe(0);
  }, 120_000);
});
