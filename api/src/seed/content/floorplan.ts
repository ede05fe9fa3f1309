/**
 * Venue geometry of the demo fairs, in map units (1 unit = 1 m) with the origin at the venue's top-left:
 * halls, booths, aisles and entrances all use these absolute coordinates. Booths stand in back-to-back pairs
 * of rows ("double rows") with an aisle between pairs, a walkway round the hall's edge and, in wide halls, a
 * cross aisle; so no two booths overlap and every booth faces an aisle.
 */
export type Rect = { x: number; y: number; width: number; height: number };
export type Entrance = { x: number; y: number; label: string };
export type HallGeometry = Rect & { name: string; layout: { entrances: Entrance[]; aisles: Rect[] }; booths: (Rect & { code: string })[] };

export const BOOTH = 3;
const AISLE = 3;
const EDGE = 4;
const FRONT = 6;
const CROSS = 4;

export type HallGrid = {
  name: string;
  /** booth codes are prefix + a three-digit number: A001 */
  prefix: string;
  x: number;
  y: number;
  doubleRows: number;
  perRow: number;
  /** booths of a row before the cross aisle (none when absent) */
  split?: number;
  /** where the doors are: 'south' is the main entrance at the bottom edge */
  doors: { side: 'south' | 'north' | 'west' | 'east'; label: string }[];
};

/** A hall with its booths in rows along aisles, numbered row by row from the top-left. */
export function gridHall(g: HallGrid): HallGeometry {
  const cross = g.split !== undefined && g.split > 0 && g.split < g.perRow;
  const width = EDGE * 2 + g.perRow * BOOTH + (cross ? CROSS : 0);
  const height = FRONT + g.doubleRows * BOOTH * 2 + (g.doubleRows - 1) * AISLE + FRONT;
  const booths: HallGeometry['booths'] = [];
  const rowY = (pair: number) => g.y + FRONT + pair * (BOOTH * 2 + AISLE);
  const colX = (c: number) => g.x + EDGE + c * BOOTH + (cross && c >= (g.split ?? 0) ? CROSS : 0);
  for (let pair = 0; pair < g.doubleRows; pair += 1) {
    for (const half of [0, 1]) {
      for (let c = 0; c < g.perRow; c += 1) {
        const n = booths.length + 1;
        booths.push({ code: `${g.prefix}${String(n).padStart(3, '0')}`, x: colX(c), y: rowY(pair) + half * BOOTH, width: BOOTH, height: BOOTH });
      }
    }
  }
  const aisles: Rect[] = [
    { x: g.x, y: g.y, width, height: FRONT },
    { x: g.x, y: g.y + height - FRONT, width, height: FRONT },
    { x: g.x, y: g.y + FRONT, width: EDGE, height: height - FRONT * 2 },
    { x: g.x + width - EDGE, y: g.y + FRONT, width: EDGE, height: height - FRONT * 2 },
  ];
  for (let pair = 0; pair < g.doubleRows - 1; pair += 1) aisles.push({ x: g.x + EDGE, y: rowY(pair) + BOOTH * 2, width: width - EDGE * 2, height: AISLE });
  if (cross) aisles.push({ x: colX((g.split ?? 0) - 1) + BOOTH, y: g.y + FRONT, width: CROSS, height: height - FRONT * 2 });
  const entrances = g.doors.map(({ side, label }) => {
    switch (side) {
      case 'south':
        return { x: g.x + width / 2, y: g.y + height, label };
      case 'north':
        return { x: g.x + width / 2, y: g.y, label };
      case 'west':
        return { x: g.x, y: g.y + height / 2, label };
      case 'east':
        return { x: g.x + width, y: g.y + height / 2, label };
    }
  });
  return { name: g.name, x: g.x, y: g.y, width, height, layout: { entrances, aisles }, booths };
}

/** The big fair's venue: two halls of 150 booths (A001-A150, B001-B150), side by side with a covered way between. */
export function bigFairHalls(): HallGeometry[] {
  const shape = { doubleRows: 5, perRow: 15, split: 7 };
  const a = gridHall({ name: 'A馆 主馆', prefix: 'A', x: 0, y: 0, ...shape, doors: [{ side: 'south', label: 'A馆南门 主入口' }, { side: 'west', label: 'A馆西门' }, { side: 'east', label: 'A馆东门 · 连廊通往B馆' }] });
  const b = gridHall({ name: 'B馆 理工馆', prefix: 'B', x: a.width + 8, y: 0, ...shape, doors: [{ side: 'south', label: 'B馆南门' }, { side: 'west', label: 'B馆西门 · 连廊' }, { side: 'east', label: 'B馆东门' }] });
  return [a, b];
}

/** Whether two rectangles share any area (touching edges do not count). */
export function overlaps(p: Rect, q: Rect): boolean {
  return p.x < q.x + q.width && q.x < p.x + p.width && p.y < q.y + q.height && q.y < p.y + p.height;
}
