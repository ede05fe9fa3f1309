import { hashPassword, verifyAgainstNothing, verifyPassword } from '../src/auth/passwords';

describe('scrypt passwords', () => {
  it('hashes with a fresh salt per call and verifies only the right password', async () => {
    const a = await hashPassword('Demo@2026');
    const b = await hashPassword('Demo@2026');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Demo@2026');
    expect(await verifyPassword('Demo@2026', a)).toBe(true);
    expect(await verifyPassword('Demo@2026', b)).toBe(true);
    expect(await verifyPassword('demo@2026', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$c2FsdA$aGFzaA', 'bcrypt$16384$8$1$c2FsdA$aGFzaA', 'scrypt$16384$8$1$c2FsdA$c2hvcnQ']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('spends a check on accounts that do not exist, and says no', async () => {
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });
});
