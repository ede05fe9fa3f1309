import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * OpenAPI generated from the route schemas: UI at /api/docs (assets from our origin), JSON at /api/docs/json. Off
 * in production unless API_DOCS=1 asks for it: the document maps every call for whoever probes the site.
 */
export default fp<{ serve: boolean }>(
  async (app, { serve }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: '校园招聘平台 API',
          version: '0.1.0',
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
