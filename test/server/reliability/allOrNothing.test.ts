/**
 * Promise 39, all or nothing: a write of several steps that fails at any step leaves no partial
 * rows. A trigger makes one table refuse its next insert, in turn after each step; the record,
 * its relations and its audit row are then exactly as before. (A batch of videos is created one
 * video per request, each such a create.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { createOne } from '../content/helpers.ts';
import { multipart, pngBytes } from '../helpers/images.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { createPlan } from '../commerce/helpers.ts';
import { SIGNATURE_HEADER, signBody } from '../../../resources/orders/notification.server.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  for (const name of ['Noir', 'Rain', 'Dawn']) await createOne(t, token, 'tags', { name });
  for (const name of ['Ava Stone', 'Mia Lake']) await createOne(t, token, 'models', { name });
  await createOne(t, token, 'directors', { name: 'Ken Ito' });
  for (const serial_number of ['AON-A', 'AON-B', 'AON-C']) await createOne(t, token, 'videos', { serial_number });
  await t.db.execute(sql.raw(`create or replace function injected_failure() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`));
});
afterAll(() => t.close());

const rows = async (query: string) => ((await t.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
const firstId = async (table: string) => Number((await rows(`select id from ${table} order by id limit 1`))[0]!.id);

/** Runs `write` while `table` refuses inserts (and updates, for the tables a write may update). */
const failingOn = async <T>(table: string, write: () => Promise<T>): Promise<T> => {
  await t.db.execute(sql.raw(`create trigger injected_failure before insert or update on "${table}" for each row execute function injected_failure()`));
  try {
    return await write();
  } finally {
    await t.db.execute(sql.raw(`drop trigger injected_failure on "${table}"`));
  }
};

/** Every table's row count and the audit trail: what a failed write must leave as it was. */
const snapshot = async () => {
  const tables = await rows(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits' order by 1`);
  const counts: Record<string, string[]> = {};
  for (const { table_name: table } of tables) counts[String(table)] = (await rows(`select to_jsonb(t)::text as row from "${String(table)}" t`)).map((r) => String(r.row)).sort();
  return counts;
};

const expectUnchangedAfterFailure = async (table: string, write: () => Promise<{ statusCode: number; body: string }>) => {
  const before = await snapshot();
  const res = await failingOn(table, write);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(await snapshot()).toEqual(before);
};

describe('a write that fails part-way leaves nothing of itself', () => {
  it.each(['videos', 'videos_models', 'videos_directors', 'videos_tags', 'audit_log'])('create of a video with its relations, failing on %s', async (table) => {
    const [tag, model, director] = [await firstId('tags'), await firstId('models'), await firstId('directors')];
    await expectUnchangedAfterFailure(table, () =>
      t.call(token, { method: 'POST', url: `${API}/videos`, payload: { serial_number: `AON-${table}`, tags: [tag], models: [model], directors: [director] } }),
    );
  });

  it.each(['videos_tags', 'audit_log'])('update of a video’s relations, failing on %s', async (table) => {
    const video = await firstId('videos');
    const tags = (await rows(`select id from tags order by id desc limit 2`)).map((r) => Number(r.id));
    await expectUnchangedAfterFailure(table, () => t.call(token, { method: 'PUT', url: `${API}/videos/${video}`, payload: { tags } }));
  });

  const galleryAdd = async () =>
    t.call(token, {
      method: 'POST',
      url: `${API}/videos/${await firstId('videos')}/photos`,
      ...multipart([{ filename: 'a.png', content: await pngBytes(), type: 'image/png' }, { filename: 'b.png', content: await pngBytes(30, 20, '#112233'), type: 'image/png' }]),
    });
  it('gallery add, failing on files', () => expectUnchangedAfterFailure('files', galleryAdd));
  // Known gap: the uploads' file rows (and their audit rows) are committed before the gallery
  // changes, in a transaction of their own, so they stay when a later step fails. These fail
  // (as expected) until the gallery add is one transaction; then drop `.fails`.
  for (const table of ['videos_gallery', 'audit_log']) it(`gallery add, failing on ${table}`, () => expectUnchangedAfterFailure(table, galleryAdd));

  it.each(['blocks_videos', 'blocks_models', 'audit_log'])('block items, failing on %s', async (table) => {
    const created = await t.call(token, { method: 'POST', url: `${API}/blocks`, payload: { title: `Block ${table}`, type: 'video_row', page: 'home', sort: 1 } });
    expect(created.statusCode, created.body).toBe(201);
    const videos = (await rows(`select id from videos order by id limit 3`)).map((r) => Number(r.id));
    const models = (await rows(`select id from models order by id limit 2`)).map((r) => Number(r.id));
    await expectUnchangedAfterFailure(table, () => t.call(token, { method: 'PUT', url: `${API}/blocks/${created.json().id}`, payload: { videos, models } }));
  });

  it.each(['role_permissions', 'admins', 'audit_log'])('role assign, failing on %s', async (table) => {
    const role = await t.call(token, { method: 'POST', url: `${API}/roles`, payload: { name: `aon_${table}`, permissions: ['list-tags'] } });
    expect(role.statusCode, role.body).toBe(201);
    await t.createAdmin([]).then(async (holder) => t.db.execute(sql.raw(`insert into admin_roles (admin_id, role_id) values (${holder.id}, ${role.json().id})`)));
    await expectUnchangedAfterFailure(table, () => t.call(token, { method: 'POST', url: `${API}/roles/${role.json().id}/assign`, payload: { permissions: ['list-directors', 'edit-directors'] } }));
  });

  describe('payments', () => {
    const SECRET = 'all-or-nothing-Secret-of-tests-1';
    let setting: number;
    let plan: number;
    let site: number;
    let sequence = 0;
    beforeAll(async () => {
      site = (await siteWithKey(t, token)).id;
      plan = (await createPlan(t, token)).id;
      const res = await t.call(token, {
        method: 'POST',
        url: `${API}/segpays`,
        payload: { name: 'All or nothing', site, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET, reserve_rate: 1000 },
      });
      expect(res.statusCode, res.body).toBe(201);
      setting = res.json().id;
    });

    /** A sale as the card processor sends it, for a new customer. */
    const sale = async () => {
      const user = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: `aon${++sequence}`, email: `aon${sequence}@example.com` } });
      expect(user.statusCode, user.body).toBe(201);
      const body = JSON.stringify({
        kind: 'sale', transaction_id: `AON-T${sequence}`, purchase_id: `AON-P${sequence}`, occurred_at: '2026-03-10T10:00:00Z',
        plan_id: plan, user_id: user.json().id, amount: 1999, currency: 'USD', payment_method: 'visa',
      });
      return () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/providers/segpay/${setting}/postback`,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
          payload: body,
        });
    };

    it.each(['provider_events', 'subscriptions', 'orders'])('a postback’s sale, failing on %s, stores nothing (the processor sends it again)', async (table) => {
      await expectUnchangedAfterFailure(table, await sale());
    });

    it.each(['segpay-payout-reports', 'audit_log'])('a payout report’s create, failing on %s', async (table) => {
      expect((await (await sale())()).statusCode).toBe(200);
      await expectUnchangedAfterFailure(table, () =>
        t.call(token, { method: 'POST', url: `${API}/segpay-payout-reports`, payload: { segpay: setting, period_start: '2026-03-01', period_end: '2026-03-31' } }),
      );
    });
  });
});
