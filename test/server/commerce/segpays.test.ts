/**
 * Card payment settings: every route as no token, without and with its permission; the postback
 * secret is write-only: never in an answer, a list, the audit log; kept when the mask is sent
 * back or the field left out, replaced only by a new one; sealed at rest.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segpays } from '../../../resources/segpays/schema.ts';
import { openSecret, sealStoredSecrets } from '../../../server/crud/secrets.ts';
import { serverResource } from '../../../server/registry.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith } from '../helpers/staff.ts';
import { caller, editor, listQuery, type TMethod } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let edit: ReturnType<typeof editor>;
let siteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  edit = editor(t);
  siteId = (await siteWithKey(t, token)).id;
});
afterAll(() => t.close());

const SECRET = 'first-Secret-of-the-account-0001';
const segpayBody = (values: Record<string, unknown> = {}) => ({
  name: `Main account ${Math.random().toString(36).slice(2, 8)}`,
  site: siteId,
  merchant_id: 'M-1001',
  package_id: 'P-2001',
  currency: 'USD',
  postback_secret: SECRET,
  transaction_fee_rate: 450,
  transaction_fee_fixed: 30,
  settlement_fee_rate: 100,
  reserve_rate: 1000,
  ...values,
});
const createSegpay = async (values: Record<string, unknown> = {}) => {
  const res = await call(token, 'POST', '/segpays', segpayBody(values));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};
const rawSecret = async (id: number) =>
  ((await t.db.execute(sql.raw(`select postback_secret from segpays where id = ${id}`))) as unknown as { rows: { postback_secret: string }[] }).rows[0]!.postback_secret;
/** The secret as the postback route reads it: opened with the server's key. */
const storedSecret = async (id: number) => openSecret(await t.app.twoFactor.key(), segpays, 'postbackSecret', await rawSecret(id));

describe('every route, by role', () => {
  const all = ['list-segpays', 'create-segpays', 'edit-segpays'];
  const cases: { name: string; method: TMethod; path: (id: number) => string; permissions: string[]; body?: () => object; ok: number }[] = [
    { name: 'list', method: 'GET', path: () => '/segpays', permissions: ['list-segpays'], ok: 200 },
    { name: 'get', method: 'GET', path: (id) => `/segpays/${id}`, permissions: ['list-segpays'], ok: 200 },
    { name: 'create', method: 'POST', path: () => '/segpays', permissions: ['create-segpays'], body: () => segpayBody(), ok: 201 },
    { name: 'update', method: 'PUT', path: (id) => `/segpays/${id}`, permissions: ['edit-segpays'], body: () => ({ reserve_rate: 500, version: 1 }), ok: 200 },
  ];

  it.each(cases)('$name: 401 without a token, 403 without $permissions, $ok with it', async ({ name, method, path, permissions, body, ok }) => {
    const { id } = await createSegpay();
    const payload = body?.();
    expect((await call(undefined, method, path(id), payload)).statusCode).toBe(401);
    const opening = name === 'get' ? [...permissions, 'edit-segpays'] : permissions;
    const without = await staffWith(t, all.filter((p) => !opening.includes(p)));
    expect((await call(await without.token(), method, path(id), payload)).statusCode).toBe(403);
    const res = await call(await (await staffWith(t, permissions)).token(), method, path(id), payload);
    expect(res.statusCode, res.body).toBe(ok);
  });

  it('has no delete: a setting is switched off instead (405)', async () => {
    const { id } = await createSegpay();
    expect((await call(token, 'DELETE', `/segpays/${id}`)).statusCode).toBe(405);
  });
});

describe('the postback secret', () => {
  it('is never answered: create, get, list and update read it masked', async () => {
    const created = await createSegpay();
    expect(created.postback_secret).toBe('********');
    const got = await call(token, 'GET', `/segpays/${created.id}`);
    expect(got.json().postback_secret).toBe('********');
    const listed = await call(token, 'GET', `/segpays?${listQuery({ filter: { id: [created.id] } })}`);
    const updated = await edit(token, `/segpays/${created.id}`, { name: 'Renamed' });
    for (const res of [got, listed, updated]) expect(res.body).not.toContain(SECRET);
  });

  it('is kept when the mask is sent back or the field left out, and replaced by a new one', async () => {
    const { id } = await createSegpay();
    expect((await edit(token, `/segpays/${id}`, { postback_secret: '********', name: 'Kept' })).statusCode).toBe(200);
    expect(await storedSecret(id)).toBe(SECRET);
    expect((await edit(token, `/segpays/${id}`, { name: 'Still kept' })).statusCode).toBe(200);
    expect(await storedSecret(id)).toBe(SECRET);
    const next = 'second-Secret-of-the-account-0002';
    const res = await edit(token, `/segpays/${id}`, { postback_secret: next });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(next);
    expect(await storedSecret(id)).toBe(next);
  });

  it('is sealed at rest: the column holds no trace of it, and a setting made before secrets were sealed is sealed at the next start', async () => {
    const { id } = await createSegpay();
    const stored = await rawSecret(id);
    expect(stored).not.toContain(SECRET);
    expect(stored.startsWith('v1.')).toBe(true);
    expect(await storedSecret(id)).toBe(SECRET);
    // Sealed for this resource and field only: the same text opened as another field's is refused.
    const key = await t.app.twoFactor.key();
    expect(() => openSecret(key, segpays, 'merchantId', stored)).toThrow();

    const legacy = 'legacy-Secret-kept-in-clear-0009';
    await t.db.execute(sql`update segpays set postback_secret = ${legacy} where id = ${id}`);
    expect(await storedSecret(id)).toBe(legacy);
    expect(await sealStoredSecrets(t.db, key, [{ resource: segpays, table: serverResource(segpays).table }])).toBe(1);
    expect(await rawSecret(id)).not.toContain(legacy);
    expect(await storedSecret(id)).toBe(legacy);
    expect(await sealStoredSecrets(t.db, key, [{ resource: segpays, table: serverResource(segpays).table }])).toBe(0);
  });

  it('never reaches the audit log', async () => {
    const { id } = await createSegpay();
    await edit(token, `/segpays/${id}`, { postback_secret: 'third-Secret-of-the-account-0003' });
    const rows = (await t.db.execute(sql.raw(`select before::text as b, after::text as a from audit_log where resource = 'segpays'`))) as unknown as { rows: { a: string | null; b: string | null }[] };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) {
      expect(`${row.a}${row.b}`).not.toContain('Secret-of-the-account');
    }
  });

  it('answers 422 on the field: too short, with spaces, missing on create', async () => {
    expect((await call(token, 'POST', '/segpays', segpayBody({ postback_secret: 'short' }))).json().errors.postback_secret).toBeDefined();
    expect((await call(token, 'POST', '/segpays', segpayBody({ postback_secret: 'a secret with spaces in it' }))).json().errors.postback_secret).toBeDefined();
    const { postback_secret: _, ...without } = segpayBody();
    expect((await call(token, 'POST', '/segpays', without)).statusCode).toBe(422);
  });

  it('cannot be filtered or sorted by (400)', async () => {
    expect((await call(token, 'GET', `/segpays?${listQuery({ filter: { postback_secret: SECRET } })}`)).statusCode).toBe(400);
    expect((await call(token, 'GET', `/segpays?${listQuery({ sort: ['postback_secret', 'ASC'] })}`)).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers 422 on the field: an unknown currency, fractional fees, a bad allow-list', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'XXQ' }, 'currency'],
      [{ transaction_fee_fixed: 0.5 }, 'transaction_fee_fixed'],
      [{ reserve_rate: 10001 }, 'reserve_rate'],
      [{ allowed_ips: 'not an address' }, 'allowed_ips'],
    ];
    for (const [values, field] of cases) {
      const res = await call(token, 'POST', '/segpays', segpayBody(values));
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
  });
});

describe('saves of a payment setting (SECURITY 41 and 42)', () => {
  it('refuses a save based on an older version with 409, and the newer one survives', async () => {
    const created = await createSegpay();
    expect((await call(token, 'PUT', `/segpays/${created.id}`, { reserve_rate: 500, version: created.version })).statusCode).toBe(200);
    const stale = await call(token, 'PUT', `/segpays/${created.id}`, { reserve_rate: 0, version: created.version });
    expect(stale.statusCode, stale.body).toBe(409);
    expect((await call(token, 'GET', `/segpays/${created.id}`)).json().reserve_rate).toBe(500);
    expect((await call(token, 'PUT', `/segpays/${created.id}`, { reserve_rate: 0 })).statusCode).toBe(428);
  });

  it('applies a create sent twice with one Idempotency-Key once, answers the first answer again, and refuses the key with another body (422)', async () => {
    const key = `setting-${Math.random().toString(36).slice(2)}`;
    const body = segpayBody();
    const first = await call(token, 'POST', '/segpays', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(token, 'POST', '/segpays', body, { 'idempotency-key': key });
    expect([again.statusCode, again.json().id]).toEqual([201, first.json().id]);
    expect(again.body).not.toContain(SECRET);
    const rows = (await t.db.execute(sql`select count(*)::int as n from segpays where name = ${body.name}`)) as unknown as { rows: { n: number }[] };
    expect(Number(rows.rows[0]!.n)).toBe(1);
    expect((await call(token, 'POST', '/segpays', { ...body, name: 'Another' }, { 'idempotency-key': key })).statusCode).toBe(422);
  });
});
