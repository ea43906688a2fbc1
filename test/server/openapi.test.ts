/**
 * The OpenAPI document: every API route in it with what it answers, clean under `redocly lint`,
 * a typed client generated from it that compiles, real answers that match it, and only signed-in
 * admins may read it (SECURITY 38 for the docs page's headers).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import type { InjectOptions } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { reports, resources } from '../../resources/index.ts';
import { createTablesSql } from '../../server/db/generate.ts';
import { serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { gadgetsLaunched } from '../fixtures/gadgets_launched/schema.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { multipart, pngBytes } from './helpers/images.ts';

type TOperation = {
  operationId: string;
  summary?: string;
  description?: string;
  requestBody?: unknown;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }>;
};
type TDocument = { servers: unknown[]; paths: Record<string, Record<string, TOperation>>; components: Record<string, Record<string, unknown>> };

let t: TTestApp;
let token: string;
let doc: TDocument;
let dir: string;
beforeAll(async () => {
  // The fixture report (and the entity it reads) is in the document as a report of resources/ would be.
  t = await buildTestApp({
    resources: [...resources, gadgets],
    reports: [...reports, gadgetsLaunched],
    prepare: async (db) => {
      for (const statement of await createTablesSql({ gadgets: serverResource(gadgets).table })) await db.execute(sql.raw(statement));
    },
  });
  token = await t.login();
  const res = await t.call(token, { url: `${API}/openapi.json` });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  dir = mkdtempSync(join(tmpdir(), 'showrunner-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
const op = (method: string, path: string) => doc.paths[`${API}${path}`]![method]!;

describe('the OpenAPI document', () => {
  it('lists every API route, in snake_case, with the administration routes described', () => {
    const documented = operations().map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const shown = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !documented.includes(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
    // Only the 405 answers of missing operations are left out.
    expect(shown.every((r) => r.config.signedIn)).toBe(true);
    expect(op('post', '/login').description).toContain('two_factor_required');
    expect(op('post', '/googleVerify').description).toContain('accepted once');
    expect(op('post', '/roles/{id}/assign').summary).toBe('Replace the role’s permission set');
    expect(op('get', '/ipwhitelists/enforcement').description).toContain('IP_WHITELIST=on');
    expect(JSON.stringify(op('post', '/admins').requestBody)).toContain('two_factor_enabled');
  });

  it('names every operation once, after its resource and what it does', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(op('get', '/videos').operationId).toBe('listVideos');
    expect(op('get', '/videos/{id}').operationId).toBe('getVideo');
    expect(op('post', '/videos').operationId).toBe('createVideo');
    expect(op('put', '/videos/{id}').operationId).toBe('updateVideo');
    expect(op('delete', '/videos/{id}').operationId).toBe('deleteVideo');
    expect(op('post', '/videos/{id}/publish').operationId).toBe('publishVideo');
    expect(op('post', '/videos/publish-many').operationId).toBe('publishManyVideos');
    expect(op('get', '/audit_logs').operationId).toBe('listAuditLogs');
    expect(op('post', '/blocks/reorder').operationId).toBe('reorderBlocks');
    expect(op('post', '/login').operationId).toBe('login');
    expect(op('get', '/reports/gadgets-launched').operationId).toBe('getGadgetsLaunchedReport');
    expect(op('get', '/reports/gadgets-launched/exportCsv').operationId).toBe('exportGadgetsLaunchedReport');
  });

  it('describes a report\'s answer from its declared columns, totals only for the totalled ones', () => {
    const answer = op('get', '/reports/gadgets-launched').responses['200']!.content!['application/json']!.schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/GadgetsLaunchedReport' });
    const schema = doc.components.schemas!.GadgetsLaunchedReport as { properties: { rows: { items: { required: string[] } }; totals: { required: string[] } } };
    expect(schema.properties.rows.items.required).toEqual(['day', 'gadgets', 'value', 'active_share']);
    expect(schema.properties.totals.required).toEqual(['gadgets', 'value']);
    expect(Object.keys(op('get', '/reports/gadgets-launched/exportCsv').responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(op('get', '/reports/gadgets-launched').responses)).toEqual(['200', '400', '401', '403']);
  });

  it('documents every analytics call with its answer: rows and totals in the currency asked, or the declared shape', () => {
    const schemas = doc.components.schemas as Record<string, { required?: string[]; properties: Record<string, { items?: { required: string[] }; required?: string[]; properties?: Record<string, unknown> }> }>;
    for (const report of reports) {
      const pascal = report.name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
      const path = report.csvOnly ? report.csv.path! : report.path;
      const operation = op('get', path);
      expect(operation, path).toBeDefined();
      if (!report.csvOnly) expect(operation.responses['200']!.content!['application/json']!.schema, path).toEqual({ $ref: `#/components/schemas/${pascal}Report` });
      expect(Object.keys(operation.responses), path).toContain('422');
      if (path.includes('{id}')) expect(Object.keys(operation.responses), path).toContain('404');
    }
    const daily = schemas.DailyRevenueReport!;
    expect(daily.required).toEqual(['range', 'currency', 'rows', 'totals']);
    expect(daily.properties.rows!.items!.required).toContain('refund_ratio');
    // A ratio is recomputed in the totals.
    expect(daily.properties.totals!.required).toContain('refund_ratio');
    expect(schemas.DashboardReport!.properties.tiles!.required).toEqual(['visitors', 'sign_ups', 'new_subscribers', 'revenue', 'refunds', 'mrr']);
    expect(schemas.DashboardRealTimeRevenuesReport!.required).toContain('today_revenue');
    expect(op('get', '/analytics/channel/{id}/records').operationId).toBe('getChannelRecordsForChannelReport');
    expect(op('get', '/analytics/revenue/exportCsv').operationId).toBe('exportDailyRevenueReport');
    expect(Object.keys(op('get', '/dashboard/total-company-data-exportCsv').responses['200']!.content!)).toEqual(['text/csv']);
  });

  it('gives each operation its success status, its body and the errors it can answer', () => {
    const statuses = (method: string, path: string) => Object.keys(op(method, path).responses);
    const created = op('post', '/videos').responses['201']!;
    expect(created.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Video' });
    expect(statuses('post', '/videos')).toEqual(['201', '400', '401', '403', '409', '413', '415', '422']);
    expect(statuses('get', '/videos/{id}')).toEqual(['200', '400', '401', '403', '404']);
    expect(statuses('delete', '/tags/{id}')).toEqual(['200', '400', '401', '403', '404', '409']);
    // A signed-in admin needs no permission for their own profile; logging in needs no token; attempts are limited.
    expect(statuses('get', '/auth/me')).toEqual(['200', '401']);
    expect(statuses('post', '/login')).toContain('429');
    expect(op('post', '/login').security).toEqual([]);
    expect(op('get', '/videos').security).toBeUndefined();
    expect(statuses('post', '/files/images')).toEqual(['201', '400', '401', '403', '413', '415', '422', '451']);
    expect(statuses('patch', '/files/tus/{uploadId}')[0]).toBe('204');
    expect(op('patch', '/files/tus/{uploadId}').responses['204']!.content).toBeUndefined();
    for (const path of ['/videos', '/admins', '/roles', '/audit_logs', '/photos']) {
      expect(op('get', path).responses['200']!.headers, path).toHaveProperty('Content-Range');
    }
    expect(op('get', '/videos/exportCsv').responses['200']!.content).toHaveProperty('text/csv');
    expect(doc.components.responses!.UnprocessableEntity).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(doc.components.securitySchemes!.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.servers).toHaveLength(1);
  });

  it('names path parameters as the path does', () => {
    const params = op('delete', '/videos/{id}/photos/{photoId}').parameters!.filter((p) => p.in === 'path').map((p) => p.name);
    expect(params.sort()).toEqual(['id', 'photoId']);
  });

  it('passes redocly lint (recommended rules) with no error', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const cli = join(process.cwd(), 'node_modules/@redocly/cli/bin/cli.js');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json', '--max-problems', '1000'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const problems = (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: { ruleId: string; severity: string; message: string }[] }).problems;
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('generates a typed client (openapi-typescript) that compiles, and that refuses a wrong call', async () => {
    // A .ts file, so that skipping the standard library's checks still checks the generated types.
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(doc as never)));
    const call = (body: string) => `
      import type { paths, components } from './api.ts';
      type TVideo = components['schemas']['Video'];
      type TCreate = paths['/api/v1/admin/videos']['post']['requestBody']['content']['application/json'];
      type TCreated = paths['/api/v1/admin/videos']['post']['responses'][201]['content']['application/json'];
      type TError = paths['/api/v1/admin/videos']['post']['responses'][422]['content']['application/json'];
      export const create = (body: TCreate): Promise<TCreated> => Promise.resolve({ id: 1, serial_number: body.serial_number });
      export const title = (video: TVideo): string | null | undefined => video.title;
      export const firstError = (error: TError): string[] | undefined => error.errors?.serial_number;
      type TReport = paths['/api/v1/admin/reports/gadgets-launched']['get']['responses'][200]['content']['application/json'];
      export const totalValue = (report: TReport): number => report.totals.value;
      ${body}`;
    const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true, types: [] };
    let program: ts.Program | undefined;
    const compile = (source: string) => {
      writeFileSync(join(dir, 'client.ts'), source);
      program = ts.createProgram([join(dir, 'client.ts')], options, undefined, program);
      return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    };
    expect(compile(call(`export const made = create({ serial_number: 'SR-1', title: 'A title', tags: [1, 2] });`))).toEqual([]);
    expect(compile(call(`export const made = create({ serial_number: 1 });`)).join('\n')).toMatch(/not assignable/);
  });
});

/** Ajv reads OpenAPI 3.0's `exclusiveMinimum: true` as JSON Schema's number form. */
const draft07 = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(draft07);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, draft07(v)])) as Record<string, unknown>;
  if (schema.exclusiveMinimum === true) [schema.exclusiveMinimum, schema.minimum] = [schema.minimum, undefined];
  if (schema.exclusiveMaximum === true) [schema.exclusiveMaximum, schema.maximum] = [schema.maximum, undefined];
  return JSON.parse(JSON.stringify(schema));
};

describe('real answers', () => {
  it('have a documented status and match the documented body', async () => {
    const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(draft07({ components: doc.components }) as object, 'doc');
    /** Checks one call; `body` is a JSON payload, or a whole multipart request. */
    const check = async (method: string, path: string, url: string, body?: object, as = token) => {
      const request: Omit<InjectOptions, 'url'> = body && 'headers' in body ? (body as InjectOptions) : body ? { payload: body } : {};
      const res = await t.call(as, { method: method.toUpperCase() as never, url: `${API}${url}`, ...request });
      const answer = op(method, path).responses[String(res.statusCode)];
      expect(answer, `${method} ${url} → ${res.statusCode} ${res.body}`).toBeDefined();
      const resolved = (answer!.$ref ? doc.components.responses![answer!.$ref.split('/').pop()!] : answer) as TOperation['responses'][string];
      const schema = resolved.content?.['application/json']?.schema;
      if (schema) {
        const validate = ajv.compile(JSON.parse(JSON.stringify(draft07(schema)).replaceAll('"#/components', '"doc#/components')));
        expect(validate(res.json()), `${method} ${url}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
      // Every header the document says is always sent is there (the others come when they apply).
      for (const [header, ref] of Object.entries(resolved.headers ?? {})) {
        const declared = (ref as { $ref?: string }).$ref ? (doc.components as Record<string, Record<string, { required?: boolean }>>).headers![(ref as { $ref: string }).$ref.split('/').pop()!] : (ref as { required?: boolean });
        if (declared?.required) expect(res.headers[header.toLowerCase()], `${url} ${header}`).toBeDefined();
      }
      return res;
    };
    const tag = (await check('post', '/tags', '/tags', { name: 'openapi-tag' })).json();
    await check('post', '/tags', '/tags', { name: 'openapi-tag' });
    await check('post', '/tags', '/tags', { name: '' });
    const video = (await check('post', '/videos', '/videos', { serial_number: 'OA-1', title: 'Documented', tags: [tag.id] })).json();
    await check('get', '/videos', '/videos?range=[0,9]');
    await check('get', '/videos/{id}', `/videos/${video.id}`);
    await check('put', '/videos/{id}', `/videos/${video.id}`, { title: 'Documented again' });
    await check('post', '/videos/{id}/publish', `/videos/${video.id}/publish`);
    await check('post', '/videos/hide-many', '/videos/hide-many', { ids: [video.id] });
    await check('get', '/videos/{id}', '/videos/999999');
    await check('delete', '/videos/{id}', `/videos/${video.id}`);
    await check('get', '/admins', '/admins');
    await check('get', '/admins/{id}', '/admins/1');
    await check('get', '/roles', '/roles');
    await check('get', '/roles/{id}', '/roles/1');
    await check('get', '/audit_logs', '/audit_logs?range=[0,4]');
    await check('get', '/auth/me', '/auth/me');
    await check('get', '/ipwhitelists/enforcement', '/ipwhitelists/enforcement');
    const image = (await check('post', '/files/images', '/files/images', multipart([{ filename: 'a.png', content: await pngBytes() }]))).json();
    await check('post', '/files/images', '/files/images', multipart([{ filename: 'a.html', content: Buffer.from('<html>hi</html>') }]));
    const gallery = (await check('post', '/videos', '/videos', { serial_number: 'OA-2' })).json();
    await check('post', '/videos/{id}/photos', `/videos/${gallery.id}/photos`, multipart([{ filename: 'b.png', content: await pngBytes() }]));
    const [photo] = (await check('get', '/videos/{id}', `/videos/${gallery.id}`)).json().gallery;
    await check('delete', '/videos/{id}/photos/{photoId}', `/videos/${gallery.id}/photos/${photo.id}`);
    await check('get', '/photos', `/photos?filter=${encodeURIComponent(JSON.stringify({ id: [image.id] }))}`);
    await check('post', '/gadgets', '/gadgets', { name: 'Reported', price: 1250, currency: 'USD', launched: '2024-03-01', kind: 'phone', active: true });
    await check('get', '/reports/gadgets-launched', '/reports/gadgets-launched?range=custom&from=2024-03-01&to=2024-03-31');
    await check('get', '/reports/gadgets-launched', '/reports/gadgets-launched?range=custom&from=2024-03-02&to=2024-03-01');
    await check('get', '/tags', '/tags', undefined, (await t.createAdmin([])).token);
    await check('get', '/tags', '/tags', undefined, '');
    // A versioned, idempotent resource: its version as ETag, a save without it, a stale one, a replay.
    const planPayload = { name: 'Documented plan', title: 'One month', currency: 'USD', initial_period_count: 1, initial_period_unit: 'month', initial_original_price: 999, recurring_period_count: 1, recurring_period_unit: 'month', recurring_original_price: 999 };
    const keyed = { headers: { 'idempotency-key': 'openapi-plan' }, payload: planPayload };
    const plan = (await check('post', '/plans', '/plans', keyed)).json();
    await check('post', '/plans', '/plans', keyed);
    await check('post', '/plans', '/plans', { ...keyed, payload: { ...planPayload, title: 'Other' } });
    await check('get', '/plans/{id}', `/plans/${plan.id}`);
    await check('put', '/plans/{id}', `/plans/${plan.id}`, { title: 'No version' });
    await check('put', '/plans/{id}', `/plans/${plan.id}`, { headers: { 'if-match': '"1"' }, payload: { title: 'Saved' } });
    await check('put', '/plans/{id}', `/plans/${plan.id}`, { title: 'Stale', version: 1 });
  });

  it('documents versioned saves and Idempotency-Key where a resource declares them', () => {
    const update = op('put', '/plans/{id}');
    expect(Object.keys(update.responses)).toEqual(expect.arrayContaining(['200', '409', '422', '428']));
    expect(update.responses['200']!.headers).toHaveProperty('ETag');
    expect(op('get', '/plans/{id}').responses['200']!.headers).toHaveProperty('ETag');
    const headerNames = (method: string, path: string) => (op(method, path).parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headerNames('put', '/plans/{id}').sort()).toEqual(['idempotency-key', 'if-match']);
    expect(headerNames('post', '/plans')).toEqual(['idempotency-key']);
    expect(headerNames('put', '/users/{id}')).toEqual(['if-match']);
    // A record that keeps no version may name the updated_at it read: no 428, a 409 when saved since.
    expect(headerNames('put', '/tags/{id}')).toEqual(['if-match']);
    expect(Object.keys(op('put', '/tags/{id}').responses)).not.toContain('428');
    expect(Object.keys(op('put', '/tags/{id}').responses)).toContain('409');
  });
});

describe('who reads the document (L3)', () => {
  const cspOf = async (url: string, authorization?: string) => (await t.app.inject({ url, headers: authorization ? { authorization } : {} })).headers['content-security-policy'];

  it('is an API route for signed-in admins only', async () => {
    expect((await t.call(undefined, { url: `${API}/openapi.json` })).statusCode).toBe(401);
    expect((await t.call('not-a-token', { url: `${API}/openapi.json` })).statusCode).toBe(401);
    const staff = await t.createAdmin([]);
    const res = await t.call(staff.token, { url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().openapi).toBe('3.0.3');
  });

  it('is not served anonymously at the docs page’s own addresses', async () => {
    for (const url of ['/api/docs/json', '/api/docs/yaml']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
      expect((await t.call(token, { url })).statusCode, url).toBe(404);
    }
  });

  it('has a docs page with the app’s own security headers, reading the document with the app’s token', async () => {
    const appCsp = await cspOf(`${API}/tags`, `Bearer ${token}`);
    expect(appCsp).toContain("base-uri 'none'");
    expect(appCsp).toContain("frame-ancestors 'none'");
    for (const url of ['/api/docs', '/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(400);
      expect(res.headers['content-security-policy'], url).toBe(appCsp);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const initializer = (await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' })).body;
    expect(initializer).toContain(`${API}/openapi.json`);
    expect(initializer).toContain("localStorage.getItem('token')");
  });

  it('has no docs page when API_DOCS is off', async () => {
    const off = await buildTestApp({ config: { apiDocs: false } });
    try {
      expect((await off.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await off.app.inject({ url: '/api/docs/static/index.html' })).statusCode).toBe(404);
      expect((await off.call(await off.login(), { url: `${API}/openapi.json` })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
