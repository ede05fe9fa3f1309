import type { FastifyPluginAsync } from 'fastify';
import { backOfficePage, type BackOffice } from '../../web/backoffice-page';

const AREAS: BackOffice[] = ['school', 'company', 'op'];

/** Placeholder pages at /school/, /company/ and /op/ for the back-office apps outside this product. */
const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  for (const area of AREAS) {
    app.get(`/${area}`, { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${area}/`, 301));
    app.get(`/${area}/`, { schema: { hide: true } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(backOfficePage(area, request.session)),
    );
  }
};

export default backOfficeRoutes;
