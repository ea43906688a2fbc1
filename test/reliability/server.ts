/** The real server as a child process (`node --import tsx server/main.ts`) on a database of the run's own. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../server/db/index.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API = '/api/v1/admin';
export const PASSWORD = 'Reliability-Pass-2026';
const PG_ROOT = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type TTarget = { kind: 'pglite' | 'postgres'; dataDir: string; storageDir: string; databaseUrl?: string; drop: () => Promise<void> };

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** A fresh PostgreSQL database for the run, dropped at the end. */
export const freshPostgres = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `showrunner_reliability_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_ROOT });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(PG_ROOT);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
};

export type TServer = { base: string; process: ChildProcess; rssBytes: () => number; kill9: () => Promise<void>; stop: () => Promise<void> };

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export const startServer = async (target: TTarget, extraEnv: Record<string, string> = {}): Promise<TServer> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: target.dataDir,
      STORAGE_DIR: target.storageDir,
      DATABASE_URL: target.databaseUrl ?? '',
      ADMIN_PASSWORD: PASSWORD,
      SEED_DEMO: '1',
      REQUIRE_2FA: '0',
      LOG_LEVEL: 'error',
      ...extraEnv,
    },
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (${child.exitCode}): ${errors}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 180 s: ${errors}`);
    const answer = await fetch(`${base}${API}/tags`).catch(() => undefined);
    if (answer) {
      await answer.body?.cancel();
      if (answer.status === 401) break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    process: child,
    rssBytes: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
};

export const login = async (base: string): Promise<string> => {
  const answer = await fetch(`${base}${API}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) });
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { access_token: string }).access_token;
};

/** Runs SQL on the target's database with the server stopped (PGlite) or beside it (PostgreSQL); opening it is itself a check. */
export const withDatabase = async <T>(target: TTarget, use: (query: (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>): Promise<T> => {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await use(async (sql, params) => (await client.query(sql, params)).rows);
    } finally {
      await client.end();
    }
  }
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    return await use(async (sql, params) => (await client.query<Record<string, unknown>>(sql, params)).rows);
  } finally {
    await client.close();
  }
};
