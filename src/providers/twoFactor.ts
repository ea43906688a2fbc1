/**
 * The second login step's state: the challenge POST /login answered, kept in memory only (never
 * in storage), so that a reload or a closed tab starts the login again.
 */
import { API_URL, httpClient } from './httpClient.ts';

export type TTwoFactorStep = { needsBinding: boolean };
export type TBinding = { otpauthUrl: string; qrCode: string };

/**
 * What login rejects with when the password was right and a code is needed: not a failure, the
 * next step. Rejecting keeps react-admin's useLogin from navigating away from the login page.
 */
export class TwoFactorRequired extends Error {
  constructor(readonly step: TTwoFactorStep) {
    super('two-factor authentication required');
  }
}

let challenge: string | undefined;

export const startTwoFactor = (value: string): void => {
  challenge = value;
};

export const endTwoFactor = (): void => {
  challenge = undefined;
};

export const currentChallenge = (): string | undefined => challenge;

/** The new device's secret as an otpauth:// URI and its QR code, while the admin has none bound. */
export const fetchBinding = async (): Promise<TBinding> => {
  const { json } = await httpClient(`${API_URL}/googleOtpauth`, { method: 'POST', body: JSON.stringify({ challenge }) });
  const body = json as { otpauth_url: string; qr_code: string };
  return { otpauthUrl: body.otpauth_url, qrCode: body.qr_code };
};
