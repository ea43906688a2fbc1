/**
 * Row-level scope, generated from the registry: every resource that declares `scopedBy`, and the
 * channels' nested routes, called as two channel admins of different channels and as an
 * unrestricted admin with the same permissions. No row, count or export line of another channel
 * reaches a channel admin, whatever the filter, sort or search; another channel's record answers
 * 404 (not 403, so that its id is not confirmed); and a page kept in memory for one admin is never
 * answered to the other.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { toSnake } from '../../../server/lib/casing.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { staffWith, type TStaff } from '../helpers/staff.ts';
import { createPlan } from '../commerce/helpers.ts';
import { SIGNATURE_HEADER, signBody } from '../../../resources/orders/notification.server.ts';
import { caller, campaignBody, channelAdmin, createCampaign, createChannel, customerOf, listQuery } from './helpers.ts';

let t: TTestApp;
let token: string;
let call: ReturnType<typeof caller>;

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
const rowsOf = async <T,>(query: SQL): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const scoped = resources.filter((r) => r.scopedBy !== undefined);

/** A record of each scoped resource in a channel: its id and a text that names it. New scoped resources add theirs here. */
const makers: Record<string, (channelId: number) => Promise<{ id: number; title: string }>> = {
  channels: async (channelId) => {
    const [row] = await rowsOf<{ id: number; utm_source: string }>(sql`select id, utm_source from channels where id = ${channelId}`);
    return { id: row!.id, title: row!.utm_source };
  },
  users: async (channelId) => {
    const user = await customerOf(t, token, channelId);
    return { id: user.id, title: user.username };
  },
  orders: async (channelId) => {
    const { order } = await paidSale(channelId);
    const [row] = await rowsOf<{ order_id: string }>(sql`select order_id from orders where id = ${order}`);
    return { id: order, title: row!.order_id };
  },
  subscriptions: async (channelId) => {
    const { subscription } = await paidSale(channelId);
    const [row] = await rowsOf<{ reference: string }>(sql`select reference from subscriptions where id = ${subscription}`);
    return { id: subscription, title: row!.reference };
  },
};

const SECRET = 'scope-Secret-for-the-tests-00001';
/** The card payment setting and the plan the sales below are made with, made at the first. */
let payments: { setting: number; plan: number } | undefined;
/**
 * An order and its subscription in a channel, as the card processor's postback makes them: for a
 * customer of no channel (the users' own records stay those the users maker made), the channel
 * passed on by the processor.
 */
const paidSale = async (channelId: number) => {
  if (!payments) {
    const site = (await siteWithKey(t, token)).id;
    const res = await call(token, 'POST', '/segpays', { name: 'Scope', site, merchant_id: 'M1', package_id: 'P1', currency: 'USD', postback_secret: SECRET });
    expect(res.statusCode, res.body).toBe(201);
    payments = { setting: res.json().id, plan: (await createPlan(t, token)).id };
  }
  const user = await customerOf(t, token, null);
  const body = JSON.stringify({
    kind: 'sale', transaction_id: `T${user.id}`, purchase_id: `P${user.id}`, occurred_at: new Date().toISOString(),
    plan_id: payments.plan, user_id: user.id, amount: 1999, currency: 'USD', payment_method: 'visa', channel: channelId,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/providers/segpay/${payments.setting}/postback`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(SECRET, body) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { order: number; subscription: number };
};

const permissions = [...new Set(scoped.flatMap((r) => r.permissions)), 'list-admins', 'list-users', 'view-contact-users'];
type TCaller = { name: string; staff: TStaff; channels: number[] | 'all' };
let callers: TCaller[];
/** The records made in each channel, by resource. */
const made: Record<string, Record<number, { id: number; title: string }[]>> = {};
let channelA: number;
let channelB: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  call = caller(t);
  channelA = (await createChannel(t, token, { utm_source: 'alpha' })).id;
  channelB = (await createChannel(t, token, { utm_source: 'bravo' })).id;
  for (const resource of scoped) {
    const maker = makers[resource.name];
    if (!maker) throw new Error(`${resource.name} is scoped: add a maker of its records to this test`);
    made[resource.name] = { [channelA]: [await maker(channelA), ...(resource.name === 'channels' ? [] : [await maker(channelA)])], [channelB]: [await maker(channelB)] };
  }
  // A customer of no channel: seen by the unrestricted admin only.
  await customerOf(t, token, null);
  callers = [
    { name: 'admin of A', staff: await channelAdmin(t, token, permissions, [channelA]), channels: [channelA] },
    { name: 'admin of B', staff: await channelAdmin(t, token, permissions, [channelB]), channels: [channelB] },
    { name: 'unrestricted admin', staff: await staffWith(t, permissions), channels: 'all' },
  ];
});
afterAll(() => t.close());

/** The ids of this resource's rows a caller may see, as the database holds them. */
const visibleIds = async (name: string, scopedBy: string, channels: number[] | 'all'): Promise<Set<number>> => {
  const column = sql.identifier(toSnake(scopedBy));
  const where = channels === 'all' ? sql`true` : sql`${column} = any(${`{${channels.join(',')}}`}::int[])`;
  const rows = await rowsOf<{ id: number }>(sql`select id from ${sql.identifier(name)} where ${where}`);
  return new Set(rows.map((r) => Number(r.id)));
};

const otherChannel = (c: TCaller) => (c.channels === 'all' ? undefined : c.channels[0] === channelA ? channelB : channelA);

describe.each(scoped.map((r) => ({ name: r.name, resource: r })))('$name, scoped by its channel', ({ name, resource }) => {
  const scopedBy = String(resource.scopedBy);
  /** Every list query the generated test tries: the default, each filter with the other channel's value, each sort both ways, a search. */
  const queries = (c: TCaller): object[] => {
    const other = made[name]![otherChannel(c) ?? channelB]![0]!;
    return [
      { range: [0, 499] },
      ...((resource.filters ?? []) as string[]).map((filter) => ({ filter: { [toSnake(filter)]: filter === scopedBy || resource.fields[filter]?.reference === 'channels' ? otherChannel(c) ?? channelB : undefined }, range: [0, 499] })),
      ...['id', ...((resource.sortable ?? []) as string[])].flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ sort: [toSnake(field), order], range: [0, 499] }))),
      ...(resource.search?.length ? [{ filter: { q: other.title }, range: [0, 499] }] : []),
      { filter: { id: [other.id] } },
    ];
  };

  it('lists, counts, filters, sorts and searches only the caller’s channels', async () => {
    for (const c of callers) {
      const allowed = await visibleIds(name, scopedBy, c.channels);
      for (const query of queries(c)) {
        const res = await call(await c.staff.token(), 'GET', `/${name}?${listQuery(query)}`);
        expect(res.statusCode, `${c.name} ${JSON.stringify(query)} ${res.body}`).toBe(200);
        const ids = (res.json() as { id: number }[]).map((row) => row.id);
        for (const id of ids) expect(allowed.has(id), `${c.name} sees ${name} #${id} with ${JSON.stringify(query)}`).toBe(true);
        const total = Number(/\/(\d+)$/.exec(String(res.headers['content-range']))?.[1]);
        expect(total, `${c.name} total with ${JSON.stringify(query)}`).toBeLessThanOrEqual(allowed.size);
        expect(total).toBe(ids.length);
      }
      if (c.channels !== 'all') {
        const own = made[name]![c.channels[0]!]!;
        const listed = ((await call(await c.staff.token(), 'GET', `/${name}?${listQuery({ range: [0, 499] })}`)).json() as { id: number }[]).map((r) => r.id);
        for (const row of own) expect(listed).toContain(row.id);
      }
    }
  });

  it('answers another channel’s record 404 to read, change or act on, and the caller’s own 200', async () => {
    for (const c of callers) {
      const otherId = otherChannel(c);
      const tokenOf = await c.staff.token();
      if (otherId !== undefined) {
        const other = made[name]![otherId]![0]!;
        expect((await call(tokenOf, 'GET', `/${name}/${other.id}`)).statusCode, `${c.name} GET ${name}/${other.id}`).toBe(404);
        // Sent as the app sends an edit, with a version (a versioned resource answers 428 to any edit without one, seen or not).
        if (resource.operations.includes('update')) expect((await call(tokenOf, 'PUT', `/${name}/${other.id}`, resource.versioned ? { version: 1 } : {})).statusCode).toBe(404);
        for (const action of Object.keys(resource.actions ?? {})) {
          const res = await call(tokenOf, 'POST', `/${name}/${other.id}/${action}`, resource.actions![action]!.asksReason ? { reason: 'test' } : undefined);
          expect(res.statusCode, `${c.name} ${action} ${name}/${other.id}`).toBe(404);
        }
      }
      const mine = made[name]![c.channels === 'all' ? channelB : c.channels[0]!]![0]!;
      expect((await call(tokenOf, 'GET', `/${name}/${mine.id}`)).statusCode).toBe(200);
    }
  });

  it.runIf(resource.export !== undefined)('exports only the caller’s channels', async () => {
    for (const c of callers) {
      const res = await call(await c.staff.token(), 'GET', `/${name}/exportCsv`);
      expect(res.statusCode, res.body).toBe(200);
      const otherId = otherChannel(c);
      if (otherId !== undefined) for (const other of made[name]![otherId]!) expect(res.body).not.toContain(other.title);
      for (const own of made[name]![c.channels === 'all' ? channelB : c.channels[0]!]!) expect(res.body).toContain(own.title);
    }
  });
});

describe('the orders’ and subscriptions’ own routes', () => {
  it('answer a channel admin for their channels only: an order’s events, the orders’ totals, the channel statistic', async () => {
    const [a, , all] = callers;
    const tokenOf = await a!.staff.token();
    const other = made.orders![channelB]![0]!;
    const own = made.orders![channelA]![0]!;
    expect((await call(tokenOf, 'GET', `/orders/${other.id}/events`)).statusCode).toBe(404);
    expect((await call(tokenOf, 'GET', `/orders/${own.id}/events`)).statusCode).toBe(200);
    const count = async (as: string) => ((await call(as, 'GET', '/orders/totals')).json().data as { count: number }[]).reduce((sum, row) => sum + Number(row.count), 0);
    const [ofA] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from orders where channel = ${channelA}`);
    expect(await count(tokenOf)).toBe(Number(ofA!.n));
    expect(await count(await all!.staff.token())).toBeGreaterThan(Number(ofA!.n));
    // Whole seconds, as the API reads an instant.
    const instant = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const period = `from=${instant(Date.now() - 86_400_000)}&to=${instant(Date.now() + 86_400_000)}`;
    const statistic = await call(tokenOf, 'GET', `/subscriptions/channelStatistic?${period}`);
    expect(statistic.statusCode, statistic.body).toBe(200);
    const channels = (statistic.json().data as { channel: number | null }[]).map((row) => row.channel);
    expect(channels).toContain(channelA);
    expect(channels.every((channel) => channel === channelA)).toBe(true);
  });
});

describe('the channels’ nested routes', () => {
  it('answer 404 for another channel’s campaigns and admins', async () => {
    const campaign = await createCampaign(t, token, channelB);
    const [a] = callers;
    const tokenOf = await a!.staff.token();
    for (const path of [`/channels/${channelB}/campaigns`, `/channels/${channelB}/campaigns/${campaign.id}`, `/channels/${channelB}/admins`]) {
      expect((await call(tokenOf, 'GET', path)).statusCode, path).toBe(404);
    }
    expect((await call(tokenOf, 'POST', `/channels/${channelB}/campaigns`, campaignBody())).statusCode).toBe(404);
    expect((await call(tokenOf, 'PUT', `/channels/${channelB}/campaigns/${campaign.id}`, campaignBody())).statusCode).toBe(404);
    expect((await call(tokenOf, 'DELETE', `/channels/${channelB}/campaigns/${campaign.id}`)).statusCode).toBe(404);
    expect((await call(tokenOf, 'GET', `/channels/${channelA}/campaigns`)).statusCode).toBe(200);
  });

  it('allocated members: an admin’s customers, and only where the caller’s channels meet them', async () => {
    const [a, b, all] = callers;
    const ofB = (await call(await all!.staff.token(), 'GET', `/admins/${b!.staff.id}/allocated-members`)).json() as { id: number }[];
    expect(ofB.map((u) => u.id).sort()).toEqual(made.users![channelB]!.map((u) => u.id).sort());
    // Admin A asking for admin B's customers gets none of them.
    const asked = await call(await a!.staff.token(), 'GET', `/admins/${b!.staff.id}/allocated-members`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual([]);
    expect(asked.headers['content-range']).toBe('users 0-0/0');
  });
});

describe('the read cache', () => {
  it('keys every page by scope: after admin A lists, admin B gets his own list at the same URL', async () => {
    const [a, b] = callers;
    const url = `/users?${listQuery({ range: [0, 24], sort: ['id', 'ASC'] })}`;
    const first = (await call(await a!.staff.token(), 'GET', url)).json() as { id: number }[];
    const second = (await call(await b!.staff.token(), 'GET', url)).json() as { id: number }[];
    expect(first.map((u) => u.id)).toEqual(made.users![channelA]!.map((u) => u.id));
    expect(second.map((u) => u.id)).toEqual(made.users![channelB]!.map((u) => u.id));
    // And A again, from memory, still his own.
    expect(((await call(await a!.staff.token(), 'GET', url)).json() as { id: number }[]).map((u) => u.id)).toEqual(first.map((u) => u.id));
  });

  it('narrows at once when a channel is assigned or taken away', async () => {
    const [a] = callers;
    const url = `/channels?${listQuery({ range: [0, 24] })}`;
    const ids = async () => ((await call(await a!.staff.token(), 'GET', url)).json() as { id: number }[]).map((c) => c.id);
    expect(await ids()).toEqual([channelA]);
    expect((await call(token, 'POST', `/channels/${channelB}/admins`, { admin_id: a!.staff.id })).statusCode).toBe(201);
    expect((await ids()).sort()).toEqual([channelA, channelB].sort());
    expect((await call(token, 'DELETE', `/channels/${channelB}/admins/${a!.staff.id}`)).statusCode).toBe(200);
    expect(await ids()).toEqual([channelA]);
  });
});
