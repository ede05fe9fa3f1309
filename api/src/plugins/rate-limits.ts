import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { QR_POLL_COOKIE } from '../auth/qr-login';
import { isApiPath } from '../lib/api-path';
import { clientKey } from '../lib/client-key';
import { readCookie } from '../lib/cookies';
import { budgetOf, POLLS_PER_TICKET, type Budget, type RateLimitsConfig } from '../lib/rate-budgets';

const MINUTE_MS = 60_000;

/** A signed-in user is counted as themselves; anyone else by address, against the address bound. */
const userKey = (request: FastifyRequest): string => (request.session ? `user:${request.session.user_id}` : `addr:${clientKey(request)}`);

/**
 * Rate limits by budget (lib/rate-budgets.ts): one limiter per budget, shared by all its routes, added to
 * each API route as it is registered. Runs after the session is read (route hooks follow the app's), and
 * a refusal is the 42901 envelope with Retry-After (plugins/error-handler.ts).
 */
export default fp<{ limits: RateLimitsConfig }>(
  async (app, { limits }) => {
    // a larger LRU than the default 5,000 keys: a campus is thousands of users, each a key of the user budgets
    await app.register(rateLimit, { global: false, timeWindow: MINUTE_MS, keyGenerator: clientKey, cache: 50_000 });

    const perUser = (share: number) => (request: FastifyRequest) => Math.max(1, Math.floor(request.session ? limits.user / share : limits.address / share));
    const limiters: Record<Exclude<Budget, 'read'>, onRequestHookHandler> = {
      search: app.rateLimit({ max: limits.search }),
      guard: app.rateLimit({ max: limits.address }),
      draw: app.rateLimit({ max: Math.max(1, Math.floor(limits.address / 5)) }),
      user: app.rateLimit({ max: perUser(1), keyGenerator: userKey }),
      save: app.rateLimit({ max: perUser(5), keyGenerator: userKey }),
      upload: app.rateLimit({ max: perUser(30), keyGenerator: userKey }),
      // a poll without its ticket cookie is refused at once by the route; count those per address
      poll: app.rateLimit({
        max: (request) => (readCookie(request.headers.cookie, QR_POLL_COOKIE) ? POLLS_PER_TICKET : limits.address),
        keyGenerator: (request) => {
          const ticket = readCookie(request.headers.cookie, QR_POLL_COOKIE);
          return ticket ? `ticket:${ticket}` : `addr:${clientKey(request)}`;
        },
      }),
    };

    app.addHook('onRoute', (route) => {
      if (!isApiPath(route.url)) return;
      const budget = budgetOf(route.url);
      if (budget === 'read') return;
      const own = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...own, limiters[budget]];
    });
  },
  { name: 'rate-limits', dependencies: ['session'] },
);
