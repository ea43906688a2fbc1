/** Every setting the server reads from the environment, with its default. The README lists them. */
import { join, resolve } from 'node:path';

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
  /** How long a list's total is reused before it is counted again (writes here forget it at once). */
  listTotalTtlMs: number;
  /** Where uploaded files are kept: outside the app's static root. */
  storageDir: string;
  /** Largest upload of each kind, in bytes. */
  maxImageBytes: number;
  maxVideoBytes: number;
  maxFileBytes: number;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const trust = env.TRUST_PROXY?.trim();
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    host: env.HOST || '127.0.0.1',
    port: Number(env.PORT || 8080),
    databaseUrl,
    dataDir,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS || 8 * 3600),
    trustProxy: !trust || trust === 'false' ? false : trust === 'true' ? true : trust,
    corsOrigins: (env.CORS_ORIGINS || '').split(',').map((o) => o.trim()).filter(Boolean),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES || 1024 * 1024),
    logLevel: env.LOG_LEVEL || 'info',
    listTotalTtlMs: Number(env.LIST_TOTAL_TTL_MS ?? 10_000),
    storageDir: env.STORAGE_DIR ? resolve(env.STORAGE_DIR) : join(dataDir, 'storage'),
    maxImageBytes: Number(env.MAX_IMAGE_BYTES || 20 * 1024 ** 2),
    maxVideoBytes: Number(env.MAX_VIDEO_BYTES || 20 * 1024 ** 3),
    maxFileBytes: Number(env.MAX_FILE_BYTES || 100 * 1024 ** 2),
  };
};
