/**
 * The server's configuration: AppConfig, read and checked once at start by loadConfig. Each concern's type and
 * reader is in a file beside this one (auth, database, files, shared-state, processes, ai, runtime); they are
 * re-exported here, so importers name `config` alone.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { RuntimeConfig } from '@campus/shared-utils';
import { EnvReader, isHttpUrl, type Env } from '../env-reader';
import { findRepoRoot } from '../paths';
import { readAiModel, readParsePool, type AiModelConfig, type ParsePoolConfig } from './ai';
import { readAuth, type AuthConfig } from './auth';
import { readDatabase, readDatabaseUrl, type DatabaseConfig } from './database';
import { readFiles, type FilesConfig } from './files';
import { readProcesses, type ProcessesConfig } from './processes';
import { readAnalytics, readCaptchaProvider, readRuntime } from './runtime';
import { readIce, type IceConfig } from './ice';
import { readShared, type SharedStateConfig } from './shared-state';

export type { AiModelConfig, ParsePoolConfig } from './ai';
export type { AuthConfig, ScryptCost } from './auth';
export { isPostgresUrl } from './database';
export type { FilesConfig, S3Config } from './files';
export type { ProcessesConfig } from './processes';
export type { SharedStateConfig } from './shared-state';

/** Per-minute limits by budget; which call counts against which budget is in lib/rate-budgets.ts. */
export type RateLimitsConfig = {
  /** Calls a minute from one address of the guard budget (draws: a fifth), and of user budgets made without a session. */
  address: number;
  /** Searches a minute from one address. */
  search: number;
  /** Calls a minute of one signed-in user (saves a fifth of it, uploads a thirtieth). */
  user: number;
};

/**
 * Everything the server reads from its environment, validated once at start (docs/architecture.md §4
 * Configuration).
 */
export type AppConfig = DatabaseConfig & {
  production: boolean;
  port: number;
  host: string;
  repoRoot: string;
  /** The built front end (`npm run build`). */
  webDir: string;
  /** Source images served at /static/ even before a build. */
  staticDir: string;
  /** Fastify's trustProxy: false, true (any hop), or the proxies' addresses and CIDR ranges. */
  trustProxy: boolean | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Host whose site answers for unknown hosts. */
  defaultSiteHost: string;
  /** Extra origins allowed by CORS besides the seeded site hosts. */
  corsOrigins: string[];
  sessionSecret: string;
  /**
   * What a request to the dev tools (`/api/dev/*`) must carry besides coming from this machine: `npm start` keeps
   * one per installation in a file beside the database and prints it (server.ts); without it, random per process.
   * Never in `runtime`, which the browser gets whole.
   */
  devToken: string;
  /** Lifetime of the hand-off/upload token of /api/site/gettoken. */
  tokenTtlSeconds: number;
  /** Per-minute limits by budget (lib/rate-budgets.ts): per address for guarded calls and searches, per user for a signed-in user's. */
  rateLimits: RateLimitsConfig;
  /** Seed the demo data set on first run. */
  seedDemo: boolean;
  /** the OpenAPI document and its UI at /api/docs (API_DOCS; off in production unless asked for) */
  apiDocs: boolean;
  /** the build's source maps served with the scripts (SOURCE_MAPS; off in production unless asked for) */
  sourceMaps: boolean;
  /** How long a host's site information is cached in memory (0 disables). */
  siteCacheMs: number;
  /** State shared by several API processes beyond the database (lib/shared-state.ts). */
  shared: SharedStateConfig;
  /** What the browser gets as `window.__CAMPUS__`. */
  runtime: RuntimeConfig;
  /** Logins: providers, SMS codes and the limits against guessing (spec §5, §9; docs/architecture.md §4). */
  auth: AuthConfig;
  /** Uploaded files (resume attachments and photos): a local folder, or an S3-compatible bucket. */
  files: FilesConfig;
  /** The language model of the AI tools: an OpenAI-compatible chat endpoint, or none (the offline engine alone). */
  ai: AiModelConfig;
  /** The resume import's worker threads (api/src/ai/pool/parse-pool.ts). */
  parse: ParsePoolConfig;
  /** Processes: how many serve the port (api/src/cluster/) and how long a stop waits for requests in flight. */
  processes: ProcessesConfig;
  /** The STUN/TURN servers of the live fair's video calls (config/ice.ts). */
  ice: IceConfig;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Reads and checks every variable; throws one ConfigError listing all problems, in the order the variables are
 * read below (hence a few concerns read in two steps: database, runtime).
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);
  const repoRoot = findRepoRoot(cwd);
  const production = env.NODE_ENV === 'production';

  const databaseUrl = readDatabaseUrl(read, repoRoot);
  // without SESSION_SECRET outside production: a random secret for this process; `npm start` (server.ts) keeps
  // one per installation instead (config/installation-secret.ts)
  const sessionSecret = read.text('SESSION_SECRET', production ? '' : randomBytes(32).toString('hex'));
  if (sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters (required when NODE_ENV=production)');

  const auth = readAuth(read, problems, production);
  const captcha = readCaptchaProvider(read, problems, auth.captcha);
  // Demo providers would let anyone log in from the dev outbox or a scripted slider (docs/architecture.md §4
  // Providers).
  if (production && !read.bool('ALLOW_DEMO_PROVIDERS', false)) {
    if (auth.sms.provider === 'dev') problems.push('SMS_PROVIDER=dev is refused when NODE_ENV=production (set SMS_PROVIDER=http, or ALLOW_DEMO_PROVIDERS=1)');
    if (captcha.provider === 'builtin') problems.push('CAPTCHA_PROVIDER=builtin is refused when NODE_ENV=production (set CAPTCHA_PROVIDER=hosted, or ALLOW_DEMO_PROVIDERS=1)');
    if (auth.qrLogin === 'demo') problems.push('QR_LOGIN_PROVIDER=demo is refused when NODE_ENV=production (set QR_LOGIN_PROVIDER=off, or ALLOW_DEMO_PROVIDERS=1)');
  }

  // the dev tools hand out SMS codes and employer actions: no production installation may have them (issue 27)
  const devTools = read.bool('DEV_TOOLS', !production);
  if (production && devTools) problems.push('DEV_TOOLS is refused when NODE_ENV=production: the dev tools show SMS codes and act as employers (unset DEV_TOOLS)');

  const analytics = readAnalytics(read, problems);

  const config: AppConfig = {
    production,
    port: read.int('PORT', 8080, 1, 65535),
    host: read.text('HOST', '::'),
    repoRoot,
    ...readDatabase(read, repoRoot, databaseUrl),
    webDir: path.resolve(repoRoot, read.text('WEB_DIR', path.join('dist', 'web'))),
    staticDir: path.resolve(repoRoot, read.text('STATIC_DIR', path.join('root-config', 'public', 'static'))),
    trustProxy: read.trustProxy('TRUST_PROXY'),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    defaultSiteHost: read.text('DEFAULT_SITE_HOST', 'localhost').toLowerCase(),
    corsOrigins: read.list('CORS_ORIGINS').map((o) => {
      if (!isHttpUrl(o)) problems.push(`CORS_ORIGINS entry "${o}" is not an http(s) origin`);
      return o.replace(/\/+$/, '');
    }),
    sessionSecret,
    devToken: randomBytes(32).toString('hex'),
    tokenTtlSeconds: read.int('TOKEN_TTL_SECONDS', 300, 30, 3600),
    rateLimits: {
      address: read.int('RATE_LIMIT_MAX', 3000, 1, 10_000_000),
      search: read.int('RATE_LIMIT_SEARCH', 12000, 1, 10_000_000),
      user: read.int('RATE_LIMIT_USER', 600, 1, 10_000_000),
    },
    // production seeds no demo unless SEED_DEMO=1 names it (its accounts then get a fresh password: prepare-database.ts)
    seedDemo: read.bool('SEED_DEMO', !production),
    apiDocs: read.bool('API_DOCS', !production),
    sourceMaps: read.bool('SOURCE_MAPS', !production),
    siteCacheMs: read.int('SITE_CACHE_MS', 5000, 0, 3_600_000),
    shared: readShared(read, problems),
    runtime: readRuntime(read, captcha, {
      ...analytics,
      devTools,
      // the student login offers its QR mode only where a QR provider answers
      qrLogin: auth.qrLogin !== 'off',
    }),
    auth,
    files: readFiles(read, problems, repoRoot, databaseUrl, env.NODE_ENV === 'test'),
    ai: readAiModel(read),
    parse: readParsePool(read),
    processes: readProcesses(read),
    ice: readIce(read, problems),
  };
  if (config.ai.baseUrl && !config.ai.model) problems.push('AI_MODEL is required when AI_BASE_URL is set');
  if (config.runtime.captcha.smsAppId === config.runtime.captcha.loginAppId) problems.push('CAPTCHA_SMS_APPID and CAPTCHA_LOGIN_APPID must differ (spec §5: two app ids)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
