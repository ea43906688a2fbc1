/**
 * A real app on a database of its own for one test file: a copy of the migrated template
 * (PGlite by default, PostgreSQL with TEST_DATABASE_URL), plus helpers to log in and to make
 * admins holding exactly the permissions a test needs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { TResource } from '../../resources/define.ts';
import { resources as registry } from '../../resources/index.ts';
import { buildApp, type TBuildOptions } from '../../server/app.ts';
import type { TReport } from '../../resources/report.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { loadConfig, type TConfig } from '../../server/config.ts';
import { syncPermissions } from '../../server/setup/bootstrap.ts';
import { openDatabase, PGLITE_EXTENSIONS, type TDatabase, type TDb } from '../../server/db/index.ts';
import { adminRoles, admins, permissions, rolePermissions, roles } from '../../server/db/system.ts';
import { templateDb, TEST_ADMIN_PASSWORD } from './constants.ts';

export const API = '/api/v1/admin';

/** Fixture entities live here, one folder each, as in `resources/`. */
const FIXTURES_DIR = fileURLToPath(new URL('../fixtures', import.meta.url));

export type TTestApp = {
  app: FastifyInstance;
  /** Where this app keeps uploads (temporary and resumable ones too, with a bucket). */
  storageDir: string;
  /** Every stored key and every file left under storageDir: what an upload leaves behind. */
  storedFiles: () => Promise<string[]>;
  db: TDb;
  database: TDatabase;
  /** Logs in and returns the access token. */
  login: (username?: string, password?: string) => Promise<string>;
  /** An admin whose one role holds exactly these permissions; returns its id and a token. */
  createAdmin: (permissionNames: string[], options?: { username?: string; password?: string }) => Promise<{ id: number; token: string; username: string }>;
  /** app.inject with a bearer token. */
  call: (token: string | undefined, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

const openCopy = async (): Promise<{ database: TDatabase; drop: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `showrunner_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDb()}`);
    await admin.end();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString() });
    return {
      database,
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) throw new Error('The server test setup did not run (vitest --project server).');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]), extensions: PGLITE_EXTENSIONS });
  return { database: await openDatabase({ pglite: client }), drop: async () => {} };
};

/**
 * A fresh bucket on the test S3 server when the suite runs on the bucket store (TEST_STORE=s3,
 * the `server-s3` project), else none: the local disk.
 */
const testBucket = async (): Promise<TConfig['s3']> => {
  if (process.env.TEST_STORE !== 's3') return undefined;
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('The S3 test setup did not run (vitest --project server-s3).');
  const options = { bucket: `test-${randomBytes(6).toString('hex')}`, endpoint, region: 'us-east-1', forcePathStyle: true };
  const client = new S3Client({ region: options.region, endpoint, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: options.bucket }));
  client.destroy();
  return options;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));

export const buildTestApp = async (
  options: { resources?: readonly TResource[]; reports?: readonly TReport[]; config?: Partial<TConfig>; prepare?: (db: TDb) => Promise<void>; scopeOf?: TBuildOptions['scopeOf'] } = {},
): Promise<TTestApp> => {
  const { database, drop } = await openCopy();
  const resources = options.resources ?? registry;
  if (options.prepare) await options.prepare(database.db);
  if (options.resources || options.reports) await syncPermissions(database.db, resources, options.reports);
  // Uploads land in a directory of the test's own. Answers kept in memory stay on, as in production:
  // rows a test writes straight into the database must show at once all the same.
  const storageDir = options.config?.storageDir ?? mkdtempSync(join(tmpdir(), 'showrunner-storage-'));
  const app = await buildApp({
    database,
    // A loaded test machine lags the event loop: shedding load is off unless a test turns it on.
    config: { ...loadConfig({}), storageDir, s3: await testBucket(), maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, ...options.config },
    jwtSecret: 'test-secret',
    resources,
    entityFolders: [FIXTURES_DIR],
    reports: options.reports,
    logger: false,
    serveApp: false,
    scopeOf: options.scopeOf,
  });
  await app.ready();

  const login = async (username = 'admin', password = TEST_ADMIN_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  };

  const createAdmin: TTestApp['createAdmin'] = async (names, opts = {}) => {
    const username = opts.username ?? `staff_${randomBytes(4).toString('hex')}`;
    const password = opts.password ?? 'Staff-pass-123';
    const db = database.db;
    const [role] = await db.insert(roles).values({ name: `role_${username}` }).returning();
    if (names.length) {
      const found = await db.select().from(permissions).where(inArray(permissions.name, names));
      if (found.length !== names.length) throw new Error(`unknown permission in ${names.join(', ')}`);
      await db.insert(rolePermissions).values(found.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    }
    const [admin] = await db.insert(admins).values({ username, passwordHash: await hashPassword(password) }).returning();
    await db.insert(adminRoles).values({ adminId: admin!.id, roleId: role!.id });
    return { id: admin!.id, username, token: await login(username, password) };
  };

  const call: TTestApp['call'] = (token, request) =>
    app.inject({ ...request, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers } });

  return {
    app,
    storageDir,
    storedFiles: async () => [...new Set([...(await app.storage.keys()), ...filesUnder(storageDir).map((path) => relative(storageDir, path))])].sort(),
    db: database.db,
    database,
    login,
    createAdmin,
    call,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
};

/** The admin row as stored (for tests that look behind the API). */
export const adminRow = async (db: TDb, id: number) => (await db.select().from(admins).where(eq(admins.id, id)))[0];
