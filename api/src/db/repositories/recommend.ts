import { sql } from 'kysely';
import type { Db } from '../database';

/** A recommendation candidate: an open position of the site with what the ranking reads. */
export type Candidate = {
  id: number;
  title: string;
  salary_str: string;
  salary_min: number;
  salary_max: number;
  city: string;
  education: string;
  nature: string;
  period: string;
  category_value: string;
  category_label: string;
  graduation_year: number;
  description: string;
  requirements: string;
  publish_at: number;
  company: { id: number; name: string; logo_url: string; industry: string; insize: string };
};

const base = (db: Db, siteId: number) =>
  db
    .selectFrom('position as p')
    .innerJoin('company as c', 'c.id', 'p.company_id')
    .select([
      'p.id',
      'p.title',
      'p.salary_str',
      'p.salary_min',
      'p.salary_max',
      'p.city',
      'p.education',
      'p.nature',
      'p.period',
      'p.category_value',
      'p.category_label',
      'p.graduation_year',
      'p.description',
      'p.requirements',
      'p.publish_at',
      'c.id as company_id',
      'c.name as company_name',
      'c.logo_url',
      'c.industry',
      'c.insize',
    ])
    .where('p.site_id', '=', siteId)
    .where('p.status', '=', 1)
    .where('c.status', '=', 1);

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

const toCandidate = ({ company_id, company_name, logo_url, industry, insize, ...p }: Row): Candidate => ({
  ...p,
  publish_at: Number(p.publish_at),
  company: { id: company_id, name: company_name, logo_url, industry, insize },
});

/** Category values of category labels (the intention names labels; positions are indexed by value). */
export async function categoryValues(db: Db, labels: string[]): Promise<string[]> {
  if (labels.length === 0) return [];
  const rows = await db.selectFrom('job_category').select('value').where('label', 'in', labels).execute();
  return rows.map((r) => r.value);
}

/**
 * The positions worth ranking for an intention: the newest open ones of each intended category and of
 * each intended city, plus the newest overall. One query per value, each walking its own site index in
 * publish order and stopping at its limit, so it stays fast on a million positions (an IN list would
 * read and sort every position of those categories and cities).
 */
export async function intentionCandidates(db: Db, siteId: number, categories: string[], cities: string[], perGroup: number): Promise<Candidate[]> {
  const newest = (q: ReturnType<typeof base>, limit: number) => q.orderBy('p.publish_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
  const perCategory = Math.ceil(perGroup / Math.max(1, categories.length));
  const perCity = Math.ceil(perGroup / Math.max(1, cities.length));
  const groups = await Promise.all([
    ...categories.map((v) => newest(base(db, siteId).where('p.category_value', '=', v), perCategory)),
    ...cities.map((c) => newest(base(db, siteId).where('p.city', '=', c), perCity)),
    newest(base(db, siteId), Math.ceil(perGroup / 4)),
  ]);
  const seen = new Map<number, Candidate>();
  for (const row of groups.flat()) if (!seen.has(row.id)) seen.set(row.id, toCandidate(row));
  return [...seen.values()];
}

/** Positions the student applied to (they are not recommended again). */
export async function appliedPositionIds(db: Db, studentId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('application').select('position_id').where('student_id', '=', studentId).execute();
  return new Set(rows.map((r) => r.position_id));
}

/**
 * Popular open positions of a site: the most applied to and favourited in a recent window, then the
 * newest, at most `limit` in all. The heat is counted over the (small) activity tables only, and the
 * newest come through the site index, so this stays fast on a large position table.
 */
export async function popularPositions(db: Db, siteId: number, since: number, limit: number): Promise<(Candidate & { heat: number })[]> {
  const activity = db
    .selectFrom('application')
    .select(['position_id', sql<number>`count(*)`.as('n')])
    .where('delivered_at', '>=', since)
    .groupBy('position_id')
    .unionAll(db.selectFrom('favourite_position').select(['position_id', sql<number>`count(*)`.as('n')]).where('created_at', '>=', since).groupBy('position_id'));
  const hot = await db
    .selectFrom(activity.as('h'))
    .select(['h.position_id', sql<number>`sum(h.n)`.as('heat')])
    .groupBy('h.position_id')
    .orderBy(sql`sum(h.n)`, 'desc')
    .orderBy('h.position_id', 'desc')
    .limit(limit)
    .execute();
  const heatOf = new Map(hot.map((h) => [h.position_id, Number(h.heat)]));
  const [hotRows, newest] = await Promise.all([
    hot.length ? base(db, siteId).where('p.id', 'in', [...heatOf.keys()]).execute() : [],
    base(db, siteId).orderBy('p.publish_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute(),
  ]);
  const hotList = hotRows.map((r) => ({ ...toCandidate(r), heat: heatOf.get(r.id) ?? 0 })).sort((a, b) => b.heat - a.heat || b.publish_at - a.publish_at);
  const out = [...hotList];
  for (const r of newest) if (out.length < limit && !heatOf.has(r.id)) out.push({ ...toCandidate(r), heat: 0 });
  return out;
}
