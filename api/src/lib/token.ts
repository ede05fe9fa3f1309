import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Claims of the short-lived token of GET /api/site/gettoken: who asked (role:user or "anonymous"), for which
 * session and host, until when. A consumer verifies it with the server secret and compares sid with the caller's
 * session; none of this platform's calls asks for it (uploads rely on the session, the hand-off on transferticket).
 */
export type TokenClaims = { sub: string; sid: string; host: string; exp: number; nonce: string };

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signToken(secret: string, claims: Omit<TokenClaims, 'nonce'>): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, nonce: randomBytes(9).toString('base64url') })).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyToken(secret: string, token: string, now: number = Date.now()): TokenClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.host !== 'string' || typeof claims.nonce !== 'string') return null;
    return { sub: claims.sub, sid: claims.sid, host: claims.host, exp: claims.exp, nonce: claims.nonce };
  } catch {
    return null;
  }
}
