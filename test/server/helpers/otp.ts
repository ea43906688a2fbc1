/** The authenticator app's side of two-factor login: the secret read from the QR step, and its codes. */
import { Secret, TOTP, URI } from 'otpauth';
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';

export const secretFrom = (otpauthUrl: string): Secret => (URI.parse(otpauthUrl) as TOTP).secret;

/** The code the app shows now, or a number of 30-second steps away. */
export const codeFor = (secret: Secret, steps = 0): string =>
  TOTP.generate({ secret, algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() + steps * 30_000 });

type TCall = { remoteAddress?: string };

export const passwordStep = (t: TTestApp, username: string, password: string, options: TCall = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password }, ...options });

export const otpauth = (t: TTestApp, challenge: string) => t.app.inject({ method: 'POST', url: `${API}/googleOtpauth`, payload: { challenge } });

export const verify = (t: TTestApp, challenge: string, code: string, options: TCall = {}) =>
  t.app.inject({ method: 'POST', url: `${API}/googleVerify`, payload: { challenge, code }, ...options });

/** Password, QR code, first code: the admin's device is bound and they hold a token. */
export const bindDevice = async (t: TTestApp, username: string, password: string): Promise<{ secret: Secret; token: string }> => {
  const { challenge } = (await passwordStep(t, username, password)).json();
  const secret = secretFrom((await otpauth(t, challenge)).json().otpauth_url);
  const res = await verify(t, challenge, codeFor(secret));
  if (res.statusCode !== 200) throw new Error(`verify: ${res.statusCode} ${res.body}`);
  return { secret, token: res.json().access_token };
};
