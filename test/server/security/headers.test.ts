/** SECURITY 37, 38: what every answer carries and, for a server fault, what it does not. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type TConfig } from '../../../server/config.ts';
import { HttpError } from '../../../server/lib/errors.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
});
afterAll(() => t.close());

/** A second app on the test's database, with its own settings and routes. */
const appWith = async (config: Partial<TConfig>, extend?: (app: FastifyInstance) => void, logLines?: string[]) => {
  const app = await buildApp({
    database: t.database,
    config: { ...loadConfig({}), ...config },
    jwtSecret: 'test-secret',
    serveApp: false,
    logStream: { write: (line: string) => logLines?.push(line) },
  });
  extend?.(app);
  await app.ready();
  return app;
};

const GENERIC = { message: 'Something went wrong on our side. Please try again.' };

describe('server faults (37)', () => {
  it('answer a generic message, no stack, no detail; the log keeps the detail', async () => {
    const log: string[] = [];
    const app = await appWith(
      {},
      (app) => {
        const config = { public: true };
        app.get(`${API}/test-throws`, { config }, async () => {
          throw new Error('kaboom in /srv/showrunner/secret-path.ts');
        });
        app.get(`${API}/test-type-error`, { config }, async () => (null as unknown as { x: { y: number } }).x.y);
        app.get(`${API}/test-upstream`, { config }, async () => {
          throw Object.assign(new Error('upstream said: password=hunter2'), { statusCode: 502 });
        });
        app.get(`${API}/test-rejects-string`, { config }, async () => Promise.reject('a bare string'));
        app.get(`${API}/test-unavailable`, { config }, async () => {
          throw new HttpError(503, 'errors.server');
        });
      },
      log,
    );
    try {
      for (const path of ['test-throws', 'test-type-error', 'test-upstream', 'test-rejects-string', 'test-unavailable']) {
        const res = await app.inject({ url: `${API}/${path}` });
        expect(res.statusCode, path).toBeGreaterThanOrEqual(500);
        expect(res.json(), path).toEqual(GENERIC);
        expect(res.body, path).not.toMatch(/kaboom|secret-path|hunter2|TypeError|at |\.ts|stack/);
        expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      }
      const zh = await app.inject({ url: `${API}/test-throws`, headers: { 'accept-language': 'zh-TW' } });
      expect(zh.json()).toEqual({ message: '系統發生錯誤，請稍後再試。' });
      expect(log.join('')).toContain('kaboom in /srv/showrunner/secret-path.ts');
    } finally {
      await app.close();
    }
  });
});

describe('security headers (38)', () => {
  it('are on API answers, successful or not', async () => {
    const answers = [
      await t.call(token, { url: `${API}/tags` }),
      await t.call(undefined, { url: `${API}/tags` }),
      await t.call(token, { url: `${API}/tags/999999` }),
      await t.call(token, { url: `${API}/nothing-here` }),
      await t.call(token, { method: 'POST', url: `${API}/tags`, payload: {} }),
    ];
    for (const res of answers) {
      const label = `${res.statusCode} ${res.raw.req.url}`;
      const csp = String(res.headers['content-security-policy']);
      expect(csp, label).toContain("object-src 'none'");
      expect(csp, label).toContain("base-uri 'none'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], label).toBe('nosniff');
      expect(res.headers['referrer-policy'], label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
      expect(res.headers['cache-control'], label).toBe('no-store');
      expect(res.headers['access-control-allow-origin'], label).toBeUndefined();
    }
  });

  it('include no CORS grant when no origin is configured, whatever the Origin', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:8080']) {
      const res = await t.call(token, { url: `${API}/tags`, headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await t.call(undefined, { method: 'OPTIONS', url: `${API}/tags`, headers: { origin, 'access-control-request-method': 'GET' } });
      expect(preflight.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });

  it('grant CORS to exactly the configured origin, preflight included', async () => {
    const allowed = 'https://admin.example.com';
    const app = await appWith({ corsOrigins: [allowed] });
    try {
      const ok = await app.inject({ url: `${API}/tags`, headers: { origin: allowed, authorization: `Bearer ${token}` } });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['access-control-allow-origin']).toBe(allowed);
      expect(ok.headers.vary).toContain('Origin');
      expect(ok.headers['access-control-expose-headers']).toContain('Content-Range');

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: `${API}/tags`,
        headers: { origin: allowed, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(allowed);
      expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization/);
      expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/POST/);

      for (const origin of ['https://evil.example', `${allowed}.evil.example`, 'http://admin.example.com', 'null']) {
        const res = await app.inject({ url: `${API}/tags`, headers: { origin, authorization: `Bearer ${token}` } });
        expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
        const other = await app.inject({ method: 'OPTIONS', url: `${API}/tags`, headers: { origin, 'access-control-request-method': 'GET' } });
        expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });
});
