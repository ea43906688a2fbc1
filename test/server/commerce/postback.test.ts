/**
 * The card processor's postback: signed with the setting's secret, stored, applied in one
 * transaction; idempotent by (setting, transaction, kind), also under 20 parallel copies; a refund
 * before its sale waits for it; anything refused is stored as rejected and changes nothing else.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEvents } from '../../../resources/orders/events.server.ts';
import { signBody } from '../../../resources/orders/notification.server.ts';
import { REFUSED_PER_MINUTE } from '../../../resources/orders/postback.server.ts';
import { buildTestApp, API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { caller, editor, createPlan, listQuery } from './helpers.ts';
import { campaignBody } from '../marketing/helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;
let edit: ReturnType<typeof editor>;
let siteId: number;
let planId: number;
let onceId: number;
let settingId: number;
const SECRET = 'postback-Secret-for-the-tests-01';
let sequence = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${++sequence}`;

const newUser = async () => {
  const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site: siteId, username: nextId('u'), email: `${nextId('m')}@example.com` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  edit = editor(t);
  siteId = (await siteWithKey(t, token)).id;
  planId = (await createPlan(t, token)).id;
  onceId = (await createPlan(t, token, { recurring_period_count: null, recurring_period_unit: null, recurring_original_price: null, initial_discount_price: null })).id;
  const res = await call(token, 'POST', '/segpays', {
    name: 'Tests', site: siteId, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET,
    transaction_fee_rate: 450, transaction_fee_fixed: 30, settlement_fee_rate: 125, reserve_rate: 1000,
  });
  expect(res.statusCode, res.body).toBe(201);
  settingId = res.json().id;
});
afterAll(() => t.close());

const post = (body: object | string, options: { secret?: string; setting?: number; ip?: string; signature?: string } = {}) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/segpay/${options.setting ?? settingId}/postback`,
    headers: { 'content-type': 'application/json', 'x-segpay-signature': options.signature ?? signBody(options.secret ?? SECRET, raw) },
    payload: raw,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
};

const sale = (values: Record<string, unknown> = {}) => ({
  kind: 'sale', transaction_id: nextId('T'), purchase_id: nextId('P'), occurred_at: '2026-01-31T10:00:00Z',
  plan_id: planId, amount: 1999, currency: 'USD', payment_method: 'visa', ...values,
});
const counts = async () => {
  const result = (await t.db.execute(sql`select (select count(*) from orders)::int as orders, (select count(*) from subscriptions)::int as subscriptions`)) as unknown as { rows: { orders: number; subscriptions: number }[] };
  const [row] = result.rows;
  return { orders: Number(row!.orders), subscriptions: Number(row!.subscriptions) };
};
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const order = async (transaction: string) => (await call(token, 'GET', `/orders?${listQuery({ filter: { q: `SP${settingId}-${transaction}` } })}`)).json()[0];

describe('a sale', () => {
  it('makes a paid order with its fees, rounded half-up, and an active subscription a period long', async () => {
    const user = await newUser();
    const n = sale({ user_id: user, channel: 7, campaign: 3 });
    const res = await post(n);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: 'applied' });
    const got = await call(token, 'GET', `/orders/${res.json().order}`);
    // 1999 × 4.5 % = 89.955 → 90, + 30 fixed; 1999 × 1.25 % = 24.9875 → 25; 1999 × 10 % = 199.9 → 200.
    expect(got.json()).toMatchObject({
      order_id: `SP${settingId}-${n.transaction_id}`, kind: 'sale', status: 'paid', user, plan: planId, amount: 1999, currency: 'USD',
      transaction_fee: 120, settlement_fee: 25, reserve_fee: 200, total_amount: 1999 - 120 - 25 - 200, payment_method: 'visa',
      transaction_number: n.transaction_id, channel: 7, campaign: 3, segpay: settingId,
    });
    const subscription = (await call(token, 'GET', `/subscriptions/${res.json().subscription}`)).json();
    // A month from 31 January ends on the last day of February; a renewal costs the recurring price.
    expect(subscription).toMatchObject({ user, plan: planId, status: 'active', price: 2999, currency: 'USD', channel: 7, campaign: 3, current_period_end: '2026-02-28T10:00:00.000Z', next_rebill_at: '2026-02-28T10:00:00.000Z' });
    // The user reads their plan from it; the plan counts them.
    const shown = (await call(token, 'GET', `/users/${user}`)).json();
    expect(shown).toMatchObject({ is_subscribed: true, end_date: expect.stringContaining('2026-02-28') });
    expect(shown.plan).toBeTruthy();
    expect((await call(token, 'GET', `/plans/${planId}`)).json().subscribers).toBeGreaterThanOrEqual(1);
  });

  it('carries the channel the customer signed up through to the order and the subscription, when the processor passes none', async () => {
    const channel = await call(token, 'POST', '/channels', { utm_source: nextId('src'), utm_medium: 'email', type: 'email' });
    expect(channel.statusCode, channel.body).toBe(201);
    const user = await newUser();
    await t.db.execute(sql`update users set channel = ${channel.json().id} where id = ${user}`);
    const res = await post(sale({ user_id: user }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(token, 'GET', `/orders/${res.json().order}`)).json().channel).toBe(channel.json().id);
    expect((await call(token, 'GET', `/subscriptions/${res.json().subscription}`)).json().channel).toBe(channel.json().id);
  });

  it('carries the campaign the customer signed up through with their channel, but not beside a channel the processor passed', async () => {
    const channel = await call(token, 'POST', '/channels', { utm_source: nextId('src'), utm_medium: 'email', type: 'email' });
    const campaign = await call(token, 'POST', `/channels/${channel.json().id}/campaigns`, campaignBody({ utm_campaign: 'autumn' }));
    expect(campaign.statusCode, campaign.body).toBe(201);
    const user = await newUser();
    await t.db.execute(sql`update users set channel = ${channel.json().id}, campaign = ${campaign.json().id} where id = ${user}`);
    const res = await post(sale({ user_id: user }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(token, 'GET', `/orders/${res.json().order}`)).json()).toMatchObject({ channel: channel.json().id, campaign: campaign.json().id });
    expect((await call(token, 'GET', `/subscriptions/${res.json().subscription}`)).json()).toMatchObject({ channel: channel.json().id, campaign: campaign.json().id });
    const passed = await post(sale({ user_id: user, channel: 7 }));
    expect((await call(token, 'GET', `/orders/${passed.json().order}`)).json()).toMatchObject({ channel: 7, campaign: null });
  });

  it('shows in the orders list a staff member had open (the kept page is forgotten when the database announces the order)', async () => {
    const url = `/orders?${listQuery({ sort: ['id', 'DESC'], range: [0, 4] })}`;
    const before = (await call(token, 'GET', url)).json();
    const res = await post(sale({ user_id: await newUser() }));
    expect(res.statusCode).toBe(200);
    // The processor's answer does not wait for the announcement: the next read may come a moment before it.
    await expect.poll(async () => (await call(token, 'GET', url)).json()[0]?.id, { timeout: 2_000, interval: 20 }).toBe(res.json().order);
    expect(before[0]?.id).not.toBe(res.json().order);
  });

  it('does not empty the instance\'s caches on its way out, as a staff save does (the processor never reads back)', async () => {
    // Caches are in use: the instance hears the database's announcements.
    expect(t.app.changes.live).toBe(true);
    const unnamed: string[] = [];
    let listening = true;
    t.app.changes.subscribe((table) => {
      if (listening && table === undefined) unnamed.push('everything');
    });
    const user = await newUser();
    unnamed.length = 0;
    expect((await post(sale({ user_id: user }))).statusCode).toBe(200);
    expect(unnamed).toEqual([]);
    // A staff save through the API (a customer created) empties them before its answer leaves.
    await newUser();
    expect(unnamed).toEqual(['everything']);
    listening = false;
  });

  it('keeps the fees it was paid under when the setting changes later', async () => {
    const n = sale({ user_id: await newUser() });
    await post(n);
    expect((await edit(token, `/segpays/${settingId}`, { reserve_rate: 0 })).statusCode).toBe(200);
    expect((await order(n.transaction_id)).reserve_fee).toBe(200);
    await edit(token, `/segpays/${settingId}`, { reserve_rate: 1000 });
  });

  it('redeems its promotion code', async () => {
    const code = `PB-${sequence}${Date.now().toString(36)}`.toUpperCase();
    const promo = await call(token, 'POST', '/promotions', { name: 'Postback', code, started_at: new Date(Date.now() - 3_600_000).toISOString(), discount_percent: 2000, plans: [planId], times: 5 });
    expect(promo.statusCode, promo.body).toBe(201);
    const res = await post(sale({ user_id: await newUser(), promotion_code: code.toLowerCase(), amount: 1599 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(token, 'GET', `/orders/${res.json().order}`)).json().promotion).toBe(promo.json().id);
    expect((await call(token, 'GET', `/promotions/${promo.json().id}`)).json().used).toBe(1);
  });
});

describe('idempotency', () => {
  it('the same notification twice: 200, nothing changes', async () => {
    const n = sale({ user_id: await newUser() });
    expect((await post(n)).statusCode).toBe(200);
    const before = await counts();
    const again = await post(n);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toBe('duplicate');
    expect(await counts()).toEqual(before);
  });

  it('20 parallel copies make one order and one subscription', async () => {
    const n = sale({ user_id: await newUser() });
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(n)));
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    expect(answers.filter((a) => a.json().result === 'applied')).toHaveLength(1);
    const after = await counts();
    expect(after.orders - before.orders).toBe(1);
    expect(after.subscriptions - before.subscriptions).toBe(1);
  });
});

describe('sales that arrive together (applied in batches)', () => {
  const newOrders = async (transactions: string[]) =>
    (rowsOf(await t.db.execute(sql`select transaction_number, subscription, created_at::text as created from orders where transaction_number in ${sql`(${sql.join(transactions.map((x) => sql`${x}`), sql`, `)})`}`)) as {
      transaction_number: string; subscription: number; created: string;
    }[]);

  it('many distinct sales and their copies at once: each applied once, some in one transaction together', async () => {
    const users = await Promise.all(Array.from({ length: 24 }, () => newUser()));
    const good = users.map((user, i) => ({ ...sale({ user_id: user, amount: 1000 + i }), ...(i % 2 ? { plan_id: onceId } : {}), user_id: user }));
    const before = await counts();
    const sent = [...good, good[0]!, good[5]!, good[5]!, good[23]!];
    const answers = await Promise.all(sent.map((body) => post(body)));
    for (const [i, n] of good.entries()) {
      const mine = answers.filter((_, k) => sent[k] === n);
      expect(mine.map((a) => a.statusCode)).toEqual(mine.map(() => 200));
      expect(mine.filter((a) => a.json().result === 'applied'), `${i}`).toHaveLength(1);
      expect(mine.filter((a) => a.json().result === 'duplicate'), `${i}`).toHaveLength(mine.length - 1);
      const applied = mine.find((a) => a.json().result === 'applied')!.json();
      expect((await call(token, 'GET', `/orders/${applied.order}`)).json()).toMatchObject({
        transaction_number: n.transaction_id, user: n.user_id, plan: n.plan_id, amount: n.amount, subscription: applied.subscription, status: 'paid', kind: 'sale',
      });
      expect((await call(token, 'GET', `/subscriptions/${applied.subscription}`)).json()).toMatchObject({ user: n.user_id, plan: n.plan_id, status: 'active' });
      const events = (await call(token, 'GET', `/orders/${applied.order}/events`)).json().data;
      expect(events.map((e: { kind: string; status: string }) => [e.kind, e.status])).toEqual([['sale', 'applied']]);
    }
    const after = await counts();
    expect(after.orders - before.orders).toBe(good.length);
    expect(after.subscriptions - before.subscriptions).toBe(good.length);
    // On PostgreSQL some went in one transaction together (their orders share the transaction's
    // time); PGlite runs one statement at a time, so a request reaches the queue only between batches.
    const made = await newOrders(good.map((n) => n.transaction_id));
    expect(made).toHaveLength(good.length);
    if (t.app.database.kind === 'postgres') expect(new Set(made.map((o) => o.created)).size).toBeLessThan(made.length);
  });

  it('refusals among them, each with its field and stored rejected; the others stand', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => newUser()));
    const earlier = sale({ user_id: users[0] });
    expect((await post(earlier)).statusCode).toBe(200);
    const good = users.map((user) => sale({ user_id: user }));
    // Two sales of one purchase sent together: whichever is applied first stands, the other is refused.
    const rival = sale({ user_id: users[1], purchase_id: good[1]!.purchase_id });
    const refusedCases: [object, string][] = [
      [sale({ user_id: users[2], plan_id: 999999 }), 'plan_id'],
      [sale({ user_id: 999999 }), 'user_id'],
      [sale({ user_id: users[3], currency: 'EUR' }), 'currency'],
      [sale({ user_id: users[4], purchase_id: earlier.purchase_id }), 'purchase_id'],
      [{ ...sale({ user_id: users[5] }), amount: undefined }, 'amount'],
      [{ kind: 'rebill', transaction_id: nextId('R'), purchase_id: nextId('nobody'), occurred_at: '2026-02-01T00:00:00Z', amount: 1 }, 'purchase_id'],
      [{ kind: 'rebill', transaction_id: earlier.transaction_id, purchase_id: earlier.purchase_id, occurred_at: '2026-02-01T00:00:00Z', amount: 2999, currency: 'USD' }, 'transaction_id'],
      [{ kind: 'expiration', transaction_id: nextId('E'), purchase_id: nextId('nobody'), occurred_at: '2026-02-01T00:00:00Z' }, 'purchase_id'],
    ];
    const rejected = async () => (await t.db.select().from(providerEvents).where(eq(providerEvents.status, 'rejected'))).length;
    const before = { ...(await counts()), rejected: await rejected() };
    const sent = [...good.slice(0, 4), rival, ...refusedCases.map(([body]) => body), ...good.slice(4)];
    const answers = await Promise.all(sent.map((body) => post(body)));
    for (const n of good) if (n !== good[1]) expect(answers[sent.indexOf(n)]!.json().result, answers[sent.indexOf(n)]!.body).toBe('applied');
    const pair = [answers[sent.indexOf(good[1]!)]!, answers[sent.indexOf(rival)]!];
    expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(Object.keys(pair.find((a) => a.statusCode === 422)!.json().errors)).toEqual(['purchase_id']);
    for (const [body, field] of refusedCases) {
      const res = answers[sent.indexOf(body)]!;
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(body)).toContain(field);
    }
    const after = { ...(await counts()), rejected: await rejected() };
    expect(after.orders - before.orders).toBe(good.length);
    expect(after.subscriptions - before.subscriptions).toBe(good.length);
    expect(after.rejected - before.rejected).toBe(refusedCases.length + 1);
  });

  it('renewals, cancellations and expirations of many purchases at once; two renewals of one purchase at once both count', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const sales = users.map((user) => sale({ user_id: user }));
    const subscriptionIds: number[] = [];
    for (const n of sales) subscriptionIds.push((await post(n)).json().subscription);
    const rebill = (k: number, at: string) => ({ kind: 'rebill', transaction_id: nextId('R'), purchase_id: sales[k]!.purchase_id, occurred_at: at, amount: 2999, currency: 'USD', payment_method: 'visa' });
    const end = (kind: string, k: number, at: string) => ({ kind, transaction_id: nextId('E'), purchase_id: sales[k]!.purchase_id, occurred_at: at });
    const send = async (bodies: Record<string, unknown>[]) => {
      const answers = await Promise.all(bodies.map((body) => post(body)));
      expect(answers.map((a) => [a.statusCode, a.json().result])).toEqual(bodies.map(() => [200, 'applied']));
      // Each renewal made its order, on its subscription, at the plan's recurring price.
      for (const [k, n] of bodies.entries()) {
        if (n.kind !== 'rebill') continue;
        const answer = answers[k]!.json();
        expect(answer.subscription).toBe(subscriptionIds[sales.findIndex((x) => x.purchase_id === n.purchase_id)]);
        expect((await call(token, 'GET', `/orders/${answer.order}`)).json()).toMatchObject({ kind: 'rebill', amount: 2999, transaction_number: n.transaction_id, subscription: answer.subscription, status: 'paid' });
      }
    };
    const subscription = async (k: number) => (await call(token, 'GET', `/subscriptions/${subscriptionIds[k]}`)).json();
    // Sold on 31 January, a month each: 0, 1 and 2 renew on 28 February; 3 cancels; 4 expires; 5 renews twice at once.
    await send([
      rebill(0, '2026-02-28T10:00:00Z'), rebill(1, '2026-02-28T10:00:00Z'), rebill(2, '2026-02-28T10:00:00Z'), end('cancellation', 3, '2026-02-10T00:00:00Z'),
      end('expiration', 4, '2026-02-28T10:00:00Z'), rebill(5, '2026-02-28T10:00:00Z'), rebill(5, '2026-02-28T10:00:00Z'),
    ]);
    expect(await subscription(0)).toMatchObject({ status: 'active', current_period_end: '2026-03-28T10:00:00.000Z', next_rebill_at: '2026-03-28T10:00:00.000Z' });
    expect(await subscription(1)).toMatchObject({ status: 'active', current_period_end: '2026-03-28T10:00:00.000Z' });
    expect(await subscription(3)).toMatchObject({ status: 'cancelled', next_rebill_at: null, current_period_end: '2026-02-28T10:00:00.000Z', cancelled_at: '2026-02-10T00:00:00.000Z' });
    expect(await subscription(4)).toMatchObject({ status: 'expired', next_rebill_at: null });
    // Whichever came first, the second renews from the end of the first.
    expect(await subscription(5)).toMatchObject({ status: 'active', current_period_end: '2026-04-28T10:00:00.000Z', next_rebill_at: '2026-04-28T10:00:00.000Z' });
    // Then 0 cancels while 1 renews again; then 0 is renewed after all, which reopens it.
    await send([end('cancellation', 0, '2026-03-01T00:00:00Z'), rebill(1, '2026-03-28T10:00:00Z'), end('expiration', 3, '2026-02-28T10:00:00Z')]);
    expect(await subscription(0)).toMatchObject({ status: 'cancelled', next_rebill_at: null, current_period_end: '2026-03-28T10:00:00.000Z' });
    // A cancelled subscription ran to its end: the expiration ends it.
    expect(await subscription(3)).toMatchObject({ status: 'expired', next_rebill_at: null });
    await send([rebill(0, '2026-03-28T10:00:00Z'), rebill(2, '2026-03-28T10:00:00Z')]);
    expect(await subscription(0)).toMatchObject({ status: 'active', current_period_end: '2026-04-28T10:00:00.000Z', cancelled_at: null });
    expect(await subscription(1)).toMatchObject({ status: 'active', current_period_end: '2026-04-28T10:00:00.000Z' });
    expect(await subscription(2)).toMatchObject({ status: 'active', current_period_end: '2026-04-28T10:00:00.000Z' });
  });

  it('a refund sent together with its sale is applied, never left waiting for a sale that arrived', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => newUser()));
    const sales = users.map((user) => sale({ user_id: user }));
    const refunds = sales.map((n) => ({ kind: 'refund', transaction_id: nextId('F'), related_transaction_id: n.transaction_id, purchase_id: n.purchase_id, occurred_at: '2026-02-01T00:00:00Z' }));
    const answers = await Promise.all(sales.flatMap((n, k) => [post(n), post(refunds[k]!)]));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 202)).toBe(true);
    const events = await t.db.select().from(providerEvents).where(inArray(providerEvents.transactionId, refunds.map((r) => r.transaction_id)));
    expect(events.map((e) => e.status)).toEqual(refunds.map(() => 'applied'));
    for (const n of sales) expect((await order(n.transaction_id)).status, n.transaction_id).toBe('refunded');
  });

  it('a refund whose wait commits while its sale is applied is applied by that sale', async () => {
    // The refund's commit is held back 300 ms, after it found no payment and before its wait is committed.
    await t.db.execute(sql`create or replace function test_slow_commit() returns trigger language plpgsql as $$ begin perform pg_sleep(0.3); return null; end $$`);
    await t.db.execute(sql`create constraint trigger test_slow_commit after insert on provider_events deferrable initially deferred
      for each row when (new.transaction_id like 'SLOWF%') execute function test_slow_commit()`);
    try {
      const n = sale({ user_id: await newUser() });
      const refund = post({ kind: 'refund', transaction_id: nextId('SLOWF'), related_transaction_id: n.transaction_id, purchase_id: n.purchase_id, occurred_at: '2026-02-01T00:00:00Z' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [early, paid] = await Promise.all([refund, post(n)]);
      expect(early.statusCode, early.body).toBe(202);
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await order(n.transaction_id)).status).toBe('refunded');
    } finally {
      await t.db.execute(sql`drop trigger test_slow_commit on provider_events`);
      await t.db.execute(sql`drop function test_slow_commit()`);
    }
  });

  it('a batch the database refuses as a whole: each of its sales applied alone, the failing one leaving nothing behind', async () => {
    await t.db.execute(sql`create or replace function test_refuse_boom() returns trigger language plpgsql as $$
      begin if new.transaction_number like 'BOOM%' then raise exception 'refused by the test'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger test_refuse_boom before insert on orders for each row execute function test_refuse_boom()`);
    try {
      const users = await Promise.all(Array.from({ length: 12 }, () => newUser()));
      const good = users.map((user) => sale({ user_id: user }));
      const boom = sale({ user_id: users[0], transaction_id: nextId('BOOM') });
      const before = await counts();
      const answers = await Promise.all([...good.slice(0, 6), boom, ...good.slice(6)].map((body) => post(body)));
      const boomAnswer = answers[6]!;
      expect(boomAnswer.statusCode).toBe(500);
      expect(answers.filter((a) => a !== boomAnswer).map((a) => [a.statusCode, a.json().result])).toEqual(good.map(() => [200, 'applied']));
      expect(await counts()).toEqual({ orders: before.orders + good.length, subscriptions: before.subscriptions + good.length });
      expect(await t.db.select().from(providerEvents).where(eq(providerEvents.transactionId, boom.transaction_id))).toEqual([]);
      expect(await newOrders(good.map((n) => n.transaction_id))).toHaveLength(good.length);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_boom on orders`);
      await t.db.execute(sql`drop function test_refuse_boom()`);
    }
  });
});

describe('renewals, reversals and endings', () => {
  it('a rebill extends the subscription and makes a renewal order', async () => {
    const n = sale({ user_id: await newUser(), trial: true });
    const first = (await post(n)).json();
    expect((await call(token, 'GET', `/subscriptions/${first.subscription}`)).json().status).toBe('trial');
    const res = await post({ kind: 'rebill', transaction_id: nextId('R'), purchase_id: n.purchase_id, occurred_at: '2026-02-28T10:00:00Z', amount: 2999, currency: 'USD', payment_method: 'visa' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(token, 'GET', `/orders/${res.json().order}`)).json()).toMatchObject({ kind: 'rebill', amount: 2999, subscription: first.subscription });
    expect((await call(token, 'GET', `/subscriptions/${first.subscription}`)).json()).toMatchObject({ status: 'active', current_period_end: '2026-03-28T10:00:00.000Z' });
  });

  it('a partial refund, then the rest; a chargeback; a cancellation runs to its end; an expiration ends it', async () => {
    const a = sale({ user_id: await newUser() });
    const { subscription } = (await post(a)).json();
    const refund = (amount?: number) => post({ kind: 'refund', transaction_id: nextId('F'), related_transaction_id: a.transaction_id, purchase_id: a.purchase_id, occurred_at: '2026-02-02T00:00:00Z', ...(amount ? { amount } : {}) });
    expect((await refund(500)).statusCode).toBe(200);
    expect((await order(a.transaction_id))).toMatchObject({ status: 'partially_refunded' });
    expect((await refund(5000)).statusCode).toBe(422);
    expect((await refund()).statusCode).toBe(200);
    expect((await call(token, 'GET', `/orders/${(await order(a.transaction_id)).id}`)).json()).toMatchObject({ status: 'refunded', refunded_amount: 1999 });
    expect((await call(token, 'GET', `/subscriptions/${subscription}`)).json().status).toBe('refunded');

    const b = sale({ user_id: await newUser() });
    const sold = (await post(b)).json();
    expect((await post({ kind: 'chargeback', transaction_id: nextId('C'), related_transaction_id: b.transaction_id, purchase_id: b.purchase_id, occurred_at: '2026-02-03T00:00:00Z' })).statusCode).toBe(200);
    expect((await order(b.transaction_id)).status).toBe('charged_back');
    expect((await call(token, 'GET', `/subscriptions/${sold.subscription}`)).json().status).toBe('charged_back');

    const c = sale({ user_id: await newUser() });
    const kept = (await post(c)).json();
    expect((await post({ kind: 'cancellation', transaction_id: nextId('X'), purchase_id: c.purchase_id, occurred_at: '2026-02-05T00:00:00Z' })).statusCode).toBe(200);
    expect((await call(token, 'GET', `/subscriptions/${kept.subscription}`)).json()).toMatchObject({ status: 'cancelled', next_rebill_at: null, current_period_end: '2026-02-28T10:00:00.000Z' });
    expect((await post({ kind: 'expiration', transaction_id: nextId('E'), purchase_id: c.purchase_id, occurred_at: '2026-02-28T10:00:00Z' })).statusCode).toBe(200);
    expect((await call(token, 'GET', `/subscriptions/${kept.subscription}`)).json().status).toBe('expired');
  });

  it('a refund before its sale waits (202) and is applied when the sale arrives', async () => {
    const n = sale({ user_id: await newUser() });
    const early = await post({ kind: 'refund', transaction_id: nextId('F'), related_transaction_id: n.transaction_id, purchase_id: n.purchase_id, occurred_at: '2026-02-01T00:00:00Z' });
    expect(early.statusCode, early.body).toBe(202);
    expect(early.json().result).toBe('pending');
    const res = await post(n);
    expect(res.statusCode).toBe(200);
    expect((await call(token, 'GET', `/orders/${res.json().order}`)).json()).toMatchObject({ status: 'refunded', refunded_amount: 1999 });
    const events = (await call(token, 'GET', `/orders/${res.json().order}/events`)).json().data;
    expect(events.map((e: { kind: string; status: string }) => [e.kind, e.status])).toEqual([['refund', 'applied'], ['sale', 'applied']]);
  });
});

describe('refused notifications: stored as rejected, nothing else written', () => {
  const rejected = async () => (await t.db.select().from(providerEvents).where(eq(providerEvents.status, 'rejected'))).length;

  it.each([
    ['a wrong secret', { secret: 'another-secret-entirely-000000' }, 401],
    ['a missing signature', { signature: '' }, 401],
  ])('%s', async (_name, options, status) => {
    const before = { ...(await counts()), rejected: await rejected() };
    const res = await post(sale({ user_id: await newUser() }), options);
    expect(res.statusCode).toBe(status);
    expect(await counts()).toEqual({ orders: before.orders, subscriptions: before.subscriptions });
    expect(await rejected()).toBe(before.rejected + 1);
  });

  it('an unknown plan, an unknown user, another currency, a malformed body, an unknown kind → 4xx with the field', async () => {
    const user = await newUser();
    const cases: [object | string, number, string][] = [
      [sale({ user_id: user, plan_id: 999999 }), 422, 'plan_id'],
      [sale({ user_id: 999999 }), 422, 'user_id'],
      [sale({ user_id: user, currency: 'EUR' }), 422, 'currency'],
      [sale({ user_id: user, amount: 19.99 }), 422, 'amount'],
      [sale({ user_id: user, kind: 'gift' }), 422, 'kind'],
      [{ kind: 'rebill', transaction_id: nextId('R'), purchase_id: 'nobody', occurred_at: '2026-02-01T00:00:00Z', amount: 1 }, 422, 'purchase_id'],
      ['{"kind": "sale", ', 400, 'body'],
    ];
    for (const [body, status, field] of cases) {
      const before = await counts();
      const res = await post(body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(status);
      expect(Object.keys(res.json().errors ?? {})).toContain(field);
      expect(await counts()).toEqual(before);
    }
  });

  it('a promotion is not counted when the sale is refused', async () => {
    const code = `PR-${sequence}${Date.now().toString(36)}`.toUpperCase();
    const promo = (await call(token, 'POST', '/promotions', { name: 'Refused', code, started_at: new Date(Date.now() - 3_600_000).toISOString(), discount_percent: 1000, plans: [planId] })).json();
    const res = await post(sale({ user_id: 999999, promotion_code: code }));
    expect(res.statusCode).toBe(422);
    expect((await call(token, 'GET', `/promotions/${promo.id}`)).json().used).toBe(0);
  });

  it('an address outside the allow-list → 403; an unknown setting → 404', async () => {
    await edit(token, `/segpays/${settingId}`, { allowed_ips: '10.1.0.0/16' });
    expect((await post(sale({ user_id: await newUser() }), { ip: '192.0.2.1' })).statusCode).toBe(403);
    expect((await post(sale({ user_id: await newUser() }), { ip: '10.1.2.3' })).statusCode).toBe(200);
    await edit(token, `/segpays/${settingId}`, { allowed_ips: null });
    expect((await post(sale({ user_id: await newUser() }), { setting: 999999 })).statusCode).toBe(404);
  });

  it('an address that sends too many unsigned notifications or unknown settings gets 429 with Retry-After, stored no more; signed ones still pass', async () => {
    const ip = '198.51.100.7';
    const before = await rejected();
    for (let i = 0; i < REFUSED_PER_MINUTE / 2; i++) {
      expect((await post(sale({ user_id: 1 }), { ip, secret: 'a-guess-of-the-secret-0000000' })).statusCode).toBe(401);
      expect((await post(sale({ user_id: 1 }), { ip, setting: 999999 })).statusCode).toBe(404);
    }
    const limited = await post(sale({ user_id: 1 }), { ip, secret: 'a-guess-of-the-secret-0000000' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(sale({ user_id: 1 }), { ip, setting: 999999 })).statusCode).toBe(429);
    expect(await rejected()).toBe(before + REFUSED_PER_MINUTE / 2);
    expect((await post(sale({ user_id: await newUser() }), { ip })).statusCode).toBe(200);
    // Another address is not held back by this one's refusals.
    expect((await post(sale({ user_id: 1 }), { ip: '198.51.100.8', secret: 'a-guess-of-the-secret-0000000' })).statusCode).toBe(401);
  });

  it('a rebill under the transaction number of a sale → 422, not a second order', async () => {
    const n = sale({ user_id: await newUser() });
    await post(n);
    const before = await counts();
    const res = await post({ kind: 'rebill', transaction_id: n.transaction_id, purchase_id: n.purchase_id, occurred_at: '2026-02-28T10:00:00Z', amount: 2999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ transaction_id: ['This transaction is already an order'] });
    expect(await counts()).toEqual(before);
  });

  it('a plan sold once has no renewal', async () => {
    const res = await post(sale({ user_id: await newUser(), plan_id: onceId, amount: 2999 }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(token, 'GET', `/subscriptions/${res.json().subscription}`)).json()).toMatchObject({ next_rebill_at: null, price: 2999 });
  });
});
