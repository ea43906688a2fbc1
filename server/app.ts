/** Builds the API and the app's static server: used by main.ts and by every API test. */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { registerReport } from './crud/report.ts';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TResource } from '../resources/define.ts';
import type { TReport } from '../resources/report.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerTwoFactorRoutes } from './auth/twoFactorRoutes.ts';
import type { TConfig } from './config.ts';
import { registerGalleryRoutes } from './crud/gallery.ts';
import { registerCrudRoutes } from './crud/routes.ts';
import { registerInbox } from './crud/inbox.ts';
import { registerIntakeRoutes } from './crud/intake.ts';
import { registerEventsRoute } from './analytics/ingestRoute.ts';
import { tendingJob } from './db/tending.ts';
import { ensureRowCounts, ROW_COUNTS_LOCK } from './db/rowCounts.ts';
import { countedTables, linkCopies, positionedTables } from './crud/listSql.ts';
import { ensurePositions, splitJob } from './db/positions.ts';
import { ensureLinkSortKeys } from './db/linkSortKeys.ts';
import { ensureSearchCopies, searchCopies } from './db/searchCopies.ts';
import { partitionsJob } from './analytics/partitions.ts';
import { idempotencySweepJob } from './crud/idempotency.ts';
import { registerBackupRoute } from './db/backupRoute.ts';
import type { TDatabase } from './db/index.ts';
import { registerMedia } from './files/media.ts';
import { registerFileRoutes } from './files/routes.ts';
import { checkMigrated } from './db/migrations.ts';
import { healthPlugin } from './plugins/health.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { mailPlugin } from './plugins/mail.ts';
import { scheduleUploadSweeps } from './plugins/uploadSweeps.ts';
import { scheduleUnreferencedSweep } from './plugins/unreferencedSweep.ts';
import { apiDocsPlugin } from './plugins/apiDocs.ts';
import { useMediaBase } from './files/present.ts';
import { openStorage } from './files/stores.ts';
import { sweepUploadLeftovers } from './files/sweep.ts';
import type { TScope } from './crud/scope.ts';
import { authPlugin, type TSignedIn } from './plugins/auth.ts';
import { errorForLog } from './lib/logErrors.ts';
import { changesPlugin } from './plugins/changes.ts';
import { casingPlugin } from './plugins/casing.ts';
import { corsPlugin } from './plugins/cors.ts';
import { dbPlugin } from './plugins/db.ts';
import { bodiesPlugin } from './plugins/bodies.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { ipWhitelistPlugin } from './plugins/ipWhitelist.ts';
import { storagePlugin } from './plugins/storage.ts';
import { overloadPlugin } from './plugins/overload.ts';
import { twoFactorPlugin } from './plugins/twoFactor.ts';
import { loadServerRegistry, RESOURCES_DIR, serverRegistry } from './registry.ts';

/** The largest body a customer-facing site may send without a file: a ticket is a few kilobytes. */
const PUBLIC_BODY_BYTES = 64 * 1024;

export const DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

export type TBuildOptions = {
  database: TDatabase;
  config: TConfig;
  jwtSecret: string;
  resources?: readonly TResource[];
  /** The reports, the registry's unless given; their queries are found in their folders as entities' server sides are. */
  reports?: readonly TReport[];
  /** Folders of entity and report folders besides `resources/`, searched for the server sides of `resources` and `reports` (a test's fixtures). */
  entityFolders?: readonly string[];
  /** A pino logger configuration, or false (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where the default logger writes instead of stdout (a test that reads the log). */
  logStream?: { write: (line: string) => void };
  serveApp?: boolean;
  /** Which rows an admin may see; by default their channels when their roles are channel-scoped (plugins/auth.ts). */
  scopeOf?: (admin: TSignedIn) => TScope;
};

/** Secrets never reach the log, whatever logs them. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.access_token',
  '*.challenge',
  '*.code',
  '*.otpauth_url',
  '*.otpauthUrl',
];

/** A CDN's origin, which the app's pages then load images and videos from. */
const mediaOrigins = (mediaBaseUrl: string) => (mediaBaseUrl.startsWith('http') ? [new URL(mediaBaseUrl).origin] : []);

export const buildApp = async (options: TBuildOptions): Promise<FastifyInstance> => {
  const { config } = options;
  useMediaBase(config.mediaBaseUrl);
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: LOG_REDACT, serializers: { err: errorForLog }, ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors,
    // On shutdown, requests on open connections are answered (with Connection: close, see
    // plugins/health.ts) rather than refused or cut; main.ts closes what stays idle.
    forceCloseConnections: false,
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(bodiesPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigins(config.mediaBaseUrl)],
        mediaSrc: ["'self'", ...mediaOrigins(config.mediaBaseUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
  await app.register(corsPlugin, { origins: config.corsOrigins });
  const { maxEventLoopDelayMs, maxHeapUsedBytes, overloadRetryAfterSeconds } = config;
  await app.register(overloadPlugin, { maxEventLoopDelayMs, maxHeapUsedBytes, overloadRetryAfterSeconds });

  await app.register(dbPlugin, { database: options.database });
  await app.register(jobsPlugin, { schedules: config.jobSchedules });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });
  await app.register(casingPlugin);
  await app.register(changesPlugin, { ttlMs: config.cacheTtlMs });
  // Before authentication: an address outside the whitelist learns nothing, not even 401.
  await app.register(ipWhitelistPlugin, { enforced: config.ipWhitelist });
  await app.register(authPlugin, { secret: options.jwtSecret, ttlSeconds: config.tokenTtlSeconds, cacheTtlMs: config.sessionCacheTtlMs, scopeOf: options.scopeOf });
  await app.register(twoFactorPlugin, { required: config.require2fa, key: config.totpEncryptionKey });
  const { entries, reports } =
    options.resources || options.reports
      ? await loadServerRegistry(options.resources ?? serverRegistry.entries.map((entry) => entry.resource), [RESOURCES_DIR, ...(options.entityFolders ?? [])], options.reports)
      : serverRegistry;
  await app.register(apiDocsPlugin, { resources: entries.map((entry) => entry.resource), reports: reports.map((r) => r.report), ui: config.apiDocs });
  // Every listed table keeps its exact row counts (an unfiltered list's total, and a counted field's); instances started together take turns.
  await options.database.exclusive(ROW_COUNTS_LOCK, async (db) => {
    await ensureRowCounts(db, countedTables(entries));
    // The join tables of filters by reference keep their owners' sort fields (a tag's videos sorted by title, on one index).
    await ensureLinkSortKeys(db, linkCopies(entries));
    // Resources searched often keep their search's texts and sort keys in a narrow table (a title word's videos read and sorted there).
    await ensureSearchCopies(db, searchCopies(entries));
    // Large lists keep their rows' positions in each sort, in blocks, so that a jump to any page walks one block.
    await ensurePositions(db, positionedTables(entries));
  });

  registerAuthRoutes(app);
  registerTwoFactorRoutes(app);
  for (const entry of entries) {
    // A resource's own routes first: they take over the generic operations they answer.
    entry.extension.routes?.(app);
    registerCrudRoutes(app, entry, { csvLinesBy: config.csvLinesBy });
    const { jobs } = entry.extension;
    for (const job of typeof jobs === 'function' ? jobs(app) : (jobs ?? [])) app.jobs.add(job);
  }
  // Idempotency keys past their 24 hours are forgotten.
  app.jobs.add(idempotencySweepJob);
  // The visit events' monthly partitions: made ahead, expired ones dropped.
  app.jobs.add(partitionsJob(config.analyticsRetentionMonths));
  // Blocks of kept positions grown past their size are cut in two.
  const positioned = positionedTables(entries);
  if (positioned.length) app.jobs.add(splitJob(positioned));
  // The embedded database has no autovacuum: a job does its work.
  if (options.database.kind === 'pglite') app.jobs.add(tendingJob);
  registerInbox(app, entries);
  for (const report of reports) registerReport(app, report);

  mkdirSync(config.storageDir, { recursive: true });
  const storage = openStorage(config);
  await app.register(storagePlugin, { storage });
  await app.register(healthPlugin, {
    checks: {
      database: () => checkMigrated(options.database.db),
      storage: () => storage.check(),
    },
  });
  const limits = { image: config.maxImageBytes, video: config.maxVideoBytes, file: config.maxFileBytes };
  // Multipart and tus parse bodies in this scope only; everything else takes JSON.
  let sweepResumable: () => Promise<number> = async () => 0;
  await app.register(async (scope) => {
    sweepResumable = await registerFileRoutes(scope, {
      storage,
      limits,
      uploadDir: config.uploadDir ?? join(config.storageDir, 'tus'),
      uploadExpiryMs: config.uploadExpiryHours * 3_600_000,
      corsOrigins: config.corsOrigins,
    });
    for (const entry of entries) registerGalleryRoutes(scope, entry, storage, limits);
  });
  await registerIntakeRoutes(app, {
    entries,
    caller: entries.find((entry) => entry.extension.publicCaller)?.extension.publicCaller,
    storage,
    limits: { perIp: config.publicPerIp, perCaller: config.publicPerKey, bodyBytes: PUBLIC_BODY_BYTES, fileBytes: Math.min(config.publicMaxFileBytes, config.maxFileBytes) },
  });
  await registerEventsRoute(app, {
    caller: entries.find((entry) => entry.extension.publicCaller)?.extension.publicCaller,
    limits: { perIp: config.eventsPerIp, perCaller: config.eventsPerKey, retentionMonths: config.analyticsRetentionMonths },
  });
  await registerMedia(app, storage);
  registerBackupRoute(app, options.database, config.storageDir);
  scheduleUploadSweeps(app, () => sweepUploadLeftovers({ tempDir: storage.tempDir, sweepResumable }));
  scheduleUnreferencedSweep(app, { storage, graceHours: config.unreferencedGraceHours, dryRun: config.unreferencedSweepDryRun });

  if (options.serveApp !== false && existsSync(DIST_DIR)) {
    await app.register(fastifyStatic, { root: DIST_DIR, prefix: '/', index: 'index.html' });
  }
  return app;
};
