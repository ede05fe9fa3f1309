import { APPLICATION_STEP_NOTE, canMoveApplication, type ApplicationStatus } from '@campus/shared-utils/rules';
import { chinaDayStart } from '../../lib/china-time';
import { inTransaction, type Db } from '../database';
import type { ApplicationRow, NewInterview } from '../tables/mine-area';


/** The time column of each state: set once, when the state is reached. */
const STEP_COLUMN = {
  delivered: 'delivered_at',
  viewed: 'viewed_at',
  interview: 'interview_at',
  hired: 'hired_at',
  rejected: 'rejected_at',
} as const satisfies Record<ApplicationStatus, keyof ApplicationRow>;

export type NewApplicationInput = {
  studentId: number;
  positionId: number;
  companyId: number;
  resumeType: 'online' | 'attachment';
  resumeId: number;
  resumeName: string;
  snapshot: unknown;
  /** the copy's own photo file ('' for none) */
  sentPhotoKey?: string;
};

export function findOwnApplication(db: Db, studentId: number, positionId: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('application').selectAll().where('student_id', '=', studentId).where('position_id', '=', positionId).executeTakeFirst();
}

export function findApplication(db: Db, id: number): Promise<ApplicationRow | undefined> {
  return db.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Applications the student sent since the start of today (China Standard Time). */
export async function countApplicationsToday(db: Db, studentId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('application')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_id', '=', studentId)
    .where('delivered_at', '>=', chinaDayStart(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Records an application and its first timeline step in one transaction (the caller's, when it has one).
 * Answers undefined when the student already applied to the position (the unique pair decides, so two
 * clicks at once make one).
 */
export async function insertApplication(db: Db, input: NewApplicationInput, now: number): Promise<ApplicationRow | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('application')
      .values({
        student_id: input.studentId,
        position_id: input.positionId,
        company_id: input.companyId,
        resume_type: input.resumeType,
        resume_id: input.resumeId,
        resume_name: input.resumeName,
        resume_snapshot: JSON.stringify(input.snapshot ?? {}),
        sent_photo_key: input.sentPhotoKey ?? '',
        status: 'delivered',
        delivered_at: now,
        updated_at: now,
        unread: 0,
      })
      .onConflict((oc) => oc.columns(['student_id', 'position_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return undefined;
    await trx.insertInto('application_event').values({ application_id: row.id, status: 'delivered', note: APPLICATION_STEP_NOTE.delivered, created_at: now }).execute();
    return row;
  });
}

export type MoveResult = { ok: true; application: ApplicationRow; interviewId?: number } | { ok: false; reason: 'missing' | 'transition' };

/**
 * The employer's step on an application (view, invite, hire, reject): refused unless the state machine
 * allows it from the current state. The step's time, the unread notice, the timeline event and, for an
 * invitation, the interview are written in one transaction; the update is conditional on the state read,
 * so two steps at once cannot both pass.
 */
export async function moveApplication(
  db: Db,
  id: number,
  to: ApplicationStatus,
  now: number,
  options: { note?: string; interview?: Omit<NewInterview, 'application_id' | 'student_id' | 'position_id' | 'company_id' | 'created_at' | 'status'> } = {},
): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirst();
    if (!current) return { ok: false, reason: 'missing' } as const;
    if (!canMoveApplication(current.status, to)) return { ok: false, reason: 'transition' } as const;
    const updated = await trx
      .updateTable('application')
      .set({ status: to, [STEP_COLUMN[to]]: now, updated_at: now, unread: 1 })
      .where('id', '=', id)
      .where('status', '=', current.status)
      .returningAll()
      .executeTakeFirst();
    if (!updated) return { ok: false, reason: 'transition' } as const;
    await trx.insertInto('application_event').values({ application_id: id, status: to, note: options.note || APPLICATION_STEP_NOTE[to], created_at: now }).execute();
    let interviewId: number | undefined;
    if (to === 'interview' && options.interview) {
      const row = await trx
        .insertInto('interview')
        .values({
          ...options.interview,
          application_id: id,
          student_id: current.student_id,
          position_id: current.position_id,
          company_id: current.company_id,
          status: 'scheduled',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      interviewId = row.id;
    }
    return { ok: true, application: updated, interviewId } as const;
  });
}

/** Whether a photo file is the own photo of one of the student's sent resumes (the owner may see it). */
export async function isSentPhoto(db: Db, studentId: number, key: string): Promise<boolean> {
  if (!key) return false;
  const row = await db.selectFrom('application').select('id').where('student_id', '=', studentId).where('sent_photo_key', '=', key).executeTakeFirst();
  return row !== undefined;
}

export type StatusCounts = Record<ApplicationStatus | 'all', number>;

const zeroCounts = (): StatusCounts => ({ all: 0, delivered: 0, viewed: 0, interview: 0, hired: 0, rejected: 0 });

/** Per state: how many applications the student has, and how many changed since they last looked. */
export async function countApplications(db: Db, studentId: number): Promise<{ total: StatusCounts; unread: StatusCounts }> {
  const rows = await db
    .selectFrom('application')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('unread').as('u')])
    .where('student_id', '=', studentId)
    .groupBy('status')
    .execute();
  const total = zeroCounts();
  const unread = zeroCounts();
  for (const r of rows) {
    total[r.status] = Number(r.n);
    unread[r.status] = Number(r.u ?? 0);
    total.all += Number(r.n);
    unread.all += Number(r.u ?? 0);
  }
  return { total, unread };
}

/** Marks the student's own applications read (others' ids are ignored); answers how many changed. */
export async function markApplicationsRead(db: Db, studentId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.updateTable('application').set({ unread: 0 }).where('student_id', '=', studentId).where('id', 'in', ids).where('unread', '=', 1).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export type ApplicationListRow = ApplicationRow & {
  position_title: string;
  salary_str: string;
  city: string;
  position_status: number;
  company_name: string;
  logo_url: string;
};

/** One page of the student's applications (all, or of one state), most recently changed first. */
export async function listApplications(
  db: Db,
  studentId: number,
  status: ApplicationStatus | null,
  offset: number,
  limit: number,
): Promise<{ rows: ApplicationListRow[]; total: number }> {
  let base = db.selectFrom('application as a').where('a.student_id', '=', studentId);
  if (status) base = base.where('a.status', '=', status);
  const rows = await base
    .innerJoin('position as p', 'p.id', 'a.position_id')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .selectAll('a')
    .select(['p.title as position_title', 'p.salary_str', 'p.city', 'p.status as position_status', 'c.name as company_name', 'c.logo_url'])
    .orderBy('a.updated_at', 'desc')
    .orderBy('a.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export type TimelineEvent = { application_id: number; status: ApplicationStatus; note: string; created_at: number };

/** The timelines of some applications, oldest step first. */
export async function listEvents(db: Db, applicationIds: number[]): Promise<TimelineEvent[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('application_event')
    .select(['application_id', 'status', 'note', 'created_at'])
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: Number(r.created_at) }));
}

/** Applications across every student, newest first (dev tools stand in for the employer back office). */
export async function listRecentApplications(db: Db, limit: number, studentPhone?: string) {
  let q = db
    .selectFrom('application as a')
    .innerJoin('student as s', 's.id', 'a.student_id')
    .innerJoin('position as p', 'p.id', 'a.position_id')
    .innerJoin('company as c', 'c.id', 'a.company_id')
    .select(['a.id', 'a.status', 'a.delivered_at', 'a.updated_at', 'a.resume_name', 's.phone', 'p.title as position_title', 'c.name as company_name']);
  if (studentPhone) q = q.where('s.phone', '=', studentPhone);
  return q.orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}
