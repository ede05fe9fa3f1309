import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSiteFair } from '../../db/repositories/fairs';
import type { JobFairRow } from '../../db/tables/home';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ContentId } from '../../lib/content-query';

export const FairIdQuery = Type.Object({ id: ContentId('fair id') });

export const FAIR_NOT_FOUND_NOTE = `${CODES.fairNotFound.code} for an unknown or cancelled fair, or another site's.`;

/** The id of the request's site (unknown hosts: the default site). */
export async function requestSiteId(app: FastifyInstance, request: FastifyRequest): Promise<number> {
  return (await request.site()).id;
}

/** A shown fair of the site; otherwise the request ends with 44003. */
export async function requireSiteFair(app: FastifyInstance, siteId: number, fairId: number): Promise<JobFairRow> {
  const fair = await findSiteFair(app.db, siteId, fairId);
  if (!fair) throw new AppError(CODES.fairNotFound);
  return fair;
}
