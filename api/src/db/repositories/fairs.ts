import { sql } from 'kysely';
import type { FairLabelKind } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import type { JobFairRow } from '../tables/home';

/**
 * Job fairs beyond their home tile: counts, labels, the participating companies with their booth and the
 * positions they bring. Only shown companies (status 1) and open positions (status 1) count anywhere.
 * The booth map is in fair-floorplan.ts, sign-ups in fair-signup.ts.
 */

/** A shown fair of a site (any site type), or undefined for an unknown, cancelled or other site's fair. */
export function findSiteFair(db: Db, siteId: number, fairId: number): Promise<JobFairRow | undefined> {
  return db.selectFrom('job_fair').selectAll().where('id', '=', fairId).where('site_id', '=', siteId).where('status', '=', 1).executeTakeFirst();
}

export type FairCounts = { company_count: number; position_count: number; booth_count: number; signup_count: number };

/** The fair's shown companies, their open positions at it, its booths and its sign-ups: one round trip. */
export async function countFair(db: Db, fairId: number): Promise<FairCounts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('job_fair_company as jfc')
        .innerJoin('company as c', 'c.id', 'jfc.company_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('jfc.fair_id', '=', fairId)
        .where('c.status', '=', 1)
        .as('company_count'),
      eb
        .selectFrom('job_fair_position as fp')
        .innerJoin('job_fair_company as jfc', (join) => join.onRef('jfc.fair_id', '=', 'fp.fair_id').onRef('jfc.company_id', '=', 'fp.company_id'))
        .innerJoin('company as c', 'c.id', 'fp.company_id')
        .innerJoin('position as p', (join) => join.onRef('p.id', '=', 'fp.position_id').onRef('p.company_id', '=', 'fp.company_id'))
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('fp.fair_id', '=', fairId)
        .where('c.status', '=', 1)
        .where('p.status', '=', 1)
        .as('position_count'),
      eb.selectFrom('job_fair_booth').select((e) => e.fn.countAll<number>().as('n')).where('fair_id', '=', fairId).as('booth_count'),
      eb.selectFrom('job_fair_signup').select((e) => e.fn.countAll<number>().as('n')).where('fair_id', '=', fairId).as('signup_count'),
    ])
    .executeTakeFirstOrThrow();
  return {
    company_count: Number(row.company_count ?? 0),
    position_count: Number(row.position_count ?? 0),
    booth_count: Number(row.booth_count ?? 0),
    signup_count: Number(row.signup_count ?? 0),
  };
}

export type FairLabelRow = { id: number; kind: FairLabelKind; name: string; company_count: number };

/** The fair's labels with the count of shown participating companies under each: industries first, then halls, each by sort. */
export async function listFairLabels(db: Db, fairId: number): Promise<FairLabelRow[]> {
  const rows = await db
    .selectFrom('job_fair_label as l')
    .select(['l.id', 'l.kind', 'l.name'])
    .select((eb) =>
      eb
        .selectFrom('job_fair_company_label as cl')
        .innerJoin('job_fair_company as jfc', (join) => join.onRef('jfc.fair_id', '=', 'cl.fair_id').onRef('jfc.company_id', '=', 'cl.company_id'))
        .innerJoin('company as c', 'c.id', 'cl.company_id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('cl.label_id', '=', 'l.id')
        .where('cl.fair_id', '=', fairId)
        .where('c.status', '=', 1)
        .as('company_count'),
    )
    .where('l.fair_id', '=', fairId)
    .orderBy(sql`case when l.kind = 'industry' then 0 else 1 end`)
    .orderBy('l.sort')
    .orderBy('l.id')
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, company_count: Number(r.company_count ?? 0) }));
}

/** What a fair's company list may be narrowed by: one of the fair's labels, and text in the company's name or a position title it brings. */
export type FairCompanyFilter = { labelId?: number; keyword?: string };

export type FairCompanyRow = {
  company_id: number;
  company_name: string;
  logo_url: string;
  industry: string;
  insize: string;
  booth_id: number | null;
  booth_code: string | null;
  hall: string | null;
};

/** A LIKE pattern matching the text anywhere, its wildcards escaped (used with `escape '\'`). */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function fairCompanies(db: Db, fairId: number, filter: FairCompanyFilter) {
  let q = db
    .selectFrom('job_fair_company as jfc')
    .innerJoin('company as c', 'c.id', 'jfc.company_id')
    .where('jfc.fair_id', '=', fairId)
    .where('c.status', '=', 1);
  const { labelId, keyword } = filter;
  if (labelId !== undefined) {
    // a label of another fair matches no row here: an empty list, not an error
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('job_fair_company_label as cl')
          .select(sql.lit(1).as('one'))
          .where('cl.fair_id', '=', fairId)
          .where('cl.label_id', '=', labelId)
          .whereRef('cl.company_id', '=', 'jfc.company_id'),
      ),
    );
  }
  if (keyword) {
    const pattern = likePattern(keyword);
    const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    q = q.where((eb) =>
      eb.or([
        like('c.name'),
        like('c.short_name'),
        eb.exists(
          eb
            .selectFrom('job_fair_position as fp')
            .innerJoin('position as p', (join) => join.onRef('p.id', '=', 'fp.position_id').onRef('p.company_id', '=', 'fp.company_id'))
            .select(sql.lit(1).as('one'))
            .where('fp.fair_id', '=', fairId)
            .whereRef('fp.company_id', '=', 'jfc.company_id')
            .where('p.status', '=', 1)
            .where(like('p.title')),
        ),
      ]),
    );
  }
  return q;
}

/** One page of the fair's companies in the fair's order, each with its booth (when it has one at this fair). */
export function listFairCompanies(db: Db, fairId: number, filter: FairCompanyFilter, offset: number, limit: number): Promise<FairCompanyRow[]> {
  return fairCompanies(db, fairId, filter)
    .leftJoin('job_fair_booth as b', (join) => join.onRef('b.id', '=', 'jfc.booth_id').onRef('b.fair_id', '=', 'jfc.fair_id'))
    .leftJoin('job_fair_hall as h', 'h.id', 'b.hall_id')
    .select(['c.id as company_id', 'c.name as company_name', 'c.logo_url', 'c.industry', 'c.insize', 'b.id as booth_id', 'b.code as booth_code', 'h.name as hall'])
    .orderBy('jfc.sort')
    .orderBy('jfc.company_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countFairCompanies(db: Db, fairId: number, filter: FairCompanyFilter): Promise<number> {
  const row = await fairCompanies(db, fairId, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export type FairPositionRow = { id: number; title: string; salary_str: string; city: string; education: string };
export type CompanyFairPositions = { positions: FairPositionRow[]; count: number };

/**
 * The open positions companies bring to a fair, newest first: the first `perCompany` of each and the count, for
 * the given companies (one query, whatever their number) or, with `companyIds` null, for every company of the fair.
 */
export async function fairPositionsByCompany(db: Db, fairId: number, companyIds: number[] | null, perCompany: number): Promise<Map<number, CompanyFairPositions>> {
  const out = new Map<number, CompanyFairPositions>();
  if (companyIds !== null && companyIds.length === 0) return out;
  let ranked = db
    .selectFrom('job_fair_position as fp')
    .innerJoin('position as p', (join) => join.onRef('p.id', '=', 'fp.position_id').onRef('p.company_id', '=', 'fp.company_id'))
    .select(['fp.company_id', 'p.id', 'p.title', 'p.salary_str', 'p.city', 'p.education'])
    .select(sql<number>`row_number() over (partition by fp.company_id order by p.publish_at desc, p.id desc)`.as('rn'))
    .select(sql<number>`count(*) over (partition by fp.company_id)`.as('n'))
    .where('fp.fair_id', '=', fairId)
    .where('p.status', '=', 1);
  if (companyIds !== null) ranked = ranked.where('fp.company_id', 'in', companyIds);
  const rows = await db.selectFrom(ranked.as('x')).selectAll().where('x.rn', '<=', perCompany).orderBy('x.company_id').orderBy('x.rn').execute();
  for (const r of rows) {
    const entry = out.get(r.company_id) ?? { positions: [], count: Number(r.n) };
    entry.positions.push({ id: r.id, title: r.title, salary_str: r.salary_str, city: r.city, education: r.education });
    out.set(r.company_id, entry);
  }
  return out;
}
