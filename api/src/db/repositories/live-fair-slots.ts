import { bookingReminderNote, LIVE_FAIR, timesClash } from '@campus/shared-utils/rules';
import { inTransaction, type Db } from '../database';
import type { FairBoothEntryRow, FairBoothSlotRow } from '../tables/live-fair';
import type { Booth } from './live-fair';

/**
 * A live booth's 15-minute slots and the students' bookings of them (docs/api-live-fair.md "Slots", "Bookings"):
 * publishing, booking under the student's lock and the slot's unique key, cancelling, 我的面试's list and the
 * reminder as a slot nears. The queue and the calls are in live-fair.ts.
 */

const MINUTE = 60_000;

/** Adds the slots not yet published (a start published twice stays one slot); answers how many were added. */
export async function publishSlots(db: Db, booth: Booth, starts: number[], now: number): Promise<number> {
  if (starts.length === 0) return 0;
  const added = await db
    .insertInto('fair_booth_slot')
    .values(starts.map((start) => ({ fair_id: booth.fairId, company_id: booth.companyId, start_at: start, end_at: start + LIVE_FAIR.slotMinutes * MINUTE, created_at: now })))
    .onConflict((oc) => oc.columns(['fair_id', 'company_id', 'start_at']).doNothing())
    .returning('id')
    .execute();
  return added.length;
}

export type SlotWithBooking = FairBoothSlotRow & { booked_by: number | null };

/** A booth's slots in time order, each with the student who booked it (null: free). */
export async function listSlots(db: Db, { fairId, companyId }: Booth): Promise<SlotWithBooking[]> {
  const rows = await db
    .selectFrom('fair_booth_slot')
    .leftJoin('fair_booth_entry', 'fair_booth_entry.slot_id', 'fair_booth_slot.id')
    .selectAll('fair_booth_slot')
    .select('fair_booth_entry.student_id as booked_by')
    .where('fair_booth_slot.fair_id', '=', fairId)
    .where('fair_booth_slot.company_id', '=', companyId)
    .orderBy('fair_booth_slot.start_at')
    .execute();
  return rows.map((r) => ({ ...r, start_at: Number(r.start_at), end_at: Number(r.end_at), created_at: Number(r.created_at) }));
}

export function findSlot(db: Db, slotId: number): Promise<FairBoothSlotRow | undefined> {
  return db.selectFrom('fair_booth_slot').selectAll().where('id', '=', slotId).executeTakeFirst();
}

export type BookResult = { ok: true; entry: FairBoothEntryRow } | { ok: false; reason: 'taken' | 'clash' };

/**
 * What a booking of the slot by the student would meet now: the student's own booking of it (booked again), a
 * clash with another of the student's bookings, the slot held by another student, or nothing (undefined).
 * bookSlot decides under its lock; the route asks first too, so a booking that would be refused sends no resume.
 */
export async function bookingStanding(db: Db, slot: FairBoothSlotRow, studentId: number): Promise<BookResult | undefined> {
  const mine = await db.selectFrom('fair_booth_entry').selectAll().where('student_id', '=', studentId).where('kind', '=', 'booking').where('state', 'in', ['waiting', 'called']).execute();
  const own = mine.find((e) => e.slot_id === slot.id);
  if (own) return { ok: true, entry: own };
  const times = { start_at: Number(slot.start_at), end_at: Number(slot.end_at) };
  if (mine.some((e) => timesClash(times, { start_at: Number(e.start_at), end_at: Number(e.end_at) }))) return { ok: false, reason: 'clash' };
  const held = await db.selectFrom('fair_booth_entry').select('id').where('slot_id', '=', slot.id).executeTakeFirst();
  return held ? { ok: false, reason: 'taken' } : undefined;
}

/**
 * Books a slot for a student. The student's row is written first (on PostgreSQL that locks it), so the clash
 * check with the student's other bookings and the insert are not raced by the same student's other click; the
 * slot's unique key decides between two students.
 */
export async function bookSlot(db: Db, slot: FairBoothSlotRow, studentId: number, applicationId: number, now: number): Promise<BookResult> {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('student').set({ id: studentId }).where('id', '=', studentId).execute();
    const standing = await bookingStanding(trx, slot, studentId);
    if (standing) return standing;
    const times = { start_at: Number(slot.start_at), end_at: Number(slot.end_at) };
    const entry = await trx
      .insertInto('fair_booth_entry')
      .values({
        fair_id: slot.fair_id,
        company_id: slot.company_id,
        student_id: studentId,
        kind: 'booking',
        slot_id: slot.id,
        ...times,
        application_id: applicationId,
        state: 'waiting',
        joined_at: now,
        last_seen_at: now,
      })
      .onConflict((oc) => oc.column('slot_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return entry ? ({ ok: true, entry } as const) : ({ ok: false, reason: 'taken' } as const);
  });
}

/** Cancels the student's own booking of a slot that has not started; the slot is free again. */
export async function cancelBooking(db: Db, slotId: number, studentId: number, now: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('fair_booth_entry')
    .where('slot_id', '=', slotId)
    .where('student_id', '=', studentId)
    .where('state', '=', 'waiting')
    .where('start_at', '>', now)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

export type UpcomingBooking = FairBoothEntryRow & { company_name: string; fair_title: string; position_title: string };

/** The student's bookings at fairs of one site that have not ended, soonest first (我的面试 lists them). */
export function upcomingBookings(db: Db, siteId: number, studentId: number, now: number): Promise<UpcomingBooking[]> {
  return db
    .selectFrom('fair_booth_entry')
    .innerJoin('company', 'company.id', 'fair_booth_entry.company_id')
    .innerJoin('job_fair', 'job_fair.id', 'fair_booth_entry.fair_id')
    .innerJoin('application', 'application.id', 'fair_booth_entry.application_id')
    .innerJoin('position', 'position.id', 'application.position_id')
    .selectAll('fair_booth_entry')
    .select(['company.name as company_name', 'job_fair.title as fair_title', 'position.title as position_title'])
    .where('job_fair.site_id', '=', siteId)
    .where('fair_booth_entry.student_id', '=', studentId)
    .where('fair_booth_entry.kind', '=', 'booking')
    .where('fair_booth_entry.state', 'in', ['waiting', 'called'])
    .where('fair_booth_entry.end_at', '>', now)
    .orderBy('fair_booth_entry.start_at')
    .execute();
}

/**
 * A booking whose slot starts within LIVE_FAIR.reminderMinutes becomes a step of the student's application, unread
 * (the header's count, 投递反馈), once: the entry is marked in the same transaction, conditionally, so two reads at
 * once remind once. Asked when the student's unread count is read. Answers how many were reminded.
 */
export async function remindDueBookings(db: Db, studentId: number, now: number): Promise<number> {
  const due = await db
    .selectFrom('fair_booth_entry')
    .innerJoin('company', 'company.id', 'fair_booth_entry.company_id')
    .select(['fair_booth_entry.id', 'fair_booth_entry.application_id', 'fair_booth_entry.start_at', 'fair_booth_entry.end_at', 'company.name'])
    .where('fair_booth_entry.student_id', '=', studentId)
    .where('fair_booth_entry.kind', '=', 'booking')
    .where('fair_booth_entry.state', '=', 'waiting')
    .where('fair_booth_entry.reminded_at', '=', 0)
    .where('fair_booth_entry.start_at', '<=', now + LIVE_FAIR.reminderMinutes * MINUTE)
    .where('fair_booth_entry.end_at', '>', now)
    .execute();
  let reminded = 0;
  for (const booking of due) {
    const done = await inTransaction(db, async (trx) => {
      const marked = await trx.updateTable('fair_booth_entry').set({ reminded_at: now }).where('id', '=', booking.id).where('reminded_at', '=', 0).executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0) return false;
      const application = await trx.selectFrom('application').select(['id', 'status']).where('id', '=', booking.application_id).executeTakeFirstOrThrow();
      const note = bookingReminderNote(booking.name, { start_at: Number(booking.start_at), end_at: Number(booking.end_at) });
      await trx.updateTable('application').set({ unread: 1, updated_at: now }).where('id', '=', application.id).execute();
      await trx.insertInto('application_event').values({ application_id: application.id, status: application.status, note, created_at: now }).execute();
      return true;
    });
    if (done) reminded += 1;
  }
  return reminded;
}
