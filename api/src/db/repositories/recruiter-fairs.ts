import type { Db } from '../database';
import { recruiterCompanyId } from './live-fair';

export type RecruiterFair = { id: number; title: string; start_at: number; end_at: number };

/**
 * The online fairs of a site that the company an employer account recruits for (`company_recruiter`) takes part
 * in and that have not ended (running or still to come), soonest first: the booths its recruiters staff.
 * Undefined for an account that recruits for no company.
 */
export async function recruiterFairs(db: Db, employerId: number, siteId: number, now: number): Promise<RecruiterFair[] | undefined> {
  const companyId = await recruiterCompanyId(db, employerId);
  if (companyId === undefined) return undefined;
  const rows = await db
    .selectFrom('job_fair')
    .innerJoin('job_fair_company', 'job_fair_company.fair_id', 'job_fair.id')
    .select(['job_fair.id', 'job_fair.title', 'job_fair.start_at', 'job_fair.end_at'])
    .where('job_fair_company.company_id', '=', companyId)
    .where('job_fair.site_id', '=', siteId)
    .where('job_fair.kind', '=', 'online')
    .where('job_fair.status', '=', 1)
    .where('job_fair.end_at', '>', now)
    .orderBy('job_fair.start_at')
    .orderBy('job_fair.id')
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, start_at: Number(r.start_at), end_at: Number(r.end_at) }));
}
