import type { BoothSlotList } from '@campus/shared-utils/shapes';
import type { FastifyInstance } from 'fastify';
import { listSlots, type Booth } from '../../db/repositories/live-fair';

/** A booth's slots as the pages show them: free or not, and which `studentId` holds (none: null). */
export async function slotList(app: FastifyInstance, booth: Booth, studentId: number | null): Promise<BoothSlotList> {
  const slots = await listSlots(app.db, booth);
  const flag = (on: boolean) => (on ? (1 as const) : (0 as const));
  return { list: slots.map((s) => ({ id: s.id, start_at: s.start_at, end_at: s.end_at, free: flag(s.booked_by === null), mine: flag(studentId !== null && s.booked_by === studentId) })) };
}

