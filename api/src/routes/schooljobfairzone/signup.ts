import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { CONTENT_MSG } from '@campus/shared-utils/rules';
import { FairSignup } from '@campus/shared-utils/shapes';
import { requireStudent } from '../../auth/session-student';
import { findSignup, signUp, type SignupRow } from '../../db/repositories/fair-signup';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { qrPngDataUrl } from '../../lib/qr';
import { requestOrigin } from '../../lib/site/request-host';
import { FairIdQuery, FAIR_NOT_FOUND_NOTE, requestSiteId, requireSiteFair } from './fair-query';
import { routePlugin } from '../../lib/route-plugin';

const STUDENT_NOTE = `Student session only: visitors get ${CODES.notLoggedIn.code}, other roles ${CODES.forbidden.code} (${CONTENT_MSG.notStudent}).`;

/** An entrance ticket: 144 random bits, URL-safe (24 characters). */
const newTicket = (): string => randomBytes(18).toString('base64url');

/**
 * The session's student's sign-up for an offline fair (报名参会) and its entrance QR code, which opens the fair's
 * page on this site with the ticket (the check-in staff scan it).
 */
const fairSignupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function answer(request: FastifyRequest, fairId: number, signup: SignupRow | undefined): Promise<FairSignup> {
    if (!signup) return { signed_up: 0, ticket: '', qr_code: '', signed_at: 0 };
    const url = `${requestOrigin(request)}/#/jobFair?id=${fairId}&ticket=${encodeURIComponent(signup.ticket)}`;
    return { signed_up: 1, ticket: signup.ticket, qr_code: await qrPngDataUrl(url), signed_at: signup.created_at };
  }

  app.get(
    '/api/schooljobfairzone/getsignup',
    {
      schema: {
        tags: ['content'],
        summary: 'The session’s student’s sign-up for a fair of this site, with the entrance QR code (signed_up 0 when none)',
        description: `${STUDENT_NOTE} ${FAIR_NOT_FOUND_NOTE}`,
        querystring: FairIdQuery,
        response: { 200: envelope(optionalFields(FairSignup.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const fair = await requireSiteFair(app, await requestSiteId(app, request), request.query.id);
      return ok(await answer(request, fair.id, await findSignup(app.db, fair.id, studentId)));
    },
  );

  app.post(
    '/api/schooljobfairzone/signup',
    {
      schema: {
        tags: ['content'],
        summary: 'Signs the session’s student up for an offline fair of this site that has not ended; answers the sign-up with its entrance QR code',
        description:
          `${STUDENT_NOTE} ${FAIR_NOT_FOUND_NOTE} ${CODES.signUpOnline.code} for an online fair, ${CODES.signUpEnded.code} for an ended one. ` +
          'Idempotent: a student already signed up gets the first sign-up and ticket again. Refused when the browser marks it cross-site.',
        body: FairIdQuery,
        response: { 200: envelope(optionalFields(FairSignup.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const studentId = requireStudent(request, CONTENT_MSG.notStudent);
      const siteId = await requestSiteId(app, request);
      const fair = await requireSiteFair(app, siteId, request.body.id);
      if (fair.kind !== 'offline') throw new AppError(CODES.signUpOnline);
      const existing = await findSignup(app.db, fair.id, studentId);
      if (existing) return ok(await answer(request, fair.id, existing));
      const now = app.now();
      if (now >= Number(fair.end_at)) throw new AppError(CODES.signUpEnded);
      const { signup, created } = await signUp(app.db, fair.id, studentId, newTicket(), now);
      // the fair's sign-up count is part of its cached answer
      if (created) app.dropSiteCaches(siteId);
      return ok(await answer(request, fair.id, signup));
    },
  );
};

export default routePlugin('routes/schooljobfairzone/signup', fairSignupRoutes);
