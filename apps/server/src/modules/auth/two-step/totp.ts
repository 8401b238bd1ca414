import { Secret, TOTP } from 'otpauth';

/**
 * Two-step sign-in codes (issue 29, decision 068): RFC 6238 with the settings every authenticator
 * app assumes (SHA-1, 6 digits, 30-second steps), from the `otpauth` library. A code of the step
 * before or after the current one is accepted too (a phone's clock a little off, a code typed as it
 * turns), and each step's code is accepted once only.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, account, issuer).toString();

/** The code for `secret` at `now` (the tests' authenticator). */
export const totpCode = (secret: string, now: number): string => totpOf(secret).generate({ timestamp: now });

/** The time step `now` falls in. */
const stepAt = (now: number) => Math.floor(now / 1000 / PERIOD_SECONDS);

/**
 * The step whose code `code` is, when it is one of the accepted steps around `now` and later than
 * `lastUsedStep` (a code used once cannot be used again, nor one older than it); otherwise null.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  const step = stepAt(now) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
