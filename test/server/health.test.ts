/**
 * /healthz and /readyz, as a load balancer calls them: no token, not behind the IP whitelist,
 * no line in the access log; readiness names what is missing.
 */
import { rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/index.ts';
import { checkMigrated } from '../../server/db/migrations.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => (t = await buildTestApp({ config: { ipWhitelist: true } })));
afterAll(() => t.close());

describe('health endpoints', () => {
  it('answer without a token, from an address outside the IP whitelist', async () => {
    await t.db.execute(sql`insert into ipwhitelists (ip) values ('10.9.9.9')`);
    expect((await t.app.inject({ method: 'GET', url: `${API}/videos` })).statusCode).toBe(403);
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('are not in the access log, where API requests are', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      database: t.database,
      config: { ...loadConfig({}), storageDir: t.storageDir },
      jwtSecret: 'test-secret',
      logStream: { write: (line) => void lines.push(line) },
      serveApp: false,
    });
    await app.ready();
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/readyz' });
    }
    expect(lines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
    await app.inject({ method: 'GET', url: `${API}/videos` });
    expect(lines.some((line) => line.includes('/api/v1/admin/videos'))).toBe(true);
    await app.close();
  });

  it('say not ready, with the reason, when storage is gone and while shutting down', async () => {
    rmSync(t.storageDir, { recursive: true, force: true });
    const gone = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(gone.statusCode).toBe(503);
    expect(gone.json().reason).toMatch(/^storage: /);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    t.app.drain();
    const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toEqual({ status: 'unavailable', reason: 'shutting down' });
    expect(draining.headers.connection).toBe('close');
  });

  it('tell a database without the migrations from a migrated one', async () => {
    await expect(checkMigrated(t.db)).resolves.toBeUndefined();
    const empty = await openDatabase({ pglite: new PGlite() });
    await expect(checkMigrated(empty.db)).rejects.toThrow('no migration applied');
    await empty.close();
  });
});
