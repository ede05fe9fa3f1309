import { BOOTH_STATE_TEXT, BOOTH_STATES, type BoothState, type FloorBooth, type FloorHall } from '@campus/shared-utils/student';
import { FAIRS_TEXT as T } from '../utils/texts';

/** What a screen reader reads for a booth: "A012 展位，已预订，云帆数据科技有限公司，5个职位". */
export function boothLabel(b: FloorBooth): string {
  const parts = [T.map.boothLabel(b.code), BOOTH_STATE_TEXT[b.state]];
  if (b.state === 'booked' && b.company_name) parts.push(b.company_name, T.map.positionsCount(b.position_count));
  return parts.join('，');
}

/** The Tab order: hall by hall (as the plan lists them), then row by row, left to right. */
export function tabOrder(booths: readonly FloorBooth[], halls: readonly FloorHall[]): FloorBooth[] {
  const hallRank = new Map(halls.map((h, i) => [h.id, i]));
  const rank = (b: FloorBooth): number => hallRank.get(b.hall_id) ?? halls.length;
  // booths of one row may sit a few centimetres apart: rows are compared at a tenth of a metre
  const row = (b: FloorBooth): number => Math.round(b.y * 10);
  return [...booths].sort((a, b) => rank(a) - rank(b) || row(a) - row(b) || a.x - b.x || a.code.localeCompare(b.code));
}

/** Booths per state, every state listed. */
export function stateCounts(booths: readonly FloorBooth[]): Record<BoothState, number> {
  const counts = Object.fromEntries(BOOTH_STATES.map((s) => [s, 0])) as Record<BoothState, number>;
  for (const b of booths) counts[b.state] += 1;
  return counts;
}

/**
 * Search suggestions for a typed text: booths whose code starts with it first, then companies whose name
 * holds it, at most `limit`.
 */
export function matchBooths(booths: readonly FloorBooth[], text: string, limit = 8): FloorBooth[] {
  const q = text.trim().toLowerCase();
  if (!q) return [];
  const byCode = booths.filter((b) => b.code.toLowerCase().startsWith(q));
  const byName = booths.filter((b) => !b.code.toLowerCase().startsWith(q) && (b.company_name.toLowerCase().includes(q) || b.code.toLowerCase().includes(q)));
  return [...byCode, ...byName].slice(0, limit);
}

/** Finds a booth by its code, ignoring case. */
export const boothByCode = (booths: readonly FloorBooth[], code: string): FloorBooth | undefined => {
  const c = code.trim().toLowerCase();
  return c ? booths.find((b) => b.code.toLowerCase() === c) : undefined;
};
