/** SECURITY 6: TOTP as RFC 6238 defines it, and its secrets sealed at rest. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Secret } from 'otpauth';
import { seal, unseal } from '../../../server/auth/secretBox.ts';
import { matchingStep, newTotpSecret, stepAt, totpCode } from '../../../server/auth/totp.ts';

describe('TOTP (RFC 6238, appendix B, SHA-1)', () => {
  const secret = Secret.fromLatin1('12345678901234567890');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000, 8)).toBe(code);
  });

  it('accepts a 6-digit code one step either side and says which step it was', () => {
    const base32 = newTotpSecret();
    const now = 1_700_000_015_000;
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(Secret.fromBase32(base32), now + offset * 30_000);
      expect(matchingStep(base32, code, now)).toBe(stepAt(now) + offset);
    }
    for (const offset of [-2, 2]) expect(matchingStep(base32, totpCode(Secret.fromBase32(base32), now + offset * 30_000), now)).toBeUndefined();
  });

  it('makes 160-bit secrets, each different', () => {
    const secrets = Array.from({ length: 50 }, newTotpSecret);
    expect(new Set(secrets).size).toBe(50);
    for (const s of secrets) expect(Secret.fromBase32(s).bytes).toHaveLength(20);
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = randomBytes(32);
  it('open with their key and context only, and never show the secret', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP', 'totp:admin:7');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP', 'totp:admin:7')).not.toBe(sealed);
    expect(unseal(key, sealed, 'totp:admin:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => unseal(key, sealed, 'totp:admin:8')).toThrow();
    expect(() => unseal(randomBytes(32), sealed, 'totp:admin:7')).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => unseal(key, [v, iv, tag, flipped.toString('base64url')].join('.'), 'totp:admin:7')).toThrow();
  });
});
