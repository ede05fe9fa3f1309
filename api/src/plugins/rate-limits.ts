import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { QR_POLL_COOKIE } from '../auth/qr-login';
import type { RateLimitsConfig } from '../config';
import { isApiPath } from '../lib/api-path';
import { clientKey } from '../lib/client-key';
import { clientTokenId, issueClientToken } from '../lib/client-token';
import { readCookie } from '../lib/cookies';
import { outageLog } from '../lib/outage-log';
import { budgetOf, DRAWS_PER_CLIENT, drawsPerAddress, newDrawsPerAddress, POLLS_PER_TICKET, type Budget } from '../lib/rate-budgets';
import { databaseHit, redisHit, sharedRateStore } from './shared-rate-store';
import { sharedStateMode } from '../lib/shared-state';

const MINUTE_MS = 60_000;

/** A signed-in user is counted as themselves; anyone else by address, against the address bound. */
const userKey = (request: FastifyRequest): string => (request.session ? `user:${request.session.user_id}` : `addr:${clientKey(request)}`);

/**
 * Where the counters live (lib/shared-state.ts): Redis, the database's `rate_counter`, or this process. A
 * shared store that fails lets the request through (skipOnError: a limit is not worth an outage), and its
 * outage is logged once (shared-rate-store.ts).
 */
function storeOptions(app: FastifyInstance): RateLimitPluginOptions {
  const mode = sharedStateMode(app.config);
  if (mode === 'redis' && app.redis) return { store: sharedRateStore(redisHit(app.redis.client, `${app.config.shared.redisPrefix}rate:`), app.redis.outage), skipOnError: true };
  if (mode === 'database') return { store: sharedRateStore(databaseHit(app.db), outageLog(app.log, 'The rate counters’ database', 'requests are served without rate limits until it is back')), skipOnError: true };
  // a larger LRU than the default 5,000 keys: a campus is thousands of users, each a key of the user budgets
  return { cache: 50_000 };
}

/**
 * Rate limits by budget (lib/rate-budgets.ts): one limiter per budget, shared by all its routes, added to
 * each API route as it is registered. Runs after the session is read (route hooks follow the app's), and
 * a refusal is the 42901 envelope with Retry-After (plugins/error-handler.ts).
 */
export default fp<{ limits: RateLimitsConfig }>(
  async (app, { limits }) => {
    await app.register(rateLimit, { global: false, timeWindow: MINUTE_MS, keyGenerator: clientKey, ...storeOptions(app) });

    // every key names its budget: a shared store holds all budgets' counters side by side
    const keyed = (budget: Budget, key: (request: FastifyRequest) => string) => (request: FastifyRequest) => `${budget}|${key(request)}`;
    const perUser = (share: number) => (request: FastifyRequest) => Math.max(1, Math.floor(request.session ? limits.user / share : limits.address / share));
    // draws (issue 27): a browser's token keys its own budget; the token-less share one bucket per address, so
    // a flooder dropping its cookie empties only that bucket; all of an address's draws keep an outer bound. The
    // outer bound is checked second, so draws refused in the first step do not count against it.
    // @fastify/rate-limit runs only one of its hook limiters per request, so the outer bound is a plain check
    const outerCheck = app.createRateLimit({ max: drawsPerAddress(limits), keyGenerator: keyed('draw', (request) => `addr:${clientKey(request)}`) });
    const outerDraws = async (request: FastifyRequest, reply: FastifyReply) => {
      const counted = await outerCheck(request);
      if (counted.isAllowed || !counted.isExceeded) return;
      reply.header('retry-after', String(counted.ttlInSeconds));
      throw Object.assign(new Error('the draws of this address are spent'), { statusCode: 429 });
    };
    const tokens = new WeakMap<FastifyRequest, string | null>();
    const tokenOf = (request: FastifyRequest) => {
      if (!tokens.has(request)) tokens.set(request, clientTokenId(app, request) ?? null);
      return tokens.get(request) ?? undefined;
    };
    const issueToken: onRequestHookHandler = (request, reply, done) => {
      // only a draw that was let through gives a token: refused ones must not mint them
      if (!tokenOf(request)) issueClientToken(app, request, reply);
      done();
    };
    const draw = [
      app.rateLimit({
        max: (request) => (tokenOf(request) ? DRAWS_PER_CLIENT : newDrawsPerAddress(limits)),
        keyGenerator: keyed('draw', (request) => {
          const token = tokenOf(request);
          return token ? `client:${token}` : `new:${clientKey(request)}`;
        }),
      }),
      outerDraws,
      issueToken,
    ];
    const limiters: Record<Exclude<Budget, 'read'>, onRequestHookHandler | onRequestHookHandler[]> = {
      search: app.rateLimit({ max: limits.search, keyGenerator: keyed('search', clientKey) }),
      guard: app.rateLimit({ max: limits.address, keyGenerator: keyed('guard', clientKey) }),
      draw,
      user: app.rateLimit({ max: perUser(1), keyGenerator: keyed('user', userKey) }),
      save: app.rateLimit({ max: perUser(5), keyGenerator: keyed('save', userKey) }),
      upload: app.rateLimit({ max: perUser(30), keyGenerator: keyed('upload', userKey) }),
      // a poll without its ticket cookie is refused at once by the route; count those per address
      poll: app.rateLimit({
        max: (request) => (readCookie(request.headers.cookie, QR_POLL_COOKIE) ? POLLS_PER_TICKET : limits.address),
        keyGenerator: keyed('poll', (request) => {
          const ticket = readCookie(request.headers.cookie, QR_POLL_COOKIE);
          return ticket ? `ticket:${ticket}` : `addr:${clientKey(request)}`;
        }),
      }),
    };

    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const budget = budgetOf(route.url);
      if (budget === 'read') return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...own, ...[limiters[budget]].flat()];
    });
  },
  { name: 'rate-limits', dependencies: ['session', 'db', 'redis'] },
);
