import { boothResultNote, canMoveApplication, LIVE_FAIR, type ApplicationStatus, type BoothResultKey } from '@campus/shared-utils/rules';
import { sql } from 'kysely';
import { inTransaction, type Db } from '../database';
import type { FairBoothEntryRow } from '../tables/live-fair';

/**
 * Online fairs that happen here: booths, their queues and their slots. Every rule that two requests could race
 * on is decided inside one transaction: a booth's queue is counted under a lock on its room row, a student's
 * bookings under a lock on the student's row, and one slot is held by one booking by the database's own key.
 */

const MINUTE = 60_000;

export type Booth = { fairId: number; companyId: number };

/** The company an employer account recruits for, if any. */
export async function recruiterCompanyId(db: Db, employerId: number): Promise<number | undefined> {
  const row = await db.selectFrom('company_recruiter').select('company_id').where('employer_id', '=', employerId).executeTakeFirst();
  return row?.company_id;
}

export async function isCompanyAtFair(db: Db, { fairId, companyId }: Booth): Promise<boolean> {
  const row = await db.selectFrom('job_fair_company').select('company_id').where('fair_id', '=', fairId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export async function isPositionAtFair(db: Db, { fairId, companyId }: Booth, positionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('job_fair_position')
    .innerJoin('position', 'position.id', 'job_fair_position.position_id')
    .select('job_fair_position.position_id')
    .where('job_fair_position.fair_id', '=', fairId)
    .where('job_fair_position.company_id', '=', companyId)
    .where('job_fair_position.position_id', '=', positionId)
    .where('position.status', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a booth is open now. */
export async function isBoothOpen(db: Db, { fairId, companyId }: Booth): Promise<boolean> {
  const row = await db.selectFrom('fair_booth_room').select('open').where('fair_id', '=', fairId).where('company_id', '=', companyId).executeTakeFirst();
  return row?.open === 1;
}

/**
 * Opens or closes a booth. Closing ends every queue place still waiting or called without a result (the
 * students are told the booth closed); bookings stay, for the booth may open again before their time.
 */
export async function setBoothOpen(db: Db, { fairId, companyId }: Booth, open: boolean, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('fair_booth_room')
      .values({ fair_id: fairId, company_id: companyId, open: open ? 1 : 0, opened_at: open ? now : 0, updated_at: now })
      .onConflict((oc) => oc.columns(['fair_id', 'company_id']).doUpdateSet({ open: open ? 1 : 0, opened_at: open ? now : 0, updated_at: now }))
      .execute();
    if (!open) {
      await trx
        .updateTable('fair_booth_entry')
        .set({ state: 'left', left_reason: 'closed', ended_at: now })
        .where('fair_id', '=', fairId)
        .where('company_id', '=', companyId)
        .where('kind', '=', 'queue')
        .where('state', 'in', ['waiting', 'called'])
        .execute();
    }
  });
}

export type BoothLive = { company_id: number; open: boolean; waiting: number; talk_minutes: number };

/**
 * Every booth of a fair as a student's list shows it (or the one of `companyId`): open or not, how many wait, the
 * average talk today (after dropAbsent).
 */
export async function boothsLive(db: Db, fairId: number, now: number, companyId?: number): Promise<Map<number, BoothLive>> {
  const rooms = await db
    .selectFrom('fair_booth_room')
    .select(['company_id', 'open'])
    .where('fair_id', '=', fairId)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId!))
    .execute();
  const waiting = await db
    .selectFrom('fair_booth_entry')
    .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('fair_id', '=', fairId)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId!))
    .where('kind', '=', 'queue')
    .where('state', '=', 'waiting')
    .groupBy('company_id')
    .execute();
  const talks = await db
    .selectFrom('fair_booth_entry')
    .select(['company_id', sql<number>`avg(ended_at - called_at)`.as('ms')])
    .where('fair_id', '=', fairId)
    .$if(companyId !== undefined, (q) => q.where('company_id', '=', companyId!))
    .where('state', '=', 'done')
    .where('called_at', '>', 0)
    .where('ended_at', '>=', now - 24 * 60 * MINUTE)
    .groupBy('company_id')
    .execute();
  const booths = new Map<number, BoothLive>();
  const booth = (companyId: number): BoothLive => {
    let live = booths.get(companyId);
    if (!live) booths.set(companyId, (live = { company_id: companyId, open: false, waiting: 0, talk_minutes: LIVE_FAIR.defaultTalkMinutes }));
    return live;
  };
  for (const r of rooms) booth(r.company_id).open = r.open === 1;
  for (const w of waiting) booth(w.company_id).waiting = Number(w.n);
  for (const t of talks) if (Number(t.ms) > 0) booth(t.company_id).talk_minutes = Math.max(1, Math.round(Number(t.ms) / MINUTE));
  return booths;
}

/** Takes out of a fair's queues the students whose page has not been heard from for too long. */
export async function dropAbsent(db: Db, fairId: number, now: number): Promise<number> {
  const gone = await db
    .updateTable('fair_booth_entry')
    .set({ state: 'left', left_reason: 'absent', ended_at: now })
    .where('fair_id', '=', fairId)
    .where('kind', '=', 'queue')
    .where('state', '=', 'waiting')
    .where('last_seen_at', '<', now - LIVE_FAIR.absentSeconds * 1000)
    .executeTakeFirst();
  return Number(gone.numUpdatedRows);
}

/** A student's entries of one kind at a booth. */
const studentEntries = (db: Db, { fairId, companyId }: Booth, studentId: number, kind: 'queue' | 'booking') =>
  db.selectFrom('fair_booth_entry').selectAll().where('fair_id', '=', fairId).where('company_id', '=', companyId).where('student_id', '=', studentId).where('kind', '=', kind);

/**
 * The entry a student's booth card shows: one being called (a queue place, or a booking at its time), else the
 * newest queue place, else the newest booking that ended with a result. A booking still waiting is shown by the
 * booking dialog, not as a place in the queue.
 */
export async function shownEntry(db: Db, { fairId, companyId }: Booth, studentId: number): Promise<FairBoothEntryRow | undefined> {
  const rows = await db
    .selectFrom('fair_booth_entry')
    .selectAll()
    .where('fair_id', '=', fairId)
    .where('company_id', '=', companyId)
    .where('student_id', '=', studentId)
    .orderBy('id', 'desc')
    .execute();
  return rows.find((e) => e.state === 'called') ?? rows.find((e) => e.kind === 'queue' || e.state === 'done');
}

/** An entry being talked to, by id: the only kind whose two ends may signal each other. */
export function calledEntry(db: Db, entryId: number): Promise<FairBoothEntryRow | undefined> {
  return db.selectFrom('fair_booth_entry').selectAll().where('id', '=', entryId).where('state', '=', 'called').executeTakeFirst();
}

/** A waiting entry's place in its booth's queue (1 = next). */
export async function placeOf(db: Db, entry: FairBoothEntryRow): Promise<number> {
  const row = await db
    .selectFrom('fair_booth_entry')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('fair_id', '=', entry.fair_id)
    .where('company_id', '=', entry.company_id)
    .where('kind', '=', 'queue')
    .where('state', '=', 'waiting')
    .where('id', '<=', entry.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type JoinResult = { ok: true; entry: FairBoothEntryRow } | { ok: false; reason: 'closed' | 'full' };

/**
 * Puts a student in a booth's queue, or answers the place already held (a second click, another tab). The
 * room row is updated first: on PostgreSQL that locks it, so two joins at once are counted one after the other.
 */
export async function joinQueue(db: Db, booth: Booth, studentId: number, applicationId: number, now: number): Promise<JoinResult> {
  return inTransaction(db, async (trx) => {
    const room = await trx
      .updateTable('fair_booth_room')
      .set({ updated_at: now })
      .where('fair_id', '=', booth.fairId)
      .where('company_id', '=', booth.companyId)
      .where('open', '=', 1)
      .returning('open')
      .executeTakeFirst();
    if (!room) return { ok: false, reason: 'closed' } as const;
    const held = await liveQueueEntry(trx, booth, studentId);
    if (held) return { ok: true, entry: held } as const;
    const { n } = await trx
      .selectFrom('fair_booth_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('fair_id', '=', booth.fairId)
      .where('company_id', '=', booth.companyId)
      .where('kind', '=', 'queue')
      .where('state', '=', 'waiting')
      .executeTakeFirstOrThrow();
    if (Number(n) >= LIVE_FAIR.queueMax) return { ok: false, reason: 'full' } as const;
    const entry = await trx
      .insertInto('fair_booth_entry')
      .values({ fair_id: booth.fairId, company_id: booth.companyId, student_id: studentId, kind: 'queue', application_id: applicationId, state: 'waiting', joined_at: now, last_seen_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, entry } as const;
  });
}

function liveQueueEntry(db: Db, booth: Booth, studentId: number): Promise<FairBoothEntryRow | undefined> {
  return studentEntries(db, booth, studentId, 'queue').where('state', 'in', ['waiting', 'called']).executeTakeFirst();
}

/** The student's page is there: keeps a waiting place from being given up. */
export async function touchEntry(db: Db, entryId: number, now: number): Promise<void> {
  await db.updateTable('fair_booth_entry').set({ last_seen_at: now }).where('id', '=', entryId).where('state', 'in', ['waiting', 'called']).execute();
}

/** The student's page on a fair is there: keeps each of the student's live places at the fair. */
export async function touchStudentAtFair(db: Db, fairId: number, studentId: number, now: number): Promise<void> {
  await db.updateTable('fair_booth_entry').set({ last_seen_at: now }).where('fair_id', '=', fairId).where('student_id', '=', studentId).where('state', 'in', ['waiting', 'called']).execute();
}

/** The student leaves a booth's queue; false when there was no live place to leave. */
export async function leaveQueue(db: Db, booth: Booth, studentId: number, now: number): Promise<boolean> {
  const left = await db
    .updateTable('fair_booth_entry')
    .set({ state: 'left', left_reason: 'student', ended_at: now })
    .where('fair_id', '=', booth.fairId)
    .where('company_id', '=', booth.companyId)
    .where('student_id', '=', studentId)
    .where('kind', '=', 'queue')
    .where('state', 'in', ['waiting', 'called'])
    .executeTakeFirst();
  return Number(left.numUpdatedRows) > 0;
}

export type ConsoleEntry = FairBoothEntryRow & { student_name: string; resume_name: string; resume_snapshot: string; position_id: number; position_title: string };

/** A booth's live entries for its recruiters: who is being talked to, bookings by time, the queue in order. */
export async function consoleEntries(db: Db, { fairId, companyId }: Booth, now: number): Promise<ConsoleEntry[]> {
  await dropAbsent(db, fairId, now);
  const rows = await db
    .selectFrom('fair_booth_entry')
    .innerJoin('student', 'student.id', 'fair_booth_entry.student_id')
    .innerJoin('application', 'application.id', 'fair_booth_entry.application_id')
    .innerJoin('position', 'position.id', 'application.position_id')
    .selectAll('fair_booth_entry')
    .select(['student.name', 'student.phone', 'application.resume_type', 'application.resume_name', 'application.resume_snapshot', 'application.position_id', 'position.title as position_title'])
    .where('fair_booth_entry.fair_id', '=', fairId)
    .where('fair_booth_entry.company_id', '=', companyId)
    .where('fair_booth_entry.state', 'in', ['waiting', 'called'])
    .orderBy('fair_booth_entry.id')
    .execute();
  const rank = (e: ConsoleEntry) => (e.state === 'called' ? 0 : e.kind === 'booking' ? 1 : 2);
  // the name the student gave (the account's, else the online resume's), else the phone's last digits
  const named = rows.map(({ name, phone, resume_type, ...e }) => ({ ...e, student_name: name || (resume_type === 'online' ? e.resume_name : '') || `同学${phone.slice(-4)}` }));
  return named.sort((a, b) => rank(a) - rank(b) || Number(a.start_at) - Number(b.start_at) || a.id - b.id);
}

/**
 * A recruiter calls a student: the one named, or else the longest waiting in the queue. The update is
 * conditional on the entry still waiting, so two recruiters of one booth cannot call the same student.
 */
export async function callEntry(db: Db, booth: Booth, recruiterId: number, entryId: number | undefined, now: number): Promise<FairBoothEntryRow | undefined> {
  const waiting = db.selectFrom('fair_booth_entry').select('id').where('fair_id', '=', booth.fairId).where('company_id', '=', booth.companyId).where('state', '=', 'waiting');
  // the next few in line: one another recruiter took a moment earlier is passed over for the one after
  const candidates = await (entryId === undefined ? waiting.where('kind', '=', 'queue').orderBy('id').limit(5) : waiting.where('id', '=', entryId)).execute();
  for (const { id } of candidates) {
    const called = await db
      .updateTable('fair_booth_entry')
      .set({ state: 'called', called_at: now, recruiter_id: recruiterId, last_seen_at: now })
      .where('id', '=', id)
      .where('state', '=', 'waiting')
      .returningAll()
      .executeTakeFirst();
    if (called) return called;
  }
  return undefined;
}

/**
 * A recruiter's result for a student called at the booth: the entry is done, and the student's application
 * gets one step with the result and the note, in the state it moves to (a refusal to 不合适 where the chain
 * allows, else a first look to 被查看), unread until the student opens 投递反馈. One transaction; a second result is refused.
 */
export async function markResult(db: Db, booth: Booth, entryId: number, result: BoothResultKey, note: string, now: number): Promise<FairBoothEntryRow | undefined> {
  return inTransaction(db, async (trx) => {
    const entry = await trx
      .updateTable('fair_booth_entry')
      .set({ state: 'done', result, note, ended_at: now })
      .where('id', '=', entryId)
      .where('fair_id', '=', booth.fairId)
      .where('company_id', '=', booth.companyId)
      .where('state', '=', 'called')
      .returningAll()
      .executeTakeFirst();
    if (!entry) return undefined;
    const application = await trx.selectFrom('application').select(['id', 'status']).where('id', '=', entry.application_id).executeTakeFirstOrThrow();
    // the recruiter has seen the resume at the booth; a refusal then goes on to 不合适
    const moved: { status?: ApplicationStatus; viewed_at?: number; rejected_at?: number } = {};
    let status = application.status;
    if (canMoveApplication(status, 'viewed')) Object.assign(moved, { status: (status = 'viewed'), viewed_at: now });
    if (result === 'reject' && canMoveApplication(status, 'rejected')) Object.assign(moved, { status: (status = 'rejected'), rejected_at: now });
    await trx.updateTable('application').set({ ...moved, updated_at: now, unread: 1 }).where('id', '=', application.id).execute();
    await trx.insertInto('application_event').values({ application_id: application.id, status, note: boothResultNote(result, note), created_at: now }).execute();
    return entry;
  });
}
