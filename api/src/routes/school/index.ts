import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MajorList, QrCodeAnswer, SchoolHome } from '@campus/shared-utils/shapes';
import { listMajors } from '../../db/repositories/school';
import { ok } from '../../lib/envelope';
import { qrPngDataUrl, qrTarget } from '../../lib/qr';
import { Domain, envelope, errorResponses, optionalFields, OptionalDomain } from '../../lib/envelope-schema';
import { loadSiteRecord, requireSchool } from '../../services/site/load-site';
import { requestOrigin, requestSiteHost } from '../../lib/site/request-host';
import collegeRoutes from './college';
import schoolLoginRoutes from './login';
import { routePlugin } from '../../lib/route-plugin';

/**
 * School sites, `/school/*`, `/api/school/*` and `/api/schoolcollege/*`: the landing page data and QR code, majors by
 * college (spec §2 Landing page, §7), and the college home and job fairs.
 */
const schoolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(schoolLoginRoutes);
  await app.register(collegeRoutes);
  const { config } = app;
  const recordOf = (host: string) => loadSiteRecord(app.db, host, config.defaultSiteHost);

  app.get(
    '/school/site/home',
    {
      schema: {
        tags: ['school'],
        summary: 'Landing data of a school site (code 40402 on other sites); domain defaults to the Host',
        querystring: OptionalDomain,
        response: { 200: envelope(optionalFields(SchoolHome.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const record = await recordOf(requestSiteHost(request, request.query.domain));
      const school = requireSchool(record);
      const { site } = record;
      return ok({
        school: school.name,
        school_type: school.school_type === 2 ? 2 : 1,
        college: school.college,
        school_badge: school.badge_url,
        school_building: school.building_url,
        use_bg_image: site.use_bg_image === 1 ? 1 : 0,
        bg_image: site.bg_image,
        qr_parameter_id: school.qr_parameter_id,
        title: site.title,
        subtitle: site.subtitle,
      } as const);
    },
  );

  app.post(
    '/school/site/getschoolqrcode',
    {
      schema: {
        tags: ['school'],
        summary: 'QR code (PNG data URL) for the school’s qr_parameter_id, shown to students on the landing page',
        body: OptionalDomain,
        response: { 200: envelope(optionalFields(QrCodeAnswer.properties)), ...errorResponses },
      },
    },
    async (request) => {
      const record = await recordOf(requestSiteHost(request, request.body.domain));
      const scene = requireSchool(record).qr_parameter_id;
      const url = qrTarget({ jumpUrl: record.site.mobile_jump_url || config.runtime.mobileJumpUrl, origin: requestOrigin(request), scene });
      return ok({ QRcode: await qrPngDataUrl(url), qr_parameter_id: scene, url });
    },
  );

  app.get(
    '/api/school/getcollegemajors',
    {
      schema: {
        tags: ['school'],
        summary: 'Majors of the site’s school with their college, optionally of one college',
        querystring: Type.Object({ domain: Domain, college_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: envelope(MajorList.properties), ...errorResponses },
      },
    },
    async (request) => {
      const { site } = await recordOf(requestSiteHost(request, request.query.domain));
      return ok({ list: site.school_id === null ? [] : await listMajors(app.db, site.school_id, request.query.college_id) });
    },
  );
};

export default routePlugin('routes/school', schoolRoutes);
