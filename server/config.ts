/** Every setting the server reads from the environment, with its default. The README lists them. */
import { resolve } from 'node:path';

export type TConfig = {
  host: string;
  port: number;
  /** postgres://… to run on a PostgreSQL server; unset: embedded PGlite in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Password of the first admin; generated and printed once when unset. */
  adminPassword?: string;
  /** Load the demo data set into an empty database. */
  seedDemo: boolean;
  /** Secret that signs access tokens; generated and kept in the database when unset. */
  jwtSecret?: string;
  tokenTtlSeconds: number;
  /** Proxies whose X-Forwarded-For is believed (comma-separated addresses or CIDR), or false. */
  trustProxy: string | boolean;
  /** Exact origins allowed by CORS; none by default (same-origin only). */
  corsOrigins: string[];
  bodyLimitBytes: number;
  logLevel: string;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const trust = env.TRUST_PROXY?.trim();
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 8080),
    databaseUrl,
    dataDir: resolve(env.DATA_DIR || 'data'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 8 * 3600),
    trustProxy: !trust || trust === 'false' ? false : trust === 'true' ? true : trust,
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES || 1024 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
  };
};
