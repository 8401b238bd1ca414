import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, otpauthUri, totpCode } from './totp.js';

// A fixed clock: 29 Nov 2026 14:00:10 UTC, 10 s into its 30-second step.
const NOW = Date.UTC(2026, 10, 29, 14, 0, 10);
const STEP = Math.floor(NOW / 30_000);
const secret = newTotpSecret();

describe('two-step codes (RFC 6238)', () => {
  it('matches the RFC 6238 test vector (SHA-1, the 20-byte ASCII secret "12345678901234567890")', () => {
    // The RFC's 8-digit value at T = 59 s is 94287082; its last 6 digits are the 6-digit code.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(totpCode(rfcSecret, 59_000)).toBe('287082');
    expect(acceptedStep(rfcSecret, '287082', null, 59_000)).toBe(1);
  });

  it('accepts the current code and those of the step before and after, and no further', () => {
    expect(acceptedStep(secret, totpCode(secret, NOW), null, NOW)).toBe(STEP);
    expect(acceptedStep(secret, totpCode(secret, NOW - 30_000), null, NOW)).toBe(STEP - 1);
    expect(acceptedStep(secret, totpCode(secret, NOW + 30_000), null, NOW)).toBe(STEP + 1);
    expect(acceptedStep(secret, totpCode(secret, NOW - 60_000), null, NOW)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, NOW + 60_000), null, NOW)).toBeNull();
  });

  it('accepts a code once: not again within its window, nor an older one after it', () => {
    const code = totpCode(secret, NOW);
    const used = acceptedStep(secret, code, null, NOW);
    expect(used).toBe(STEP);
    expect(acceptedStep(secret, code, used, NOW + 5_000)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, NOW - 30_000), used, NOW)).toBeNull();
    expect(acceptedStep(secret, totpCode(secret, NOW + 30_000), used, NOW + 30_000)).toBe(STEP + 1);
  });

  it('refuses what is not six digits, and another secret’s code', () => {
    expect(acceptedStep(secret, '12345', null, NOW)).toBeNull();
    expect(acceptedStep(secret, 'abcdef', null, NOW)).toBeNull();
    expect(acceptedStep(secret, totpCode(newTotpSecret(), NOW), null, NOW)).toBeNull();
  });

  it('writes the otpauth address authenticator apps read', () => {
    const uri = new URL(otpauthUri(secret, 'manager@kaarigar.in', 'Kaarigar Studio'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Kaarigar Studio:manager@kaarigar.in');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Kaarigar Studio',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
