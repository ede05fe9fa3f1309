import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import { JOB_EDUCATIONS, type JobEducation, type JobNature, type PositionSort, type SalaryBand } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import { keywordQuery } from './position-terms';

/** A position search of one site; every filter optional, each already checked against its list. */
export type PositionSearch = {
  siteId: number;
  keyword?: string;
  category?: string;
  city?: string;
  salary?: SalaryBand;
  education?: JobEducation;
  nature?: JobNature;
  industry?: string;
  companySize?: string;
  graduationYear?: number;
  zoneId?: number;
  /** leave out what this student applied to */
  excludeAppliedBy?: number;
  sort: PositionSort;
};

export type SearchPage = { ids: number[]; total: number; capped: boolean };

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const like = (column: RawBuilder<unknown>, text: string) => sql`lower(${column}) like ${likePattern(text)} escape '\\'`;

/**
 * One page of position ids and the count, from a bounded window: a search takes the newest `window`
 * candidates of one index list and applies the filters and the order to those, page and count in one walk.
 * The list is the rows of the keyword's rarest term (position_term: term, site, newest first); without a keyword,
 * the site's open positions of the zone, city or category, else all of them (the position indexes). A list longer than
 * the window says so (capped: the page shows "N+" and the student narrows the search); below it, and at every
 * site of demo size, the answer is exact. So a search costs at most one walk of `window` narrow rows, whatever
 * the keyword and filters. Every value is a parameter: a keyword with SQL or HTML in it is only ever text.
 */
export async function searchPositions(db: Db, q: PositionSearch, offset: number, limit: number, window: number): Promise<SearchPage> {
  const keyword = q.keyword?.trim() ? keywordQuery(q.keyword) : undefined;
  if (keyword && keyword.lookup.length === 0) return { ids: [], total: 0, capped: false };

  const list = keyword ? termList(q, await rarestTerm(db, q.siteId, keyword.lookup, window)) : positionList(q);
  const newest = sql`t0.publish_at desc, t0.position_id desc`;
  const candidates = sql`(select ${list.columns} from ${list.from} where ${list.where} order by ${list.order} limit ${window}) t0`;

  // the filters, the text check of a longer keyword and the relevance order all read the candidate's narrow
  // facet row, which only open positions of shown companies have
  const filters = filterConditions(q, list.covered);
  if (keyword && !keyword.exact) {
    // terms found candidates; each part of the keyword must really be in the title, category or company
    for (const part of keyword.parts) filters.push(sql`(${like(sql.ref('f.title'), part)} or ${like(sql.ref('f.category_label'), part)} or ${like(sql.ref('f.company_name'), part)})`);
  }
  const relevance = keyword && q.sort === 'relevance';
  const needsFacet = filters.length > 0 || !keyword || relevance;
  const from = sql`${candidates}${needsFacet ? facetJoin(db) : sql``}`;
  const where = filters.length > 0 ? sql` where ${sql.join(filters, sql` and `)}` : sql``;
  const allIn = (column: string) => sql.join((keyword?.parts ?? []).map((part) => like(sql.ref(column), part)), sql` and `);
  const order = relevance
    ? sql`case when ${allIn('f.title')} then 0 when ${allIn('f.category_label')} then 1 when ${allIn('f.company_name')} then 2 else 3 end, ${newest}`
    : newest;

  const [page, beyond] = await Promise.all([
    sql<{ id: number; n: number | string }>`select t0.position_id as id, count(*) over () as n from ${from}${where} order by ${order} limit ${limit} offset ${offset}`.execute(db),
    // whether the list has more candidates than the window (an index-only probe)
    sql<{ one: number }>`select 1 as one from ${list.from} where ${list.where} order by ${list.order} limit 1 offset ${window}`.execute(db),
  ]);
  // a page past the end has no rows to carry the count
  const total = page.rows[0]?.n ?? (offset > 0 ? (await sql<{ n: number | string }>`select count(*) as n from ${from}${where}`.execute(db)).rows[0]?.n : 0);
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(total ?? 0), capped: beyond.rows.length > 0 };
}

/**
 * Each candidate's facet row, looked up by its id. PostgreSQL's planner, asked to join 10,000 candidates to a
 * million facet rows with a filter such as a city, prefers to read the whole facet table into a hash (about
 * 150 ms at a million positions) over 10,000 index probes (about 30 ms); the lateral lookup behind OFFSET 0,
 * which the planner does not flatten, keeps the probes. SQLite always probes, and has no LATERAL.
 */
const facetJoin = (db: Db) =>
  db.getExecutor().adapter instanceof PostgresAdapter
    ? sql` join lateral (select * from position_facet f where f.position_id = t0.position_id offset 0) f on true`
    : sql` join position_facet f on f.position_id = t0.position_id`;

type CandidateList = {
  columns: RawBuilder<unknown>;
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  /** a filter the list already applies */
  covered?: 'zone' | 'city' | 'category';
};

/**
 * The rarest of a keyword's terms (rows counted up to the window, index-only). Its rows are the candidates;
 * the whole keyword is then checked as text on each candidate's facet row, so a common term beside a rare
 * one (工程前端, 有限前端) costs no more than the rare one alone.
 */
async function rarestTerm(db: Db, siteId: number, terms: string[], window: number): Promise<string> {
  if (terms.length < 2) return terms[0]!;
  const counts = await Promise.all(
    terms.map(async (term) => {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from (select 1 as one from position_term where term = ${term} and site_id = ${siteId} limit ${window + 1}) probe`.execute(db);
      return { term, n: Number(rows[0]?.n ?? 0) };
    }),
  );
  return counts.reduce((a, b) => (b.n < a.n ? b : a)).term;
}

/** A keyword's candidates: the rows of its rarest term. */
function termList(q: PositionSearch, term: string): CandidateList {
  return {
    columns: sql`t0.position_id, t0.publish_at`,
    from: sql`position_term t0`,
    where: sql`t0.term = ${term} and t0.site_id = ${q.siteId}`,
    order: sql`t0.publish_at desc, t0.position_id desc`,
  };
}

/** Without a keyword: the site's open positions of the zone, city or category (their indexes), else all of them. */
function positionList(q: PositionSearch): CandidateList {
  const covered = q.zoneId !== undefined ? 'zone' : q.city ? 'city' : q.category ? 'category' : undefined;
  const narrow =
    covered === 'zone'
      ? sql` and t0.id in (${zoneMembers(q)})`
      : covered === 'city'
        ? sql` and t0.city = ${q.city}`
        : covered === 'category'
          ? sql` and t0.category_value = ${q.category}`
          : sql``;
  return {
    columns: sql`t0.id as position_id, t0.publish_at`,
    from: sql`position t0`,
    where: sql`t0.site_id = ${q.siteId} and t0.status = 1${narrow}`,
    order: sql`t0.publish_at desc, t0.id desc`,
    covered,
  };
}

const zoneMembers = (q: PositionSearch) =>
  sql`select zm.target_id from zone_member zm join zone z on z.id = zm.zone_id where z.id = ${q.zoneId} and z.site_id = ${q.siteId} and z.kind = 'position'`;

/** The filters as conditions on the candidate's facet row `f` (its company's industry and size included). */
function filterConditions(q: PositionSearch, covered?: CandidateList['covered']): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [];
  if (q.category && covered !== 'category') where.push(sql`f.category_value = ${q.category}`);
  if (q.city && covered !== 'city') where.push(sql`f.city = ${q.city}`);
  if (q.nature) where.push(sql`f.nature = ${q.nature}`);
  if (q.education) {
    // a student with this degree may apply to positions that ask for it, less, or nothing in particular
    const accepted = ['不限', ...JOB_EDUCATIONS.slice(0, JOB_EDUCATIONS.indexOf(q.education) + 1)];
    where.push(sql`f.education in (${sql.join(accepted)})`);
  }
  if (q.salary) {
    where.push(sql`f.salary_max > 0`);
    if (q.salary.min > 0) where.push(sql`f.salary_max >= ${q.salary.min * 1000}`);
    if (q.salary.max > 0) where.push(sql`f.salary_min <= ${q.salary.max * 1000}`);
  }
  if (q.graduationYear !== undefined) where.push(sql`f.graduation_year in (0, ${q.graduationYear})`);
  if (q.industry) where.push(sql`f.industry = ${q.industry}`);
  if (q.companySize) where.push(sql`f.insize = ${q.companySize}`);
  if (q.zoneId !== undefined && covered !== 'zone') where.push(sql`t0.position_id in (${zoneMembers(q)})`);
  if (q.excludeAppliedBy !== undefined) {
    where.push(sql`not exists (select 1 from application a where a.student_id = ${q.excludeAppliedBy} and a.position_id = t0.position_id)`);
  }
  return where;
}
