import path from 'node:path';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { serializersCompiledOnce } from './lib/compiled-schemas';
import { storableValueValidators } from './lib/storable-values';
import { withLogRedaction } from './lib/log-redaction';
import cacheChangesPlugin from './plugins/cache-changes';
import boothChangesPlugin from './plugins/booth-changes';
import websocket from '@fastify/websocket';
import clockPlugin from './plugins/clock';
import compressionPlugin from './plugins/compression';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import demoFilesPlugin from './plugins/demo-files';
import docsPlugin from './plugins/docs';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/error-handler';
import homeCachePlugin from './plugins/home-cache';
import loginHousekeeping from './plugins/login-housekeeping';
import parsePoolPlugin from './plugins/parse-pool';
import providersPlugin from './plugins/providers';
import proxyCheckPlugin from './plugins/proxy-check';
import requestIdPlugin, { requestIdOf } from './plugins/request-id';
import servedByPlugin from './plugins/served-by';
import rateLimitsPlugin from './plugins/rate-limits';
import redisPlugin from './plugins/redis';
import sameSitePlugin from './plugins/same-site';
import securityPlugin from './plugins/security';
import corsPlugin from './plugins/cors';
import sessionPlugin from './plugins/session';
import siteInfoPlugin from './plugins/site-info';
import backOfficeRoutes from './routes/backoffice';
import abilityImprovementRoutes from './routes/abilityimprovement';
import aiInterviewRoutes from './routes/aiinterview';
import aiResumeRoutes from './routes/airesume';
import aiCareerRoutes from './routes/aicareer';
import captchaRoutes from './routes/captcha';
import channelRoutes from './routes/channel';
import companyRoutes from './routes/company';
import devRoutes from './routes/dev';
import employerRoutes from './routes/employer';
import healthRoutes from './routes/health';
import mediaMaterialRoutes from './routes/mediamaterial';
import positionRoutes from './routes/position';
import mineRoutes from './routes/mine';
import qrcodeRoutes from './routes/qrcode';
import resumeRoutes from './routes/resume';
import schoolRoutes from './routes/school';
import schoolJobFairZoneRoutes from './routes/schooljobfairzone';
import liveFairRoutes from './routes/livefair';
import siteRoutes from './routes/site';
import userRoutes from './routes/user';
import webRoutes from './routes/web';
import { IndexPage } from './web/index-page';

export type BuildAppOptions = {
  config: AppConfig;
  /** Fastify logger option; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The clock (epoch ms) behind every expiry and limit; tests pass a fake one. */
  now?: () => number;
  /** The database is already migrated and seeded (a cluster worker: its primary did it once for all). */
  prepared?: boolean;
};

/**
 * Builds the whole server, ready to `listen` or `inject`: ecosystem and own plugins first, then one
 * plugin per area, then the front end (Fastify Getting-Started load order).
 */
export async function buildApp({ config, logger = { level: config.logLevel }, now, prepared }: BuildAppOptions): Promise<FastifyInstance> {
  // SMS codes, passwords and tickets travel in some query strings: the request log redacts them.
  const app = Fastify({
    logger: withLogRedaction(logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // The first start migrates and seeds the demo data inside the db plugin: on a busy two-core machine that
    // takes longer than avvio's 10 s default, which would end the start with "Plugin did not start in time".
    pluginTimeout: 180_000,
    // every number and text a request schema names is one the databases store (lib/storable-values.ts)
    // compiled once per process (lib/compiled-schemas.ts)
    schemaController: { compilersFactory: { buildValidator: storableValueValidators(), buildSerializer: serializersCompiledOnce() } },
    // requests refused before a route runs still answer the envelope (plugins/error-handler.ts)
    frameworkErrors,
    clientErrorHandler,
    // Node would answer an HTTP/1.1 request without Host with a bare 400: the error handler answers it instead
    http: { requireHostHeader: false },
    // the proxy's X-Request-Id when sane, else our own (plugins/request-id.ts); pino logs it as reqId
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  const indexPage = new IndexPage(path.join(config.webDir, 'index.html'), config.runtime);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now });
  await app.register(requestIdPlugin);
  if (config.runtime.devTools) await app.register(servedByPlugin);
  await app.register(errorHandler);
  await app.register(compressionPlugin);
  // POST bodies are form-encoded (spec §7); object values arrive as JSON text and are parsed per route.
  await app.register(formbody);
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema, sqliteBusyTimeoutMs: config.sqliteBusyTimeoutMs, seedDemo: config.seedDemo, passwordCost: config.auth.passwordCost, production: config.production, prepared });
  await app.register(securityPlugin, {
    scriptHashes: indexPage.scriptHashes(),
    apiBase: config.runtime.apiBase,
    analyticsSrc: config.runtime.analyticsSrc,
    devTools: config.runtime.devTools,
  });
  await app.register(corsPlugin, { corsOrigins: config.corsOrigins });
  await app.register(sameSitePlugin, { corsOrigins: config.corsOrigins });
  await app.register(sessionPlugin, { cookieName: config.runtime.cookieNames.token });
  await app.register(proxyCheckPlugin, { trustProxy: config.trustProxy });
  await app.register(redisPlugin);
  await app.register(rateLimitsPlugin, { limits: config.rateLimits });
  await app.register(providersPlugin);
  await app.register(parsePoolPlugin);
  await app.register(loginHousekeeping);
  await app.register(siteInfoPlugin);
  await app.register(homeCachePlugin);
  await app.register(cacheChangesPlugin);
  await app.register(boothChangesPlugin);
  // small frames only: the live fair's notices and signs of life
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(docsPlugin, { serve: config.apiDocs, sessionCookie: config.runtime.cookieNames.token });
  // the demo's files that the file store lacks, put back before the routes serve them
  await app.register(demoFilesPlugin);

  await app.register(healthRoutes);
  await app.register(siteRoutes);
  await app.register(qrcodeRoutes);
  await app.register(employerRoutes);
  await app.register(schoolRoutes);
  await app.register(userRoutes);
  await app.register(channelRoutes);
  await app.register(resumeRoutes);
  await app.register(positionRoutes);
  await app.register(companyRoutes);
  await app.register(mineRoutes);
  await app.register(mediaMaterialRoutes);
  await app.register(abilityImprovementRoutes);
  await app.register(aiResumeRoutes);
  await app.register(aiInterviewRoutes);
  await app.register(aiCareerRoutes);
  await app.register(schoolJobFairZoneRoutes);
  await app.register(liveFairRoutes);
  if (config.runtime.captcha.provider === 'builtin') await app.register(captchaRoutes);
  if (config.runtime.devTools) await app.register(devRoutes);
  await app.register(backOfficeRoutes);
  await app.register(webRoutes, { webDir: config.webDir, staticDir: config.staticDir, indexPage, sourceMaps: config.sourceMaps });

  await app.ready();
  return app;
}
