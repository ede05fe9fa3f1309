import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptCost } from '../config/auth';

/** OWASP's current minimum for scrypt (Password Storage Cheat Sheet): N 2^17, r 8, p 1 (128 MiB, ~0.1-1 s). */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Stored parameters beyond these are refused rather than run (a damaged row must not exhaust memory). */
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * Hashes running at once. scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise),
 * which file reads, DNS and zlib share: a wave of 100 guesses once made a static file wait 30 s. Half the pool at
 * most; the rest wait their turn here, in memory, not in the pool.
 */
export const HASH_SLOTS = Math.max(1, Math.floor(Number(process.env.UV_THREADPOOL_SIZE || 4) / 2));
let running = 0;
const waiting: (() => void)[] = [];

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Hashes running now and waiting for a slot (tests and the health of a login wave). */
export const hashLoad = () => ({ running, waiting: waiting.length });

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; twice that leaves Node's own bookkeeping room
  const maxmem = 128 * cost.N * cost.r * 2;
  return inHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...cost, maxmem }, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), with a fresh 16-byte salt per user. */
export async function hashPassword(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { cost: ScryptCost; salt: Buffer; hash: Buffer };

function parseHash(stored: string): Parsed | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(cost.N) && cost.N > 1 && cost.N <= 2 ** MAX_LOG2_N && (cost.N & (cost.N - 1)) === 0 &&
    Number.isInteger(cost.r) && cost.r >= 1 && cost.r <= MAX_R && Number.isInteger(cost.p) && cost.p >= 1 && cost.p <= MAX_P;
  const expected = Buffer.from(hash, 'base64url');
  if (!sane || expected.length !== KEY_LENGTH) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: expected };
}

/** Constant-time check with the parameters stored in the hash; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost);
  return timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than `cost` (it is rewritten at the next login). */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * After a successful check: the hash to store instead when the stored one is weaker than `cost`, else
 * null. Made before the login's transaction, since hashing is slow on purpose.
 */
export async function upgradedHash(password: string, stored: string, cost: ScryptCost): Promise<string | null> {
  return needsRehash(stored, cost) ? hashPassword(password, cost) : null;
}

const dummies = new Map<string, Promise<string>>();

/**
 * Spends the time of one password check for an account that does not exist (or has no password), so the
 * answer time does not tell which phones or user names have accounts.
 */
export async function verifyAgainstNothing(password: string, cost: ScryptCost = OWASP_SCRYPT): Promise<false> {
  const id = `${cost.N}:${cost.r}:${cost.p}`;
  let dummy = dummies.get(id);
  if (!dummy) dummies.set(id, (dummy = hashPassword(randomBytes(12).toString('base64url'), cost)));
  await verifyPassword(password, await dummy);
  return false;
}
