import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from '@campus/shared-utils';
import type { ScryptCost } from './auth/passwords';
import type { RateLimitsConfig } from './lib/rate-budgets';
import { EnvReader, isHttpUrl, type Env } from './env-reader';
import { findRepoRoot } from './paths';

/** Everything the server reads from its environment, validated once at start (ARCHITECTURE §4 Configuration). */
export type AppConfig = {
  production: boolean;
  port: number;
  host: string;
  repoRoot: string;
  /** A SQLite file path, ':memory:', or a postgres:// URL. */
  databaseUrl: string;
  /** PostgreSQL schema to use (search_path); '' uses the server default. */
  databaseSchema: string;
  /** How long a SQLite write waits for another process's write lock before answering busy (50004). */
  sqliteBusyTimeoutMs: number;
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
  /** Logins: providers, SMS codes and the limits against guessing (spec §5, §9; ARCHITECTURE §4). */
  auth: AuthConfig;
  /** Uploaded files (resume attachments and photos): a local folder, or an S3-compatible bucket. */
  files: FilesConfig;
  /** The language model of the AI tools: an OpenAI-compatible chat endpoint, or none (the offline engine alone). */
  ai: AiModelConfig;
  /** The resume import's worker threads (api/src/ai/pool/parse-pool.ts). */
  parse: ParsePoolConfig;
  /** Processes: how many serve the port (api/src/cluster/) and how long a stop waits for requests in flight. */
  processes: ProcessesConfig;
};

export type ProcessesConfig = {
  /** WEB_CONCURRENCY as asked; the processes that serve are 1 on SQLite (cluster/process-count.ts). */
  webConcurrency: number;
  /** On SIGTERM/SIGINT: how long requests in flight may take before the process ends anyway. */
  shutdownTimeoutMs: number;
};

/** FILES_PROVIDER: `local` keeps files in `dir`; `s3` in the bucket of `s3` (providers/files). */
export type FilesConfig = { provider: 'local' | 's3'; dir: string; s3: S3Config };

export type S3Config = {
  /** '' for AWS itself; e.g. http://127.0.0.1:9000 for MinIO or another S3-compatible store */
  endpoint: string;
  bucket: string;
  region: string;
  /** both '' : the SDK's own credential chain (an instance role, AWS_PROFILE, …) */
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most self-hosted stores need */
  forcePathStyle: boolean;
};

export type SharedStateConfig = {
  /** redis:// URL for rate counters and cache-change messages; '' : none (counters in the database on PostgreSQL). */
  redisUrl: string;
  /** Prefix of every Redis key and channel of this installation, so installations can share one Redis. */
  redisPrefix: string;
};

export type ParsePoolConfig = {
  /** worker threads that parse uploads (PARSE_THREADS; default one core fewer than the machine has, at least 1) */
  threads: number;
  /** uploads that may wait for a thread; past them the answer is 45010 (HTTP 503) */
  queue: number;
  /** how long one file may take once a thread reads it, before OCR (PARSE_TIMEOUT_MS) */
  timeoutMs: number;
  /** what each page read by OCR adds to that (PARSE_PAGE_MS) */
  pageMs: number;
  /** a thread's JavaScript heap ceiling (PARSE_MEMORY_MB): past it the thread dies and another takes its place */
  memoryMb: number;
};

export type AiModelConfig = {
  /** e.g. https://api.example.com/v1 ('' : no model; nothing leaves the machine) */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** how long an answer may take before the offline engine answers instead (inside the 10 s request limit) */
  timeoutMs: number;
};

export type AuthConfig = {
  sms: {
    /** `dev` writes to the log and the dev outbox; `http` posts to an SMS gateway. */
    provider: 'dev' | 'http';
    gatewayUrl: string;
    gatewayKey: string;
    /** Daily cap per phone and requester (China Standard Time days): a trusted browser, else an address (auth/sms-codes.ts). */
    dailyPerPhone: number;
    /** Daily cap per phone of every untrusted requester together; a browser trusted for the phone does not count against it. */
    dailyPerPhoneAll: number;
    /** Codes an hour from one address: an outer bound a campus behind one NAT does not reach. */
    perIpPerHour: number;
  };
  /** Server side of the captcha (provider and app ids are in runtime.captcha): the hosted service's verify call. */
  captcha: { verifyUrl: string; secret: string };
  /** `demo`: the QR opens our confirm page; `off`: no QR login (getloginqrcode refuses). */
  qrLogin: 'demo' | 'off';
  /** scrypt cost of new password hashes: OWASP's minimum (N 2^17) unless a test lowers it. */
  passwordCost: ScryptCost;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n- ${problems.join('\n- ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and checks every variable; throws one ConfigError listing all problems. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);
  const repoRoot = findRepoRoot(cwd);
  const production = env.NODE_ENV === 'production';

  const databaseUrl = read.text('DATABASE_URL', path.join(repoRoot, 'data', 'campus.db'));
  // without SESSION_SECRET outside production: a random secret for this process; `npm start` (server.ts) keeps
  // one per installation instead (lib/installation-secret.ts)
  const sessionSecret = read.text('SESSION_SECRET', production ? '' : randomBytes(32).toString('hex'));
  if (sessionSecret.length < 32) problems.push('SESSION_SECRET must be at least 32 characters (required when NODE_ENV=production)');

  const auth = readAuth(read, problems);
  if (production && auth.passwordCost.N < 2 ** 17) problems.push('PASSWORD_SCRYPT_LOG2_N below 17 is for tests only and refused when NODE_ENV=production');
  const captchaProvider = read.oneOf('CAPTCHA_PROVIDER', ['builtin', 'hosted'] as const, 'builtin');
  const captchaScriptUrl = read.url('CAPTCHA_SCRIPT_URL', { allowPath: true });
  if (captchaProvider === 'hosted') {
    if (!auth.captcha.verifyUrl) problems.push('CAPTCHA_VERIFY_URL is required when CAPTCHA_PROVIDER=hosted');
    if (!auth.captcha.secret) problems.push('CAPTCHA_SECRET is required when CAPTCHA_PROVIDER=hosted');
    if (!captchaScriptUrl) problems.push('CAPTCHA_SCRIPT_URL is required when CAPTCHA_PROVIDER=hosted');
  }
  // Demo providers would let anyone log in from the dev outbox or a scripted slider (ARCHITECTURE §4 Providers).
  if (production && !read.bool('ALLOW_DEMO_PROVIDERS', false)) {
    if (auth.sms.provider === 'dev') problems.push('SMS_PROVIDER=dev is refused when NODE_ENV=production (set SMS_PROVIDER=http, or ALLOW_DEMO_PROVIDERS=1)');
    if (captchaProvider === 'builtin') problems.push('CAPTCHA_PROVIDER=builtin is refused when NODE_ENV=production (set CAPTCHA_PROVIDER=hosted, or ALLOW_DEMO_PROVIDERS=1)');
    if (auth.qrLogin === 'demo') problems.push('QR_LOGIN_PROVIDER=demo is refused when NODE_ENV=production (set QR_LOGIN_PROVIDER=off, or ALLOW_DEMO_PROVIDERS=1)');
  }

  // the dev tools hand out SMS codes and employer actions: no production installation may have them (issue 27)
  const devTools = read.bool('DEV_TOOLS', !production);
  if (production && devTools) problems.push('DEV_TOOLS is refused when NODE_ENV=production: the dev tools show SMS codes and act as employers (unset DEV_TOOLS)');

  const analyticsId = read.text('ANALYTICS_ID', '');
  const analyticsSrc = read.url('ANALYTICS_SRC', { allowPath: true });
  if (analyticsId && !analyticsSrc) problems.push('ANALYTICS_SRC is required when ANALYTICS_ID is set');

  const config: AppConfig = {
    production,
    port: read.int('PORT', 8080, 1, 65535),
    host: read.text('HOST', '::'),
    repoRoot,
    databaseUrl: isPostgresUrl(databaseUrl) || databaseUrl === ':memory:' ? databaseUrl : path.resolve(repoRoot, databaseUrl.replace(/^sqlite:/, '')),
    databaseSchema: read.match('DATABASE_SCHEMA', /^[a-z_][a-z0-9_]{0,62}$/, ''),
    sqliteBusyTimeoutMs: read.int('SQLITE_BUSY_TIMEOUT_MS', 1000, 0, 10_000),
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
    runtime: {
      apiBase: read.url('API_BASE', { allowPath: true }).replace(/\/+$/, ''),
      cookieNames: {
        userId: read.match('COOKIE_USER_ID', COOKIE_NAME, 'user_id'),
        companyId: read.match('COOKIE_COMPANY_ID', COOKIE_NAME, 'company_id'),
        token: read.match('COOKIE_TOKEN', COOKIE_NAME, 'uniq_user_token'),
      },
      cookieDays: {
        default: read.int('COOKIE_DAYS_DEFAULT', 30, 1, 3650),
        student: read.int('COOKIE_DAYS_STUDENT', 14, 1, 3650),
        employer: read.int('COOKIE_DAYS_EMPLOYER', 14, 1, 3650),
        schoolLogin: read.int('COOKIE_DAYS_SCHOOL_LOGIN', 14, 1, 3650),
        schoolOther: read.int('COOKIE_DAYS_SCHOOL_OTHER', 30, 1, 3650),
        channelOther: read.int('COOKIE_DAYS_CHANNEL_OTHER', 1, 1, 3650),
      },
      backOfficeOrigin: read.url('BACK_OFFICE_ORIGIN', { allowPath: false }).replace(/\/+$/, ''),
      mobileJumpUrl: read.url('MOBILE_JUMP_URL', { allowPath: false }),
      analyticsId,
      analyticsSrc,
      devTools,
      captcha: {
        provider: captchaProvider,
        smsAppId: read.match('CAPTCHA_SMS_APPID', APP_ID, 'campus-sms'),
        loginAppId: read.match('CAPTCHA_LOGIN_APPID', APP_ID, 'campus-login'),
        scriptUrl: captchaScriptUrl,
      },
    },
    auth,
    files: readFiles(read, problems, path.resolve(repoRoot, read.text('FILES_DIR', defaultFilesDir(databaseUrl, repoRoot, env.NODE_ENV === 'test')))),
    ai: {
      baseUrl: read.url('AI_BASE_URL', { allowPath: false }).replace(/\/+$/, ''),
      apiKey: read.text('AI_API_KEY', ''),
      model: read.text('AI_MODEL', ''),
      timeoutMs: read.int('AI_TIMEOUT_MS', 8000, 500, 9000),
    },
    parse: {
      threads: read.int('PARSE_THREADS', Math.max(1, Math.min(4, os.availableParallelism() - 1)), 1, 32),
      queue: read.int('PARSE_QUEUE', 16, 0, 1000),
      timeoutMs: read.int('PARSE_TIMEOUT_MS', 10_000, 500, 120_000),
      pageMs: read.int('PARSE_PAGE_MS', 8_000, 500, 120_000),
      memoryMb: read.int('PARSE_MEMORY_MB', 384, 64, 8192),
    },
    processes: {
      webConcurrency: read.int('WEB_CONCURRENCY', 1, 1, 64),
      shutdownTimeoutMs: read.int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    },
  };
  if (config.ai.baseUrl && !config.ai.model) problems.push('AI_MODEL is required when AI_BASE_URL is set');
  if (config.runtime.captcha.smsAppId === config.runtime.captcha.loginAppId) problems.push('CAPTCHA_SMS_APPID and CAPTCHA_LOGIN_APPID must differ (spec §5: two app ids)');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function readAuth(read: EnvReader, problems: string[]): AuthConfig {
  const smsProvider = read.oneOf('SMS_PROVIDER', ['dev', 'http'] as const, 'dev');
  const gatewayUrl = read.url('SMS_GATEWAY_URL', { allowPath: false });
  if (smsProvider === 'http' && !gatewayUrl) problems.push('SMS_GATEWAY_URL is required when SMS_PROVIDER=http');
  return {
    sms: {
      provider: smsProvider,
      gatewayUrl,
      gatewayKey: read.text('SMS_GATEWAY_KEY', ''),
      dailyPerPhone: read.int('SMS_DAILY_PER_PHONE', 10, 1, 1000),
      dailyPerPhoneAll: read.int('SMS_DAILY_PER_PHONE_ALL', 30, 1, 10_000),
      perIpPerHour: read.int('SMS_PER_IP_PER_HOUR', 2400, 1, 10_000_000),
    },
    captcha: { verifyUrl: read.url('CAPTCHA_VERIFY_URL', { allowPath: false }), secret: read.text('CAPTCHA_SECRET', '') },
    qrLogin: read.oneOf('QR_LOGIN_PROVIDER', ['demo', 'off'] as const, 'demo'),
    passwordCost: { N: 2 ** read.int('PASSWORD_SCRYPT_LOG2_N', 17, 10, 20), r: 8, p: 1 },
  };
}

/** FILES_PROVIDER and the S3_* variables (read even for `local`, so a typo is reported either way). */
function readFiles(read: EnvReader, problems: string[], dir: string): FilesConfig {
  const provider = read.oneOf('FILES_PROVIDER', ['local', 's3'] as const, 'local');
  const endpoint = read.url('S3_ENDPOINT', { allowPath: false }).replace(/\/+$/, '');
  const s3: S3Config = {
    endpoint,
    // S3's rules for bucket names: 3-63 lower-case letters, digits, dots and dashes
    bucket: read.match('S3_BUCKET', /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, ''),
    region: read.match('S3_REGION', /^[a-z0-9-]{1,40}$/, 'us-east-1'),
    accessKeyId: read.text('S3_ACCESS_KEY_ID', ''),
    secretAccessKey: read.text('S3_SECRET_ACCESS_KEY', ''),
    forcePathStyle: read.bool('S3_FORCE_PATH_STYLE', endpoint !== ''),
  };
  if (provider === 's3' && !s3.bucket) problems.push('S3_BUCKET is required when FILES_PROVIDER=s3');
  if (!s3.accessKeyId !== !s3.secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the SDK\'s own credentials)');
  return { provider, dir, s3 };
}

function readShared(read: EnvReader, problems: string[]): SharedStateConfig {
  const redisUrl = read.text('REDIS_URL', '');
  if (redisUrl && !/^rediss?:\/\/[^/]/i.test(redisUrl)) problems.push(`REDIS_URL must be a redis:// or rediss:// URL (redis://[:password@]host:port[/db])`);
  return { redisUrl, redisPrefix: read.match('REDIS_PREFIX', /^[A-Za-z0-9_.:-]{1,64}$/, 'campus:') };
}

/** Uploaded files live beside a SQLite database file (data/files by default); tests never write into the repository. */
function defaultFilesDir(databaseUrl: string, repoRoot: string, test: boolean): string {
  if (test) return path.join(os.tmpdir(), 'campus-test-files');
  if (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:') return path.join(repoRoot, 'data', 'files');
  return path.join(path.dirname(path.resolve(repoRoot, databaseUrl.replace(/^sqlite:/, ''))), 'files');
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

const COOKIE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const APP_ID = /^[A-Za-z0-9_.-]{1,64}$/;
