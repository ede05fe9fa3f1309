import type { BoothState } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { JobFairHallRow } from '../tables/content-area';

/** The venue of an offline fair: its halls (with their layout JSON text) and booths, in map units (metres). */

/** A map coordinate as stored: PostgreSQL's real is a 4-byte float (12.3 reads 12.300000190734863), so millimetres. */
const metres = (v: number): number => Math.round(Number(v) * 1000) / 1000;

export async function listFairHalls(db: Db, fairId: number): Promise<JobFairHallRow[]> {
  const rows = await db.selectFrom('job_fair_hall').selectAll().where('fair_id', '=', fairId).orderBy('sort').orderBy('id').execute();
  return rows.map((r) => ({ ...r, x: metres(r.x), y: metres(r.y), width: metres(r.width), height: metres(r.height) }));
}

export type BoothRow = {
  id: number;
  hall_id: number;
  code: string;
  x: number;
  y: number;
  width: number;
  height: number;
  state: BoothState;
  /** the booth's company when it is shown, else null */
  company_id: number | null;
  company_name: string | null;
  logo_url: string | null;
};

/** Every booth of the fair with its company (a hidden company is left out), by hall and code. */
export async function listFairBooths(db: Db, fairId: number): Promise<BoothRow[]> {
  const rows = await db
    .selectFrom('job_fair_booth as b')
    .leftJoin('company as c', (join) => join.onRef('c.id', '=', 'b.company_id').on('c.status', '=', 1))
    .select(['b.id', 'b.hall_id', 'b.code', 'b.x', 'b.y', 'b.width', 'b.height', 'b.state', 'c.id as company_id', 'c.name as company_name', 'c.logo_url'])
    .where('b.fair_id', '=', fairId)
    .orderBy('b.hall_id')
    .orderBy('b.code')
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ ...r, x: metres(r.x), y: metres(r.y), width: metres(r.width), height: metres(r.height) }));
}
