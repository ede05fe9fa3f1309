import type { BoothLive as BoothNumbers, BoothSlotList } from '@campus/shared-utils/shapes';
import { expectedWaitMinutes } from '@campus/shared-utils/rules';
import type { FastifyInstance } from 'fastify';
import { boothsLive, type Booth, type BoothLive } from '../../db/repositories/live-fair';
import { listSlots } from '../../db/repositories/live-fair-slots';

/** A booth's numbers as the pages show them: open, how many wait, the wait of a student joining now. */
export function boothNumbers(b: BoothLive): BoothNumbers {
  return { company_id: b.company_id, open: b.open ? 1 : 0, waiting: b.waiting, expected_wait_minutes: expectedWaitMinutes(b.waiting + 1, b.talk_minutes) };
}

/**
 * Tells the fair's open pages that a booth changed, with its new numbers (so no page reads the list again), and
 * the student whose place there changed, whose page reads its place (docs/api-live-fair.md "Live updates").
 */
export async function announceBooth(app: FastifyInstance, booth: Booth, student?: number): Promise<void> {
  const live = (await boothsLive(app.db, booth.fairId, app.now(), booth.companyId)).get(booth.companyId);
  const { company_id: _company, ...numbers } = boothNumbers(live ?? { company_id: booth.companyId, open: false, waiting: 0, talk_minutes: 0 });
  app.boothChanges.announce({ fair: booth.fairId, company: booth.companyId, live: numbers, ...(student !== undefined && { student }) });
}

/** A booth's slots as the pages show them: free or not, and which `studentId` holds (none: null). */
export async function slotList(app: FastifyInstance, booth: Booth, studentId: number | null): Promise<BoothSlotList> {
  const slots = await listSlots(app.db, booth);
  const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
  return { list: slots.map((s) => ({ id: s.id, start_at: s.start_at, end_at: s.end_at, free: flag(s.booked_by === null), mine: flag(studentId !== null && s.booked_by === studentId) })) };
}

