import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QrCodeAnswer } from '@campus/shared-utils/shapes';
import { ok } from '../../lib/envelope';
import { qrPngDataUrl, qrSvg, qrTarget } from '../../lib/qr';
import { envelope, errorResponses, Scene } from '../../lib/envelope-schema';
import { requestOrigin } from '../../lib/site/request-host';
import { routePlugin } from '../../lib/route-plugin';

/** QR codes are made on request by the qrcode package: never a stored picture. */
const qrcodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;

  app.get(
    '/api/qrcodeparameter/create',
    {
      schema: {
        tags: ['qrcode'],
        summary: 'QR code (PNG data URL) for a QR parameter id',
        description: 'Encodes the mobile jump address with the scene, or a page of this site when no jump address is configured. Without a scene, the site’s qr_parameter_id is used.',
        querystring: Type.Object({
          type: Type.Literal('4', { description: 'QR kind; 4 is the scene QR of the spec' }),
          scene: Type.Optional(Scene),
          qr_parameter_id: Type.Optional(Scene),
        }),
        response: { 200: envelope(QrCodeAnswer.properties), ...errorResponses },
      },
    },
    async (request) => {
      const site = await request.site();
      const scene = request.query.scene ?? request.query.qr_parameter_id ?? site.qr_parameter_id;
      const url = qrTarget({ jumpUrl: site.mobile_jump_url || config.runtime.mobileJumpUrl, origin: requestOrigin(request), scene });
      return ok({ QRcode: await qrPngDataUrl(url), qr_parameter_id: scene, url });
    },
  );

  app.get(
    '/api/qrcodeparameter/image',
    {
      schema: {
        tags: ['qrcode'],
        summary: 'QR code as an SVG image (footer public-account and contact QR boxes)',
        querystring: Type.Object({ scene: Scene }),
        produces: ['image/svg+xml'],
      },
    },
    async (request, reply) => {
      const site = await request.site();
      const url = qrTarget({ jumpUrl: site.mobile_jump_url || config.runtime.mobileJumpUrl, origin: requestOrigin(request), scene: request.query.scene });
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(await qrSvg(url));
    },
  );
};

export default routePlugin('routes/qrcode', qrcodeRoutes);
