/**
 * The server as an operator runs it: `node --import tsx server/main.ts` on an embedded data
 * directory. SIGTERM closes it cleanly (exit 0), and the next start opens the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'Shutdown-pass-4242';
const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

type TServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const start = async (port: number): Promise<TServer> => {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ADMIN_PASSWORD: PASSWORD, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Showrunner is running at') && resolve());
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  await listening;
  return { child, output: () => output, exited };
};

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });

describe('the server process', () => {
  it('stops on SIGTERM with exit code 0, and starts again on the same data', { timeout: 40_000 }, async () => {
    const port = await freePort();
    const first = await start(port);
    try {
      expect((await login(port)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited, first.output()).toBe(0);

    const second = await start(port);
    try {
      const res = await login(port);
      expect(res.status).toBe(200);
      expect((await res.json()).access_token).toEqual(expect.any(String));
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).not.toContain('First admin created');
  });
});
