import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  channelAdminLogin,
  employerLogin,
  schoolAdminLogin,
  studentLogin,
  type ChannelLogin,
  type EmployerLogin,
  type LoginOutcome,
  type SchoolLogin,
  type StudentLogin,
} from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { readTransferTicket, signTransferTicket, type TransferClaims } from '../../auth/transfer-ticket';
import { findChannelAdminById, findSchoolAdminById } from '../../db/repositories/admin';
import type { Db } from '../../db/database';
import { findEmployer } from '../../db/repositories/employer';
import { listSiteHosts } from '../../db/repositories/site';
import { findStudent } from '../../db/repositories/student';
import { useTransferTicket } from '../../db/repositories/transfer-ticket';
import type { SessionRow } from '../../db/tables/session';
import { AppError } from '../../errors/app-error';
import { CODES, VALIDATION_MSG } from '../../errors/codes';
import { ok } from '../../lib/envelope';
import { normalizeHost } from '../../lib/host';
import { ClientUserId, LoginType, TransferLoginFields, TransferTicketFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { requestSiteHost } from '../../lib/site/request-host';
import { routePlugin } from '../../lib/route-plugin';

/** A ticket lives 60 s: long enough to open the other site, too short to be worth stealing. */
export const TRANSFER_TTL_MS = 60_000;

/** A target given as a host, host:port or an http(s) URL, reduced to its host name. */
function targetHost(target: string): string {
  if (/^https?:\/\//i.test(target)) {
    try {
      return normalizeHost(new URL(target).hostname);
    } catch {
      return '';
    }
  }
  return normalizeHost(target);
}

/** The id the client knows the account by (spec §2 /transferPage: user_id, or com_key_user for employers). */
async function publicId(app: FastifyInstance, session: SessionRow): Promise<string | undefined> {
  if (session.role !== 'company') return String(session.user_id);
  return (await findEmployer(app.db, session.user_id))?.company_key;
}

type RoleLogin = StudentLogin | EmployerLogin | SchoolLogin | ChannelLogin;
type TransferAnswer = { login_type: TransferClaims['role'] } & RoleLogin;

/** The account a valid ticket names, logged in as its role's login would (20201 when it is gone). */
async function transferOutcome(db: Db, claims: TransferClaims): Promise<LoginOutcome<TransferAnswer>> {
  const withType = (o: LoginOutcome<RoleLogin>): LoginOutcome<TransferAnswer> => ({ session: o.session, answer: { login_type: claims.role, ...o.answer } });
  const invalid = () => new AppError(CODES.transferInvalid);
  switch (claims.role) {
    case 'student': {
      const student = await findStudent(db, claims.uid);
      if (!student) throw invalid();
      return withType(studentLogin(student));
    }
    case 'company': {
      const employer = await findEmployer(db, claims.uid);
      if (!employer || employer.company_key !== claims.key) throw invalid();
      return withType(employerLogin(employer, false));
    }
    case 'school': {
      const admin = await findSchoolAdminById(db, claims.uid);
      if (!admin) throw invalid();
      return withType(schoolAdminLogin(admin));
    }
    case 'channel': {
      const admin = await findChannelAdminById(db, claims.uid);
      if (!admin) throw invalid();
      return withType(channelAdminLogin(admin));
    }
  }
}

/**
 * The login hand-off between our sites (docs/architecture.md §4): the site the user is on issues a signed,
 * single-use ticket for one target host; the target's server checks it and starts a session there.
 */
const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/user/transferticket',
    {
      schema: {
        tags: ['user'],
        summary: 'A hand-off ticket (60 s, single use) for the session’s account, valid only on the target host',
        description: '20011 without a session; 40001 when the target is not one of our site hosts.',
        body: Type.Object({ target: Type.String({ minLength: 1, maxLength: 300, description: 'host, host:port or URL of one of our sites' }) }),
        response: { 200: envelope(optionalFields(TransferTicketFields)), ...errorResponses },
      },
    },
    async (request) => {
      const { session } = request;
      if (!session) throw new AppError(CODES.notLoggedIn);
      const host = targetHost(request.body.target);
      if (!host || !(await listSiteHosts(app.db)).includes(host)) throw new AppError(CODES.validation, 400, VALIDATION_MSG.invalid('target'));
      const key = await publicId(app, session);
      if (!key) throw new AppError(CODES.notLoggedIn);
      const exp = app.now() + TRANSFER_TTL_MS;
      const ticket = signTransferTicket(app.config.sessionSecret, { role: session.role, uid: session.user_id, key, host, exp });
      return ok({ ticket, expires_at: exp });
    },
  );

  app.get(
    '/api/user/transferlogin',
    {
      schema: {
        tags: ['user'],
        summary: 'On the target host: log in with a hand-off ticket; answers like the role’s login (with login_type)',
        description: '20201 for a forged, expired, used or other-host ticket, or ids that do not match it; nobody is logged in then.',
        querystring: Type.Object({
          ticket: Type.String({ minLength: 1, maxLength: 1024 }),
          login_type: LoginType,
          user_id: Type.Optional(ClientUserId),
          com_key_user: Type.Optional(ClientUserId),
        }),
        response: { 200: envelope(optionalFields(TransferLoginFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const now = app.now();
      const claims = readTransferTicket(app.config.sessionSecret, query.ticket);
      const beside = query.login_type === 'company' ? query.com_key_user : query.user_id;
      const valid = (c: TransferClaims | null): c is TransferClaims =>
        c !== null && c.exp > now && c.host === requestSiteHost(request) && c.role === query.login_type && c.key === beside;
      if (!valid(claims)) throw new AppError(CODES.transferInvalid);
      // the ticket is used up only with the session it makes
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        if (!(await useTransferTicket(trx, claims.jti, claims.exp, now))) throw new AppError(CODES.transferInvalid);
        return transferOutcome(trx, claims);
      });
      return ok(answer);
    },
  );
};

export default routePlugin('routes/user/transfer', transferRoutes);
