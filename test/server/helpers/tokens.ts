/** Hand-made JWTs: what the server's own signer never produces, to prove the server refuses it. */
import { createHmac } from 'node:crypto';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../../server/plugins/auth.ts';

/** The secret buildTestApp gives the app. */
export const TEST_JWT_SECRET = 'test-secret';

const DIGESTS: Record<string, string> = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' };

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export const forgeToken = (claims: Record<string, unknown>, { alg = 'HS256', secret = TEST_JWT_SECRET } = {}): string => {
  const unsigned = `${segment({ alg, typ: 'JWT' })}.${segment(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac(DIGESTS[alg]!, secret).update(unsigned).digest('base64url')}`;
};

type TTokenOwner = { id: number; tokenVersion: number };

/** The claims of a token the server would issue to this admin now. */
export const claimsFor = (admin: TTokenOwner, overrides: Record<string, unknown> = {}): Record<string, unknown> => {
  const now = Math.floor(Date.now() / 1000);
  return { sub: String(admin.id), ver: admin.tokenVersion, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: now, exp: now + 600, ...overrides };
};

const without = (claims: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));

/** Authorization headers that must all answer 401, for an admin whose proper token works. */
export const badAuthorizations = (admin: TTokenOwner): Record<string, string> => {
  const now = Math.floor(Date.now() / 1000);
  const claims = claimsFor(admin);
  const bearer = (token: string) => `Bearer ${token}`;
  return {
    'a token that is not a JWT': bearer('not-a-jwt'),
    'a JWT of garbage segments': bearer('a.b.c'),
    'an empty bearer': 'Bearer ',
    'another scheme': `Basic ${Buffer.from('admin:x').toString('base64')}`,
    'a raw token without the scheme': forgeToken(claims),
    'alg none': bearer(forgeToken(claims, { alg: 'none' })),
    'another algorithm (HS512, right secret)': bearer(forgeToken(claims, { alg: 'HS512' })),
    'a wrong secret': bearer(forgeToken(claims, { secret: 'guessed-secret' })),
    'a wrong audience': bearer(forgeToken(claimsFor(admin, { aud: 'showrunner-customer' }))),
    'a wrong issuer': bearer(forgeToken(claimsFor(admin, { iss: 'someone-else' }))),
    'no audience': bearer(forgeToken(without(claims, 'aud'))),
    'no expiry': bearer(forgeToken(without(claims, 'exp'))),
    'an expired token': bearer(forgeToken(claimsFor(admin, { iat: now - 7200, exp: now - 60 }))),
    'another token version': bearer(forgeToken(claimsFor(admin, { ver: admin.tokenVersion + 1 }))),
    'an unknown admin': bearer(forgeToken(claimsFor({ id: 2147483000, tokenVersion: 0 }))),
  };
};
