/**
 * The live fair's video calls: the STUN and TURN servers the browsers use to reach each other (ICE_SERVERS), and
 * the secret of a TURN server that takes time-limited credentials (TURN_SECRET, coturn's use-auth-secret).
 * Nothing is needed on loopback or one LAN: the browsers' own addresses connect (docs/operations.md "Video calls").
 */
import { createHmac } from 'node:crypto';
import type { EnvReader } from '../env-reader';

/** One entry of RTCConfiguration.iceServers, as the browser takes it. */
export type IceServer = { urls: string[]; username?: string; credential?: string };

export type IceConfig = {
  servers: IceServer[];
  /** with it, a TURN entry without a username gets credentials minted per user, valid for `turnTtlSeconds` */
  turnSecret: string;
  turnTtlSeconds: number;
};

const ICE_URL = /^(stun|stuns|turn|turns):[^\s]+$/;

/** ICE_SERVERS: a JSON array of {urls, username?, credential?} (urls a string or a list), e.g. `[{"urls":"stun:stun.example.cn:3478"}]`. */
export function readIce(read: EnvReader, problems: string[]): IceConfig {
  const text = read.text('ICE_SERVERS', '[]');
  const turnSecret = read.text('TURN_SECRET', '');
  const turnTtlSeconds = read.int('TURN_TTL_SECONDS', 4 * 3600, 60, 7 * 24 * 3600);
  const problem = 'ICE_SERVERS must be a JSON array of {"urls": "stun:…|turn:…" or a list of them, "username"?, "credential"?}';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.push(problem);
    return { servers: [], turnSecret, turnTtlSeconds };
  }
  const servers: IceServer[] = [];
  for (const entry of Array.isArray(parsed) ? parsed : [null]) {
    const e = entry as { urls?: unknown; username?: unknown; credential?: unknown } | null;
    const urls = typeof e?.urls === 'string' ? [e.urls] : e?.urls;
    const fine = Array.isArray(urls) && urls.length > 0 && urls.every((u) => typeof u === 'string' && ICE_URL.test(u));
    const secret = (v: unknown) => v === undefined || typeof v === 'string';
    if (!e || !fine || !secret(e.username) || !secret(e.credential)) {
      problems.push(problem);
      continue;
    }
    servers.push({ urls: urls as string[], ...(typeof e.username === 'string' && { username: e.username }), ...(typeof e.credential === 'string' && { credential: e.credential }) });
  }
  return { servers, turnSecret, turnTtlSeconds };
}

/**
 * The ICE servers one user's page gets (on its socket, never in the public page): as configured, with TURN
 * credentials minted for this user where the server takes time-limited ones (username `<expiry>:<user>`, the
 * credential its HMAC-SHA1 under the shared secret, as coturn's use-auth-secret checks).
 */
export function iceServersFor(ice: IceConfig, user: string, now: number): IceServer[] {
  return ice.servers.map((server) => {
    const isTurn = server.urls.some((u) => u.startsWith('turn'));
    if (!isTurn || server.username || !ice.turnSecret) return server;
    const username = `${Math.floor(now / 1000) + ice.turnTtlSeconds}:${user}`;
    return { ...server, username, credential: createHmac('sha1', ice.turnSecret).update(username).digest('base64') };
  });
}
