import { timingSafeEqual } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { studentLogin } from '../../auth/log-in';
import { commitLogin } from '../../auth/login-transaction';
import { QR_POLL_COOKIE, QR_POLL_PATH as POLL_PATH, sha256 } from '../../auth/qr-login';
import { claimQrLogin, findQrLogin } from '../../db/repositories/qr-login';
import { findStudent } from '../../db/repositories/student';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { ok } from '../../lib/envelope';
import { UserIdFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { routePlugin } from '../../lib/route-plugin';

/** Student QR login (spec §2, §4): the desktop's polling. The code comes from routes/site/login-qr-code.ts, the phone side is qr-confirm.ts. */
const qrLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    POLL_PATH,
    {
      schema: {
        tags: ['user'],
        summary: 'Student QR login, polled once a second: 20101 waiting, 20102 scanned, 20103 expired or unknown, 0 once confirmed',
        description: 'On 0 the session cookie is set for this browser. Only the browser holding the code’s poll key cookie can collect it.',
        querystring: Type.Object({ uuid: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: { 200: envelope(optionalFields(UserIdFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      const now = app.now();
      const row = await findQrLogin(app.db, request.query.uuid);
      const key = readCookie(request.headers.cookie, QR_POLL_COOKIE) ?? '';
      const keyMatches = row !== undefined && timingSafeEqual(Buffer.from(sha256(key)), Buffer.from(row.poll_key_hash));
      if (!row || !keyMatches || row.expires_at <= now) throw new AppError(CODES.qrExpired);
      if (row.state === 'waiting') throw new AppError(CODES.qrWaiting);
      if (row.state === 'scanned') throw new AppError(CODES.qrScanned);
      // collecting the QR and starting the session: all or nothing
      const answer = await commitLogin({ app, request, reply }, async (trx) => {
        const studentId = await claimQrLogin(trx, row.uuid, now);
        const student = studentId === undefined ? undefined : await findStudent(trx, studentId);
        if (!student) throw new AppError(CODES.qrExpired);
        return studentLogin(student);
      });
      reply.header('set-cookie', serializeCookie(QR_POLL_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure: request.protocol === 'https', path: POLL_PATH }));
      return ok(answer);
    },
  );
};

export default routePlugin('routes/user/qr-login', qrLoginRoutes);
