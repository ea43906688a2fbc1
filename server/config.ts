/** Every setting the server reads from the environment, with its default. The README lists them. */
import { join, resolve } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parseSchedules } from './lib/jobs.ts';

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
  /**
   * How long the API may answer from memory (who a token belongs to, list pages and totals, the
   * IP whitelist); any change to the database, from any instance, forgets it at once. 0: never.
   */
  cacheTtlMs: number;
  /** How long who a token belongs to, what they may do and their profile are kept (forgotten at once on any change to them). */
  sessionCacheTtlMs: number;
  /** Where uploaded files are kept (outside the app's static root), and temporary files in any case. */
  storageDir: string;
  /** An S3-compatible bucket that keeps the stored files instead of storageDir. */
  s3?: { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean };
  /** Where resumable uploads in progress are kept: a directory every instance shares (default: `tus` under storageDir). */
  uploadDir?: string;
  /** What stored files' addresses start with: `/media` here, or a CDN in front of it. */
  mediaBaseUrl: string;
  /** Largest upload of each kind, in bytes. */
  maxImageBytes: number;
  maxVideoBytes: number;
  maxFileBytes: number;
  /** How long an unfinished resumable upload may wait for its next part before it is deleted. */
  uploadExpiryHours: number;
  /** Stored objects no record references are deleted once this old (UNREFERENCED_GRACE_HOURS). */
  unreferencedGraceHours: number;
  /** UNREFERENCED_SWEEP_DRY_RUN=1: the sweep counts and logs them, and deletes nothing. */
  unreferencedSweepDryRun: boolean;
  /** Every admin logs in with a TOTP code; on by default with PostgreSQL (production), off on the embedded demo. */
  require2fa: boolean;
  /** Refuse API calls from addresses outside the IP whitelist (when the list has entries). */
  ipWhitelist: boolean;
  /** 32-byte AES-256-GCM key (base64 or hex) that encrypts TOTP secrets; generated and kept in the database when unset. */
  totpEncryptionKey?: Buffer;
  /** Serve the Swagger UI at /api/docs (the document itself is always at /api/v1/admin/openapi.json, for signed-in admins). */
  apiDocs: boolean;
  /** Seconds between turns per job name, replacing the declared schedules. */
  jobSchedules: Record<string, number>;
  /** Answer 503 with Retry-After, rather than queue, while the event loop lags by more than this (ms); 0: never. */
  maxEventLoopDelayMs: number;
  /** Answer 503 with Retry-After while the JS heap holds more than this (bytes); 0: never. */
  maxHeapUsedBytes: number;
  /** The Retry-After of those answers, in seconds. */
  overloadRetryAfterSeconds: number;
  /** The public intake: requests per minute per address and per site key, and the largest attached file. */
  publicPerIp: number;
  publicPerKey: number;
  publicMaxFileBytes: number;
  /** The visit events' intake (POST /api/v1/public/events): batches per minute per address and per site key. */
  eventsPerIp: number;
  eventsPerKey: number;
  /** Months of visit events kept besides the current one; older monthly partitions are dropped, older events refused. */
  analyticsRetentionMonths: number;
  /** Who writes the lines of a CSV export: the database (one text per batch to read) or the API (every cell read and written in the API). */
  csvLinesBy: 'database' | 'api';
  /** `smtp://user:pass@host:587` (or `smtps://`) to deliver the outbox's mails; unset: they stay in the outbox. */
  smtpUrl?: string;
  /** The sender of every mail. */
  mailFrom: string;
};

/** A 32-byte key given as 64 hex digits or as base64; anything else stops the start with a clear message. */
export const encryptionKey = (value: string | undefined): Buffer | undefined => {
  if (!value) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('TOTP_ENCRYPTION_KEY must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)');
  return key;
};

/** An http(s) address without a trailing slash; anything else stops the start with a clear message. */
const mediaBase = (value: string | undefined): string => {
  if (!value) return '/media';
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value)) throw new Error('MEDIA_BASE_URL must be an http(s) address, e.g. https://cdn.example.com/media');
  return value.replace(/\/+$/, '');
};

/** An smtp(s) address; anything else stops the start with a clear message. */
const smtpUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  if (!/^smtps?:\/\/\S+$/.test(value)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.com:587');
  return value;
};

const csvLinesBy = (value: string | undefined): TConfig['csvLinesBy'] => {
  if (value === undefined || value.trim() === '') return 'database';
  if (value !== 'database' && value !== 'api') throw new Error('CSV_LINES_BY must be database or api');
  return value;
};

/** A whole number of months, at least 1; anything else stops the start with a clear message. */
const retentionMonths = (value: string | undefined): number => {
  if (value === undefined || value.trim() === '') return 25;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 1200) throw new Error('ANALYTICS_RETENTION_MONTHS must be a whole number of months, at least 1 (default 25)');
  return months;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'off', 'no'].includes(value.toLowerCase());

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const databaseUrl = env.DATABASE_URL || undefined;
  const trust = env.TRUST_PROXY?.trim();
  const dataDir = resolve(env.DATA_DIR || 'data');
  const storageDir = env.STORAGE_DIR ? resolve(env.STORAGE_DIR) : join(dataDir, 'storage');
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
    cacheTtlMs: Number(env.CACHE_TTL_MS ?? 10_000),
    sessionCacheTtlMs: Number(env.SESSION_CACHE_TTL_MS ?? 60_000),
    storageDir,
    s3: env.S3_BUCKET
      ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT || undefined, region: env.S3_REGION || env.AWS_REGION || 'us-east-1', forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false) }
      : undefined,
    uploadDir: env.UPLOAD_DIR ? resolve(env.UPLOAD_DIR) : undefined,
    mediaBaseUrl: mediaBase(env.MEDIA_BASE_URL),
    maxImageBytes: Number(env.MAX_IMAGE_BYTES || 20 * 1024 ** 2),
    maxVideoBytes: Number(env.MAX_VIDEO_BYTES || 20 * 1024 ** 3),
    maxFileBytes: Number(env.MAX_FILE_BYTES || 100 * 1024 ** 2),
    uploadExpiryHours: Number(env.UPLOAD_EXPIRY_HOURS || 7 * 24),
    unreferencedGraceHours: Number(env.UNREFERENCED_GRACE_HOURS || 24),
    unreferencedSweepDryRun: flag(env.UNREFERENCED_SWEEP_DRY_RUN, false),
    require2fa: flag(env.REQUIRE_2FA, databaseUrl !== undefined),
    ipWhitelist: flag(env.IP_WHITELIST, false),
    totpEncryptionKey: encryptionKey(env.TOTP_ENCRYPTION_KEY?.trim()),
    apiDocs: flag(env.API_DOCS, databaseUrl === undefined),
    maxEventLoopDelayMs: Number(env.MAX_EVENT_LOOP_DELAY_MS ?? 1_000),
    maxHeapUsedBytes: Number(env.MAX_HEAP_USED_BYTES ?? Math.round(getHeapStatistics().heap_size_limit * 0.9)),
    overloadRetryAfterSeconds: Number(env.OVERLOAD_RETRY_AFTER_SECONDS || 5),
    jobSchedules: parseSchedules(env.JOB_SCHEDULES),
    publicPerIp: Number(env.PUBLIC_LIMIT_PER_IP || 20),
    publicPerKey: Number(env.PUBLIC_LIMIT_PER_KEY || 600),
    publicMaxFileBytes: Number(env.PUBLIC_MAX_FILE_BYTES || 10 * 1024 ** 2),
    eventsPerIp: Number(env.EVENTS_LIMIT_PER_IP || 6_000),
    eventsPerKey: Number(env.EVENTS_LIMIT_PER_KEY || 12_000),
    analyticsRetentionMonths: retentionMonths(env.ANALYTICS_RETENTION_MONTHS),
    csvLinesBy: csvLinesBy(env.CSV_LINES_BY),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Showrunner <no-reply@localhost>',
  };
};
