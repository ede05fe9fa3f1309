import { sql, type RawBuilder } from 'kysely';
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
 * One page of position ids and the (capped) count. With a keyword the search walks the term index
 * (position_term: term, site, newest first) and joins the position and company only for the filters that
 * need them; without one it walks the site's open positions by publish time. Every value is a parameter,
 * so a keyword with SQL or HTML in it is only ever text.
 */
export async function searchPositions(db: Db, q: PositionSearch, offset: number, limit: number, countCap: number): Promise<SearchPage> {
  const keyword = q.keyword?.trim() ? keywordQuery(q.keyword) : undefined;
  if (keyword && keyword.lookup.length === 0) return { ids: [], total: 0, capped: false };

  const where: RawBuilder<unknown>[] = [];
  let needsCompany = false;
  if (q.category) where.push(sql`p.category_value = ${q.category}`);
  if (q.city) where.push(sql`p.city = ${q.city}`);
  if (q.nature) where.push(sql`p.nature = ${q.nature}`);
  if (q.education) {
    // a student with this degree may apply to positions that ask for it, less, or nothing in particular
    const accepted = ['不限', ...JOB_EDUCATIONS.slice(0, JOB_EDUCATIONS.indexOf(q.education) + 1)];
    where.push(sql`p.education in (${sql.join(accepted)})`);
  }
  if (q.salary) {
    where.push(sql`p.salary_max > 0`);
    if (q.salary.min > 0) where.push(sql`p.salary_max >= ${q.salary.min * 1000}`);
    if (q.salary.max > 0) where.push(sql`p.salary_min <= ${q.salary.max * 1000}`);
  }
  if (q.graduationYear !== undefined) where.push(sql`p.graduation_year in (0, ${q.graduationYear})`);
  if (q.zoneId !== undefined) {
    where.push(sql`p.id in (select zm.target_id from zone_member zm join zone z on z.id = zm.zone_id where z.id = ${q.zoneId} and z.site_id = ${q.siteId} and z.kind = 'position')`);
  }
  if (q.excludeAppliedBy !== undefined) {
    where.push(sql`not exists (select 1 from application a where a.student_id = ${q.excludeAppliedBy} and a.position_id = p.id)`);
  }
  if (q.industry) {
    needsCompany = true;
    where.push(sql`c.industry = ${q.industry}`);
  }
  if (q.companySize) {
    needsCompany = true;
    where.push(sql`c.insize = ${q.companySize}`);
  }
  if (keyword && !keyword.exact) {
    // terms found candidates; each part of the keyword must really be in the title, category or company
    needsCompany = true;
    for (const part of keyword.parts) where.push(sql`(${like(sql.ref('p.title'), part)} or ${like(sql.ref('p.category_label'), part)} or ${like(sql.ref('c.name'), part)})`);
  }
  const relevance = keyword && q.sort === 'relevance';
  if (relevance) needsCompany = true;

  let from: RawBuilder<unknown>;
  let order: RawBuilder<unknown>;
  if (keyword) {
    const [first, ...rest] = keyword.lookup;
    // only open positions of shown companies have terms, so the term rows alone answer a bare keyword
    const needsPosition = where.length > 0 || relevance;
    where.unshift(
      sql`t0.term = ${first} and t0.site_id = ${q.siteId}`,
      ...rest.map(
        (term) =>
          sql`exists (select 1 from position_term tn where tn.term = ${term} and tn.site_id = t0.site_id and tn.publish_at = t0.publish_at and tn.position_id = t0.position_id)`,
      ),
    );
    from = sql`position_term t0${needsPosition || needsCompany ? sql` join position p on p.id = t0.position_id` : sql``}${needsCompany ? sql` join company c on c.id = p.company_id` : sql``}`;
    const pattern = likePattern(keyword.parts.join(' '));
    order = relevance
      ? sql`case when lower(p.title) like ${pattern} escape '\\' then 0 when lower(p.category_label) like ${pattern} escape '\\' then 1 when lower(c.name) like ${pattern} escape '\\' then 2 else 3 end, t0.publish_at desc, t0.position_id desc`
      : sql`t0.publish_at desc, t0.position_id desc`;
  } else {
    where.unshift(sql`p.site_id = ${q.siteId} and p.status = 1 and c.status = 1`);
    from = sql`position p join company c on c.id = p.company_id`;
    order = sql`p.publish_at desc, p.id desc`;
  }
  const id = keyword ? sql.ref('t0.position_id') : sql.ref('p.id');
  const condition = sql.join(where, sql` and `);

  const [page, count] = await Promise.all([
    sql<{ id: number }>`select ${id} as id from ${from} where ${condition} order by ${order} limit ${limit} offset ${offset}`.execute(db),
    // counting stops at the cap: a count over a million rows would cost more than the page itself
    sql<{ n: number | string }>`select count(*) as n from (select 1 as one from ${from} where ${condition} limit ${countCap + 1}) capped`.execute(db),
  ]);
  const total = Number(count.rows[0]?.n ?? 0);
  return { ids: page.rows.map((r) => Number(r.id)), total: Math.min(total, countCap), capped: total > countCap };
}
