import fp from 'fastify-plugin';
import { findSession } from '../db/repositories/session';
import { readCookie } from '../lib/cookies';
import type { SessionRow } from '../db/tables/session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live server session of the httpOnly token cookie, or null. */
    session: SessionRow | null;
  }
}

export type SessionPluginOptions = { cookieName: string };

/** Resolves the session cookie (docs/architecture.md §4) once per request; requests without the cookie cost nothing. */
export default fp<SessionPluginOptions>(
  async (app, opts) => {
    app.decorateRequest('session', null);
    // A callback hook, not an async one: most requests carry no session and should not pay for a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      const token = readCookie(request.headers.cookie, opts.cookieName);
      // Tokens are 43 base64url characters; anything far off is not ours and needs no lookup.
      if (!token || token.length > 128) return done();
      findSession(app.db, token, app.now()).then((session) => {
        request.session = session ?? null;
        done();
      }, done);
    });
  },
  { name: 'session', dependencies: ['db', 'clock'] },
);
