import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionRole } from '../db/tables/session';

/** What a hand-off ticket carries: who (role, row id and public id), for which host, until when, and its id. */
export type TransferClaims = { role: SessionRole; uid: number; key: string; host: string; exp: number; jti: string };

const ROLES: readonly SessionRole[] = ['student', 'company', 'school', 'channel'];
// a domain prefix, so no other signed token of ours (e.g. /api/site/gettoken) can pass as a ticket
const DOMAIN = 'campus.transfer.v1.';

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(DOMAIN + payload).digest();
}

export function signTransferTicket(secret: string, claims: Omit<TransferClaims, 'jti'>): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, jti: randomBytes(16).toString('base64url') })).toString('base64url');
  return `${payload}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a ticket we signed, whatever its age; null for anything forged or malformed. */
export function readTransferTicket(secret: string, ticket: string): TransferClaims | null {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TransferClaims>;
    if (!ROLES.includes(c.role as SessionRole) || !Number.isInteger(c.uid) || typeof c.exp !== 'number') return null;
    if (typeof c.key !== 'string' || typeof c.host !== 'string' || typeof c.jti !== 'string') return null;
    return { role: c.role as SessionRole, uid: Number(c.uid), key: c.key, host: c.host, exp: c.exp, jti: c.jti };
  } catch {
    return null;
  }
}
