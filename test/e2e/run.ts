/**
 * `npm run test:e2e`: builds the app, starts the real server on a fresh embedded database and a
 * free port, runs the browser journeys in Debian's Chromium (node's test runner), and stops the
 * server. Screenshots land in test/e2e/screenshots (git-ignored).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { prepareE2eDatabase } from './fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN_PASSWORD = 'E2e-admin-pass-1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const waitFor = async (url: string, server: ChildProcess, seconds = 60) => {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer at ${url} within ${seconds} s`);
};

await build({ root, logLevel: 'warn' });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-e2e-'));
await prepareE2eDatabase(dataDir, E2E_ADMIN_PASSWORD);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, SEED_DEMO: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let code = 1;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, server);
  // Node 20's test runner takes files, not globs.
  const journeys = process.argv.slice(2).length
    ? process.argv.slice(2)
    : readdirSync(join(root, 'test/e2e/journeys')).filter((f) => f.endsWith('.e2e.ts')).map((f) => `test/e2e/journeys/${f}`);
  const runner = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...journeys], {
    cwd: root,
    env: { ...process.env, E2E_URL: base, E2E_ADMIN_PASSWORD },
    stdio: 'inherit',
  });
  code = await new Promise<number>((resolve) => runner.on('exit', (c) => resolve(c ?? 1)));
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
