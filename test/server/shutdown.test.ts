/**
 * The server as an operator runs it: `node --import tsx server/main.ts` on an embedded data
 * directory. SIGTERM drains it (readiness fails at once, requests in flight are answered, none is
 * cut) and closes it cleanly (exit 0); a second signal exits at once; the next start opens the
 * same database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, get, startReaders, startServer } from '../helpers/serverProcess.ts';

const PASSWORD = 'Shutdown-pass-4242';
const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (port: number) => startServer(port, { DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });

describe('the server process', () => {
  it('drains on SIGTERM under 20 readers, exits 0, and starts again on the same data; a second signal exits at once', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const first = await start(port);
    try {
      const res = await login(port);
      expect(res.status).toBe(200);
      const token = (await res.json()).access_token as string;
      const probe = new Agent({ keepAlive: true, maxSockets: 1 });
      expect(JSON.parse((await get(probe, port, '/readyz')).body)).toEqual({ status: 'ready' });
      expect((await get(probe, port, '/healthz')).status).toBe(200);

      const readers = startReaders(20, [port], '/api/v1/admin/videos', token);
      await sleep(500);
      first.child.kill('SIGTERM');
      await sleep(100);
      // On a connection opened before the signal, readiness already fails, and the connection is closed after.
      const draining = await get(probe, port, '/readyz');
      expect(draining.status).toBe(503);
      expect(JSON.parse(draining.body)).toEqual({ status: 'unavailable', reason: 'shutting down' });
      expect(draining.headers.connection).toBe('close');
      probe.destroy();

      expect(await first.exited, first.output()).toBe(0);
      const results = await readers.stop();
      expect(results.lost).toEqual([]);
      expect(results.answered.length).toBeGreaterThan(20);
      expect(results.answered.every((status) => status === 200)).toBe(true);
      // Every reader went on until the closed port no longer took its connection, and stopped there.
      expect(results.refused).toBe(20);
    } finally {
      first.child.kill('SIGTERM');
    }
    expect(await first.exited, first.output()).toBe(0);

    const second = await start(port);
    const idle = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const res = await login(port);
      expect(res.status).toBe(200);
      expect((await res.json()).access_token).toEqual(expect.any(String));
      // An idle kept-alive connection holds the first shutdown for a second: the second signal does not wait.
      expect((await get(idle, port, '/healthz')).status).toBe(200);
      second.child.kill('SIGTERM');
      await sleep(200);
      second.child.kill('SIGTERM');
    } finally {
      second.child.kill('SIGTERM');
    }
    expect(await second.exited, second.output()).toBe(1);
    idle.destroy();
    expect(second.output()).not.toContain('First admin created');
  });
});
