/** The OpenAPI document: every API route in it, the administration and two-factor routes with what they promise. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('lists every API route, in snake_case, with the administration routes described', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { summary?: string; description?: string; requestBody?: unknown }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    const shown = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !documented.includes(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    // Only the 405 answers of missing operations are left out.
    expect(shown.every((r) => r.config.signedIn)).toBe(true);
    expect(doc.paths[`${API}/login`]!.post!.description).toContain('two_factor_required');
    expect(doc.paths[`${API}/googleVerify`]!.post!.description).toContain('accepted once');
    expect(doc.paths[`${API}/roles/{id}/assign`]!.post!.summary).toBe('Replace the role’s permission set');
    expect(doc.paths[`${API}/ipwhitelists/enforcement`]!.get!.description).toContain('IP_WHITELIST=on');
    expect(JSON.stringify(doc.paths[`${API}/admins`]!.post!.requestBody)).toContain('two_factor_enabled');
  });
});
