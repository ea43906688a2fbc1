/**
 * Two-factor settings for the routes: whether every admin must use it (REQUIRE_2FA), and the key
 * that seals TOTP secrets and every secret field (crud/secrets.ts) — TOTP_ENCRYPTION_KEY, or else one generated on first use and kept in
 * system_settings (production should set it, so that a copy of the database alone opens nothing).
 */
import fp from 'fastify-plugin';
import { secretsKey } from '../crud/secrets.ts';

export type TTwoFactor = { required: boolean; key: () => Promise<Buffer> };

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TTwoFactor;
  }
}

export const twoFactorPlugin = fp(
  async (app, options: { required: boolean; key?: Buffer }) => {
    let key: Promise<Buffer> | undefined = options.key && Promise.resolve(options.key);
    app.decorate('twoFactor', {
      required: options.required,
      key: () =>
        (key ??= secretsKey(app.db).catch(
          (error: unknown) => {
            // A database hiccup must not leave the key unreadable until the next restart.
            key = undefined;
            throw error;
          },
        )),
    });
  },
  { name: 'twoFactor', dependencies: ['db'] },
);
