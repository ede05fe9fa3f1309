import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { logInStudent } from '../../auth/log-in';
import { claimQrLogin, createQrLogin, findQrLogin } from '../../db/repositories/qr-login';
import { findStudent } from '../../db/repositories/student';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { ok } from '../../lib/envelope';
import { qrRateLimit } from '../../lib/qr';
import { loginQrDataUrl, readBadge } from '../../lib/qr-overlay';
import { LoginQrFields, UserIdFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { loadSiteRecord, type SiteRecord } from '../../lib/site/load-site';
import { requestOrigin, requestSiteHost } from '../../lib/site/request-host';

/** Spec §4: the QR is polled for 60 s. */
export const QR_TTL_MS = 60_000;
/** The poll key cookie: only the browser that asked for the QR can collect its login. */
export const QR_POLL_COOKIE = 'campus_qr';
const POLL_PATH = '/api/user/loginbyqrcode';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Spec §2: no overlay on the main platform (type 1), the channel badge on type 3, the school icon otherwise. */
function overlayUrl(record: SiteRecord): string {
  if (record.site.type === 1) return '';
  if (record.site.type === 3) return record.channel?.badge_url ?? '';
  return record.school?.badge_url ?? '';
}

/** Student QR login (spec §2, §4): the code, and the desktop's polling. The phone side is qr-confirm.ts. */
const qrLoginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.get(
    '/api/site/getloginqrcode',
    {
      config: qrRateLimit(config.rateLimitMax),
      schema: {
        tags: ['user'],
        summary: 'Student QR login: a new code (60 s) encoding this site’s confirm page, with the site-type overlay',
        description: `Also sets the httpOnly cookie ${QR_POLL_COOKIE} (path ${POLL_PATH}) that loginbyqrcode requires. 20104 when QR login is off.`,
        querystring: Type.Object({ page: Type.Optional(Type.String({ maxLength: 300, description: 'hash path the dialog was opened on' })) }),
        response: { 200: envelope(optionalFields(LoginQrFields)), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (config.auth.qrLogin === 'off') throw new AppError(CODES.qrLoginOff);
      const now = app.now();
      const host = requestSiteHost(request);
      const record = await loadSiteRecord(app.db, host, config.defaultSiteHost);
      const uuid = randomUUID();
      const pollKey = randomBytes(24).toString('base64url');
      await createQrLogin(app.db, { uuid, host, page: request.query.page ?? '', poll_key_hash: sha256(pollKey), created_at: now, expires_at: now + QR_TTL_MS });
      const badgeUrl = overlayUrl(record);
      const badge = badgeUrl ? await readBadge(config.staticDir, badgeUrl) : null;
      const image = await loginQrDataUrl(`${requestOrigin(request)}/api/user/qrconfirm?uuid=${uuid}`, badge);
      reply.header(
        'set-cookie',
        serializeCookie(QR_POLL_COOKIE, pollKey, { maxAgeSeconds: 2 * QR_TTL_MS / 1000, httpOnly: true, secure: request.protocol === 'https', path: POLL_PATH }),
      );
      return ok({ QRcode: image, UUID: uuid, expires_in: QR_TTL_MS / 1000 });
    },
  );

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
      const studentId = await claimQrLogin(app.db, row.uuid, now);
      const student = studentId === undefined ? undefined : await findStudent(app.db, studentId);
      if (!student) throw new AppError(CODES.qrExpired);
      reply.header('set-cookie', serializeCookie(QR_POLL_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true, secure: request.protocol === 'https', path: POLL_PATH }));
      return ok(await logInStudent({ app, request, reply }, student));
    },
  );
};

export default qrLoginRoutes;
