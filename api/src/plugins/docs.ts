import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI generated from the route schemas: UI at /api/docs (assets from our origin), JSON at /api/docs/json. Off
 * in production unless API_DOCS=1 asks for it: the document maps every call for whoever probes the site.
 */
export default fp<{ serve: boolean; sessionCookie: string }>(
  async (app, { serve, sessionCookie }) => {
    await app.register(swagger, {
      transform: ({ schema, url, route }) => ({ url, schema: documented((schema ?? {}) as RouteSchema, [route.method].flat()[0]!, url) }),
      openapi: {
        openapi: '3.0.3',
        // every site of the deployment answers on its own host name: the document's server is the one that served it
        servers: [{ url: '/', description: 'The site that served this document (each site by its host name)' }],
        security: [{ session: [] }, {}],
        components: {
          securitySchemes: {
            session: {
              type: 'apiKey',
              in: 'cookie',
              name: sessionCookie,
              description:
                'The session cookie a login sets (HttpOnly). Calls that act for a signed-in user answer the envelope with its not-logged-in code without it; public reads need none.',
            },
          },
        },
        info: {
          title: '校园招聘平台 API',
          version: '0.1.0',
          // no public licence page exists: the lint's info-license-strict (a licence URL) is off (docs/decisions.md)
          license: { name: 'Proprietary: all rights reserved by the platform operator' },
          description:
            'Every answer is the envelope {apiStatus, msg, data: {code, msg, ...fields}}; code 0 is success. ' +
            'POST bodies are form-encoded (object values JSON-stringified) or JSON. Clients add public_source=1 to every call; it is accepted and ignored.',
        },
        tags: [
          { name: 'site', description: 'Site information, configuration and labels by host' },
          { name: 'school', description: 'School sites: landing data, QR code, colleges and majors' },
          { name: 'company', description: 'Operator contact data for footers' },
          { name: 'qrcode', description: 'QR codes for QR parameter ids' },
          { name: 'user', description: 'Session check, student login (SMS code and QR), log-out, getcommon, login hand-off between sites' },
          { name: 'employer', description: 'Employer codes, login, registration and password reset' },
          { name: 'channel', description: 'Channel (organiser) admin login' },
          { name: 'captcha', description: 'The built-in slider captcha (CAPTCHA_PROVIDER=builtin)' },
          { name: 'resume', description: 'The student’s resume, files and photo, sample resumes, job intention (docs/api-resume.md)' },
          { name: 'health', description: 'Liveness and readiness probes for a load balancer (/healthz, /readyz)' },
          { name: 'dev', description: 'Dev tools (DEV_TOOLS on): the SMS outbox' },
        ],
      },
    });
    if (serve) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: false } });
  },
  { name: 'docs' },
);

/** `get /api/resume/getInfo/:id` → getResumeGetInfoById: unique per method and path, what client generators name functions by. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((w) => (w.startsWith(':') ? `by-${w.slice(1)}` : w))
    .flatMap((w) => w.split('-'));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

type RouteSchema = { operationId?: string; response?: Record<string, unknown> };

/**
 * A route's schema as the document shows it: an operationId, and a 4XX answer where the route lists none (any call
 * may be refused: a rate limit's 429, a body too large, a cross-site write).
 */
function documented(schema: RouteSchema, method: string, url: string): RouteSchema {
  const codes = Object.keys(schema.response ?? {});
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    response: {
      // a route without a response schema (an image, a script, a redirect) still answers
      // (type null: the document then names no body for it, as for the images, pages and redirects these routes send)
      ...(codes.some((code) => code.startsWith('2') || code.startsWith('3')) ? {} : { 200: { type: 'null', description: 'The answer: the file, page or redirect the route names' } }),
      ...schema.response,
      ...(codes.some((code) => code.startsWith('4')) ? {} : { '4XX': { type: 'null', description: 'Refused before it is handled: too many requests (429), a body too large (413), a cross-site write (403)' } }),
    },
  };
}
