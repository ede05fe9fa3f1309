import { randomBytes, randomUUID } from 'node:crypto';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QR_POLL_COOKIE, QR_POLL_PATH as POLL_PATH, QR_TTL_MS, sha256 } from '../../auth/qr-login';
import { createQrLogin } from '../../db/repositories/qr-login';
import { AppError } from '../../errors/app-error';
import { CODES } from '../../errors/codes';
import { serializeCookie } from '../../lib/cookies';
import { ok } from '../../lib/envelope';
import { loginQrDataUrl, readBadge } from './qr-overlay';
import { LoginQrFields } from '../../auth/fields';
import { envelope, errorResponses, optionalFields } from '../../lib/envelope-schema';
import { loadSiteRecord, type SiteRecord } from '../../services/site/load-site';
import { requestOrigin, requestSiteHost } from '../../lib/site/request-host';
import { routePlugin } from '../../lib/route-plugin';

/** Spec §2: no overlay on the main platform (type 1), the channel badge on type 3, the school icon otherwise. */
function overlayUrl(record: SiteRecord): string {
  if (record.site.type === 1) return '';
  if (record.site.type === 3) return record.channel?.badge_url ?? '';
  return record.school?.badge_url ?? '';
}

/** Student QR login (spec §2, §4), its first step: the code. The desktop polls in routes/user/qr-login.ts. */
const loginQrCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.get(
    '/api/site/getloginqrcode',
    {
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
};

export default routePlugin('routes/site/login-qr-code', loginQrCodeRoutes);
