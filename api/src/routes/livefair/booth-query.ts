import { Type } from '@sinclair/typebox';
import { RESUME_CHOICE } from '@campus/shared-utils/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSiteFair } from '../../db/repositories/fairs';
import { recruiterCompanyId, isCompanyAtFair, type Booth } from '../../db/repositories/live-fair';
import type { JobFairRow } from '../../db/tables/home';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ContentId } from '../../lib/content-query';

export const FairId = ContentId('fair id');
export const CompanyId = ContentId('company id');
export const BoothQuery = Type.Object({ id: FairId, company_id: CompanyId });

export const ResumeChoice = {
  position_id: ContentId('a position the company brings to this fair'),
  resume_type: Type.Optional(Type.Union([Type.Literal(RESUME_CHOICE.online), Type.Literal(RESUME_CHOICE.attachment)], { description: '1 the online resume (the default), 2 an attachment' })),
  resume_id: Type.Optional(ContentId('the resume’s id, as getresumelist gives it; without it, the online resume')),
};

/** An online fair of the request's site, or 44003. */
export async function requireOnlineFair(app: FastifyInstance, request: FastifyRequest, fairId: number): Promise<JobFairRow> {
  const fair = await findSiteFair(app.db, (await request.site()).id, fairId);
  if (fair?.kind !== 'online') throw new AppError(CODES.fairNotFound);
  return fair;
}

/** 44008 unless the fair is running at `now`. */
export function requireRunning(fair: JobFairRow, now: number): void {
  if (now < Number(fair.start_at) || now >= Number(fair.end_at)) throw new AppError(CODES.fairNotRunning);
}

/** A company's booth at an online fair of this site (44003 for an unknown fair, or a company not at it). */
export async function requireBooth(app: FastifyInstance, request: FastifyRequest, fairId: number, companyId: number): Promise<{ fair: JobFairRow; booth: Booth }> {
  const fair = await requireOnlineFair(app, request, fairId);
  const booth = { fairId: fair.id, companyId };
  if (!(await isCompanyAtFair(app.db, booth))) throw new AppError(CODES.fairNotFound);
  return { fair, booth };
}

/** The session's recruiter: an employer account that recruits for a company (20011 / 44018 otherwise). */
export async function requireRecruiter(app: FastifyInstance, request: FastifyRequest): Promise<{ employerId: number; companyId: number }> {
  const session = request.session;
  if (!session) throw new AppError(CODES.notLoggedIn);
  const companyId = session.role === 'company' ? await recruiterCompanyId(app.db, session.user_id) : undefined;
  if (companyId === undefined) throw new AppError(CODES.notRecruiter);
  return { employerId: session.user_id, companyId };
}

/** The recruiter's own company's booth at an online fair of this site (44019 when the company is not at it). */
export async function requireOwnBooth(app: FastifyInstance, request: FastifyRequest, fairId: number): Promise<{ fair: JobFairRow; booth: Booth; employerId: number }> {
  const { employerId, companyId } = await requireRecruiter(app, request);
  const fair = await requireOnlineFair(app, request, fairId);
  const booth = { fairId: fair.id, companyId };
  if (!(await isCompanyAtFair(app.db, booth))) throw new AppError(CODES.companyNotAtFair);
  return { fair, booth, employerId };
}
