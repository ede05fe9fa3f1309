import type { Db } from '../database';
import type { JobFairRow } from '../tables/home';
import { recruiterCompanyId } from './live-fair';

export type RecruiterFair = { id: number; title: string; start_at: number; end_at: number };

/**
 * The online fairs of a site that a company takes part in and that have not ended (running or still to come),
 * soonest first: the booths its recruiters staff (the console, and the back office's links to it).
 */
export function companyOnlineFairs(db: Db, companyId: number, siteId: number, now: number): Promise<JobFairRow[]> {
  return db
    .selectFrom('job_fair')
    .innerJoin('job_fair_company', 'job_fair_company.fair_id', 'job_fair.id')
    .selectAll('job_fair')
    .where('job_fair_company.company_id', '=', companyId)
    .where('job_fair.site_id', '=', siteId)
    .where('job_fair.kind', '=', 'online')
    .where('job_fair.status', '=', 1)
    .where('job_fair.end_at', '>', now)
    .orderBy('job_fair.start_at')
    .orderBy('job_fair.id')
    .execute();
}

/** companyOnlineFairs of the company an employer account recruits for (`company_recruiter`); undefined when it recruits for none. */
export async function recruiterFairs(db: Db, employerId: number, siteId: number, now: number): Promise<RecruiterFair[] | undefined> {
  const companyId = await recruiterCompanyId(db, employerId);
  if (companyId === undefined) return undefined;
  const rows = await companyOnlineFairs(db, companyId, siteId, now);
  return rows.map((r) => ({ id: r.id, title: r.title, start_at: Number(r.start_at), end_at: Number(r.end_at) }));
}
