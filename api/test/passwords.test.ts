import crypto from 'node:crypto';
import { hashPassword, needsRehash, OWASP_SCRYPT, upgradedHash, verifyAgainstNothing, verifyPassword } from '../src/auth/passwords';

/** A cheap cost for the unit checks; the production default is checked once on its own. */
const FAST = { N: 2 ** 12, r: 8, p: 1 };
/** The parameters hashes were made with before OWASP's minimum was adopted. */
const OLD = { N: 2 ** 14, r: 8, p: 1 };

describe('scrypt passwords', () => {
  it('hashes with a fresh salt per call and verifies only the right password', async () => {
    const a = await hashPassword('Demo@2026', FAST);
    const b = await hashPassword('Demo@2026', FAST);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo@2026');
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('Demo@2026', b)).toBe(true);
    expect(await verifyPassword('demo@2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('hashes at OWASP’s minimum by default (N 2^17, r 8, p 1), the parameters stored with the hash', async () => {
    const stored = await hashPassword('Demo@2026');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(OWASP_SCRYPT).toEqual({ N: 131072, r: 8, p: 1 });
    expect(await verifyPassword('Demo@2026', stored)).toBe(true);
  }, 30_000);

  it('still verifies a hash made with the older parameters, and says it needs rewriting', async () => {
    const old = await hashPassword('Demo@2026', OLD);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo@2026', old)).toBe(true);
    expect(needsRehash(old, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(old, OLD)).toBe(false);
    expect(needsRehash(await hashPassword('x', FAST), FAST)).toBe(false);
    const upgraded = await upgradedHash('Demo@2026', old, { N: 2 ** 15, r: 8, p: 1 });
    expect(upgraded).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('Demo@2026', upgraded ?? '')).toBe(true);
    expect(await upgradedHash('Demo@2026', old, OLD)).toBeNull();
  });

  it('compares in constant time: every check derives a key of the stored length and uses timingSafeEqual', async () => {
    const stored = await hashPassword('Demo@2026', FAST);
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      expect(await verifyPassword('wrong-password', stored)).toBe(false);
      expect(await verifyPassword('Demo@2026', stored)).toBe(true);
      expect(compare).toHaveBeenCalledTimes(2);
      for (const [a, b] of compare.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
    } finally {
      compare.mockRestore();
    }
  });

  it('never matches a malformed stored hash, nor runs absurd stored parameters', async () => {
    const bad = [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA$aGFzaA',
      'bcrypt$16384$8$1$c2FsdA$aGFzaA',
      'scrypt$16384$8$1$c2FsdA$c2hvcnQ',
      `scrypt$${2 ** 30}$8$1$c2FsdA$${'A'.repeat(43)}`,
      `scrypt$1000$8$1$c2FsdA$${'A'.repeat(43)}`,
    ];
    for (const stored of bad) {
      expect(await verifyPassword('x', stored)).toBe(false);
      expect(needsRehash(stored, FAST)).toBe(true);
    }
  });

  it('spends a check on accounts that do not exist, and says no', async () => {
    expect(await verifyAgainstNothing('anything', FAST)).toBe(false);
  });
});
