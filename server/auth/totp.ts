/** TOTP as RFC 6238 and Google Authenticator have it: HMAC-SHA-1, 6 digits, 30-second steps, ±1 step of clock drift. */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
const ISSUER = 'Showrunner';

/** 160 random bits from the system's CSPRNG, as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const otpauthUrl = (secretBase32: string, username: string): string =>
  new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD }).toString();

/** The code for a moment; `digits` is there for the RFC's 8-digit test vectors. */
export const totpCode = (secret: Secret, timestampMs: number, digits = TOTP_DIGITS): string =>
  TOTP.generate({ secret, algorithm: 'SHA1', digits, period: TOTP_PERIOD, timestamp: timestampMs });

export const stepAt = (timestampMs: number): number => Math.floor(timestampMs / 1000 / TOTP_PERIOD);

/** The step the code belongs to when it is valid now (within one step either side), else undefined. */
export const matchingStep = (secretBase32: string, code: string, nowMs = Date.now()): number | undefined => {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    timestamp: nowMs,
    window: 1,
  });
  return delta === null ? undefined : stepAt(nowMs) + delta;
};
