import { sql, type RawBuilder } from 'kysely';
import { JOB_EDUCATIONS, type JobEducation, type JobNature, type PositionSort, type SalaryBand } from '@campus/shared-utils/rules';
import type { Db } from '../database';
import { keywordQuery, type KeywordQuery } from './position-terms';

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
 * One page of position ids and the (capped) count. With a keyword the search walks the term index
 * (position_term: term, site, newest first) and checks the filters on each candidate's narrow facet row;
 * without one it walks the site's open positions by publish time. Every value is a parameter, so a keyword
 * with SQL or HTML in it is only ever text.
 */
export async function searchPositions(db: Db, q: PositionSearch, offset: number, limit: number, countCap: number): Promise<SearchPage> {
  const keyword = q.keyword?.trim() ? keywordQuery(q.keyword) : undefined;
  if (keyword && keyword.lookup.length === 0) return { ids: [], total: 0, capped: false };
  if (keyword) return searchByKeyword(db, q, keyword, offset, limit, countCap);

  const where = [sql`p.site_id = ${q.siteId} and p.status = 1 and c.status = 1`, ...filterConditions(q, { row: 'p', id: 'p.id', company: 'c' })];
  const condition = sql.join(where, sql` and `);
  const from = sql`position p join company c on c.id = p.company_id`;
  const [page, count] = await Promise.all([
    sql<{ id: number }>`select p.id as id from ${from} where ${condition} order by p.publish_at desc, p.id desc limit ${limit} offset ${offset}`.execute(db),
    // counting stops at the cap: a count over a million rows would cost more than the page itself
    sql<{ n: number | string }>`select count(*) as n from (select 1 as one from ${from} where ${condition} limit ${countCap + 1}) capped`.execute(db),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return { ids: page.rows.map((r) => Number(r.id)), total: Math.min(total, countCap), capped: total > countCap };
}

/**
 * The filters as conditions on a row holding the position's filter columns (`row`: the position itself, or
 * its narrow facet row) and on its company's industry and size (`company`, or the facet row again).
 */
function filterConditions(q: PositionSearch, at: { row: string; id: string; company: string }): RawBuilder<unknown>[] {
  const col = (name: string) => sql.ref(`${at.row}.${name}`);
  const id = sql.ref(at.id);
  const where: RawBuilder<unknown>[] = [];
  if (q.category) where.push(sql`${col('category_value')} = ${q.category}`);
  if (q.city) where.push(sql`${col('city')} = ${q.city}`);
  if (q.nature) where.push(sql`${col('nature')} = ${q.nature}`);
  if (q.education) {
    // a student with this degree may apply to positions that ask for it, less, or nothing in particular
    const accepted = ['不限', ...JOB_EDUCATIONS.slice(0, JOB_EDUCATIONS.indexOf(q.education) + 1)];
    where.push(sql`${col('education')} in (${sql.join(accepted)})`);
  }
  if (q.salary) {
    where.push(sql`${col('salary_max')} > 0`);
    if (q.salary.min > 0) where.push(sql`${col('salary_max')} >= ${q.salary.min * 1000}`);
    if (q.salary.max > 0) where.push(sql`${col('salary_min')} <= ${q.salary.max * 1000}`);
  }
  if (q.graduationYear !== undefined) where.push(sql`${col('graduation_year')} in (0, ${q.graduationYear})`);
  if (q.industry) where.push(sql`${sql.ref(`${at.company}.industry`)} = ${q.industry}`);
  if (q.companySize) where.push(sql`${sql.ref(`${at.company}.insize`)} = ${q.companySize}`);
  if (q.zoneId !== undefined) {
    where.push(sql`${id} in (select zm.target_id from zone_member zm join zone z on z.id = zm.zone_id where z.id = ${q.zoneId} and z.site_id = ${q.siteId} and z.kind = 'position')`);
  }
  if (q.excludeAppliedBy !== undefined) {
    where.push(sql`not exists (select 1 from application a where a.student_id = ${q.excludeAppliedBy} and a.position_id = ${id})`);
  }
  return where;
}

/**
 * A keyword search looks at the keyword's newest `window` candidates (the term index, newest first) and
 * applies the filters and the relevance order to those: the cost of a search is bounded whatever the
 * keyword and filters, and a keyword matching more than the window says so (capped: "N+", refine the search).
 * Below the window (every keyword of a site of demo size, 前端 among a million) the answer is exact.
 */
async function searchByKeyword(db: Db, q: PositionSearch, keyword: KeywordQuery, offset: number, limit: number, window: number): Promise<SearchPage> {
  const [first, ...rest] = keyword.lookup;
  const termCondition = sql.join(
    [
      sql`t0.term = ${first} and t0.site_id = ${q.siteId}`,
      ...rest.map(
        (term) =>
          sql`exists (select 1 from position_term tn where tn.term = ${term} and tn.site_id = t0.site_id and tn.publish_at = t0.publish_at and tn.position_id = t0.position_id)`,
      ),
    ],
    sql` and `,
  );
  const newest = sql`t0.publish_at desc, t0.position_id desc`;
  const candidates = sql`(select t0.position_id, t0.publish_at from position_term t0 where ${termCondition} order by ${newest} limit ${window}) t0`;
  // only open positions of shown companies have terms (and facets): the filters read the narrow facet row,
  // and only the text check of a longer keyword and the relevance order read the position and company
  const filters = filterConditions(q, { row: 'f', id: 't0.position_id', company: 'f' });
  const needsFacet = filters.length > 0;
  const needsText = !keyword.exact || q.sort === 'relevance';
  if (!keyword.exact) {
    // terms found candidates; each part of the keyword must really be in the title, category or company
    for (const part of keyword.parts) filters.push(sql`(${like(sql.ref('p.title'), part)} or ${like(sql.ref('p.category_label'), part)} or ${like(sql.ref('c.name'), part)})`);
  }
  const joins = [
    ...(needsFacet ? [sql` join position_facet f on f.position_id = t0.position_id`] : []),
    ...(needsText ? [sql` join position p on p.id = t0.position_id join company c on c.id = p.company_id`] : []),
  ];
  const from = sql`${candidates}${sql.join(joins, sql``)}`;
  const where = filters.length > 0 ? sql` where ${sql.join(filters, sql` and `)}` : sql``;
  const pattern = likePattern(keyword.parts.join(' '));
  const order = q.sort === 'relevance'
    ? sql`case when lower(p.title) like ${pattern} escape '\\' then 0 when lower(p.category_label) like ${pattern} escape '\\' then 1 when lower(c.name) like ${pattern} escape '\\' then 2 else 3 end, ${newest}`
    : newest;

  // one walk of the window gives the page and, beside each row, the count of all matches
  const [page, beyond] = await Promise.all([
    sql<{ id: number; n: number | string }>`select t0.position_id as id, count(*) over () as n from ${from}${where} order by ${order} limit ${limit} offset ${offset}`.execute(db),
    // whether the keyword has more candidates than the window (an index-only probe)
    sql<{ one: number }>`select 1 as one from position_term t0 where ${termCondition} order by ${newest} limit 1 offset ${window}`.execute(db),
  ]);
  // a page past the end has no rows to carry the count
  const total = page.rows[0]?.n ?? (offset > 0 ? (await sql<{ n: number | string }>`select count(*) as n from ${from}${where}`.execute(db)).rows[0]?.n : 0);
  return { ids: page.rows.map((r) => Number(r.id)), total: Number(total ?? 0), capped: beyond.rows.length > 0 };
}
