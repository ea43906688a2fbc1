/**
 * Row-level scope, generated from the registry: every resource that declares `scopedBy` (its own
 * column or a reference to a scoped resource, as comments and tickets belong to their customer's
 * channel), the channels' nested routes and the moderation inbox, called as two channel admins of
 * different channels and as an unrestricted admin with the same permissions. No row, count or
 * export line of another channel reaches a channel admin, whatever the filter, sort or search;
 * another channel's record answers 404 (not 403, so that its id is not confirmed) to every route,
 * bulk ones included; and a page kept in memory for one admin is never answered to the other.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TResource } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { postComments, reportComment } from '../../../resources/comments/comments.server.ts';
import { videos } from '../../../resources/videos/schema.ts';
import { toSnake } from '../../../server/lib/casing.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { send, siteWithKey } from '../helpers/intake.ts';
import { someRecordId } from '../helpers/records.ts';
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
const resourceNamed = (name: string) => resources.find((r) => r.name === name)!;
/** The reference field a resource is scoped through, if it is. */
const throughOf = (resource: TResource) => (typeof resource.scopedBy === 'object' ? String(resource.scopedBy.through) : undefined);

/**
 * A record of each scoped resource in a channel: its id and a text that names it. New scoped
 * resources add theirs here; one scoped through a reference makes a record that awaits a decision
 * when it has an inbox, so that the inbox's counts are tried too.
 */
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
  comments: async (channelId) => reportedComment((await customerOf(t, token, channelId)).id),
  supports: async (channelId) => {
    const site = await siteWithKey(t, token);
    const customer = await customerOf(t, token, channelId, { site: site.id });
    return ticket(site.key, `${customer.username}@example.com`, `Ticket of ${customer.username}`);
  },
};

/** A comment by this customer, reported (it awaits a decision in the inbox and shows on the reports page). */
const reportedComment = async (author: number) => {
  const title = `Comment of customer ${author}`;
  const [id] = await postComments(t.db, [{ user: author, video: await someRecordId(t, videos), comment: title }]);
  await reportComment(t.db, { comment: id!, reporter: author, reason: 'Spam' });
  return { id: id!, title };
};

/** A ticket sent through a site's public intake, the customer's whose address it came from on that site (if any). */
const ticket = async (key: string, email: string, subject: string) => {
  const res = await send(t, 'supports', key, { payload: { type: 'billing', subject, email, message: 'Charged twice, please help.' } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, title: subject };
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
type TMade = { id: number; title: string; /** The record it is scoped through (a comment's user). */ owner?: number };
/** The records made in each channel, by resource. */
const made: Record<string, Record<number, TMade[]>> = {};
/** Records of no channel, seen by the unrestricted admin only: a customer of none, their comment, an anonymous ticket. */
const ofNoChannel: Record<string, TMade> = {};
let channelA: number;
let channelB: number;

/** The record a row of a resource scoped through a reference names. */
const ownerOf = async (resource: TResource, id: number): Promise<number | undefined> => {
  const through = throughOf(resource);
  if (!through) return undefined;
  const [row] = await rowsOf<{ owner: number | null }>(sql`select ${sql.identifier(toSnake(through))} as owner from ${sql.identifier(resource.name)} where id = ${id}`);
  return row?.owner === null || row?.owner === undefined ? undefined : Number(row.owner);
};

beforeAll(async () => {
  t = await buildTestApp({ config: { publicPerIp: 10_000, publicPerKey: 10_000 } });
  token = await t.login();
  call = caller(t);
  channelA = (await createChannel(t, token, { utm_source: 'alpha' })).id;
  channelB = (await createChannel(t, token, { utm_source: 'bravo' })).id;
  for (const resource of scoped) {
    const maker = makers[resource.name];
    if (!maker) throw new Error(`${resource.name} is scoped: add a maker of its records to this test`);
    const make = async (channelId: number): Promise<TMade> => {
      const record = await maker(channelId);
      const owner = await ownerOf(resource, record.id);
      return owner === undefined ? record : { ...record, owner };
    };
    made[resource.name] = { [channelA]: [await make(channelA), ...(resource.name === 'channels' ? [] : [await make(channelA)])], [channelB]: [await make(channelB)] };
  }
  // Seen by the unrestricted admin only: a customer of no channel, their comment, and a ticket from an address no customer has.
  const nobody = await customerOf(t, token, null);
  ofNoChannel.users = { id: nobody.id, title: nobody.username };
  ofNoChannel.comments = await reportedComment(nobody.id);
  ofNoChannel.supports = await ticket((await siteWithKey(t, token)).key, 'anonymous@example.com', 'A ticket of nobody known');
  expect(await ownerOf(resourceNamed('supports'), ofNoChannel.supports.id)).toBeUndefined();
  callers = [
    { name: 'admin of A', staff: await channelAdmin(t, token, permissions, [channelA]), channels: [channelA] },
    { name: 'admin of B', staff: await channelAdmin(t, token, permissions, [channelB]), channels: [channelB] },
    { name: 'unrestricted admin', staff: await staffWith(t, permissions), channels: 'all' },
  ];
});
afterAll(() => t.close());

/**
 * The condition of the rows of a resource a caller may see, written here from the declaration
 * alone: its channel column, or the rows of the scoped records it names (a row naming none is of
 * no channel).
 */
const visibleWhere = (resource: TResource, channels: number[] | 'all'): SQL => {
  if (channels === 'all') return sql`true`;
  const through = throughOf(resource);
  if (through) {
    const owner = resourceNamed(resource.fields[through]!.reference!);
    return sql`${sql.identifier(toSnake(through))} in (select id from ${sql.identifier(owner.name)} where ${visibleWhere(owner, channels)})`;
  }
  return sql`${sql.identifier(toSnake(String(resource.scopedBy)))} = any(${`{${channels.join(',')}}`}::int[])`;
};

/** The ids of this resource's rows a caller may see (and meeting `also`), as the database holds them. */
const visibleIds = async (resource: TResource, channels: number[] | 'all', also: SQL = sql`true`): Promise<Set<number>> => {
  const rows = await rowsOf<{ id: number }>(sql`select id from ${sql.identifier(resource.name)} where ${visibleWhere(resource, channels)} and ${also}`);
  return new Set(rows.map((r) => Number(r.id)));
};

const otherChannel = (c: TCaller) => (c.channels === 'all' ? undefined : c.channels[0] === channelA ? channelB : channelA);
/** The first of the caller's own records of a resource (channel B's for the unrestricted admin). */
const mineOf = (name: string, c: TCaller) => made[name]![c.channels === 'all' ? channelB : c.channels[0]!]![0]!;

/** An action answered by the resource's own route takes the body that route reads. */
const actionBodies: Record<string, Record<string, object>> = { supports: { reply: { message: 'A reply' } } };

describe.each(scoped.map((r) => ({ name: r.name, resource: r })))('$name, scoped by its channel', ({ name, resource }) => {
  const scopedBy = String(resource.scopedBy);
  const through = throughOf(resource);
  /** A filter's value that names the other channel: the channel itself, or the record the other channel's row is scoped through. */
  const otherValue = (filter: string, c: TCaller, other: TMade) => {
    if (filter === through) return other.owner;
    return filter === scopedBy || resource.fields[filter]?.reference === 'channels' ? otherChannel(c) ?? channelB : undefined;
  };
  /** Every list query the generated test tries: the default, each filter with the other channel's value, each sort both ways, a search. */
  const queries = (c: TCaller): object[] => {
    const other = made[name]![otherChannel(c) ?? channelB]![0]!;
    return [
      { range: [0, 499] },
      ...((resource.filters ?? []) as string[]).map((filter) => ({ filter: { [toSnake(filter)]: otherValue(filter, c, other) }, range: [0, 499] })),
      ...['id', ...((resource.sortable ?? []) as string[])].flatMap((field) => (['ASC', 'DESC'] as const).map((order) => ({ sort: [toSnake(field), order], range: [0, 499] }))),
      ...(resource.search?.length ? [{ filter: { q: other.title }, range: [0, 499] }] : []),
      { filter: { id: [other.id] } },
    ];
  };

  it('lists, counts, filters, sorts and searches only the caller’s channels', async () => {
    for (const c of callers) {
      const allowed = await visibleIds(resource, c.channels);
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
          const res = await call(tokenOf, 'POST', `/${name}/${other.id}/${action}`, actionBodies[name]?.[action] ?? (resource.actions![action]!.asksReason ? { reason: 'test' } : undefined));
          expect(res.statusCode, `${c.name} ${action} ${name}/${other.id}`).toBe(404);
        }
        if (resource.operations.includes('delete')) expect((await call(tokenOf, 'DELETE', `/${name}/${other.id}`)).statusCode, `${c.name} DELETE ${name}/${other.id}`).toBe(404);
      }
      expect((await call(tokenOf, 'GET', `/${name}/${mineOf(name, c).id}`)).statusCode).toBe(200);
    }
  });

  it('answers 404 to a bulk action or delete that names another channel’s record beside the caller’s own, and changes neither', async () => {
    const bulk = [
      ...Object.entries(resource.actions ?? {})
        .filter(([, action]) => action.bulk)
        .map(([action, declared]) => ({ path: `/${name}/${action}-many`, extra: declared.asksReason ? { reason: 'test' } : {} })),
      ...(resource.operations.includes('delete') ? [{ path: `/${name}/delete-many`, extra: {} }] : []),
    ];
    for (const c of callers) {
      const otherId = otherChannel(c);
      if (otherId === undefined) continue;
      const tokenOf = await c.staff.token();
      const mine = mineOf(name, c);
      const other = made[name]![otherId]![0]!;
      const before = (await call(tokenOf, 'GET', `/${name}/${mine.id}`)).json();
      for (const { path, extra } of bulk) {
        const res = await call(tokenOf, 'POST', path, { ids: [mine.id, other.id], ...extra });
        expect(res.statusCode, `${c.name} ${path} ${res.body}`).toBe(404);
      }
      expect((await call(tokenOf, 'GET', `/${name}/${mine.id}`)).json()).toEqual(before);
    }
  });

  it.runIf(through !== undefined)('shows a record of no channel (its reference empty or of no channel) to the unrestricted admin only', async () => {
    const none = ofNoChannel[name];
    expect(none, `${name}: add its record of no channel to this test`).toBeDefined();
    for (const c of callers) expect((await call(await c.staff.token(), 'GET', `/${name}/${none!.id}`)).statusCode, c.name).toBe(c.channels === 'all' ? 200 : 404);
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

describe('the comments’ and tickets’ own routes', () => {
  it('the reports page: the reported comments of the caller’s channels only, counted alike', async () => {
    const comments = resourceNamed('comments');
    for (const c of callers) {
      const tokenOf = await c.staff.token();
      const res = await call(tokenOf, 'GET', `/comments/reports?${listQuery({ range: [0, 499] })}`);
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json() as { id: number }[]).map((row) => row.id);
      const allowed = await visibleIds(comments, c.channels, sql`exists (select 1 from comment_reports r where r.comment_id = comments.id)`);
      expect(new Set(ids)).toEqual(allowed);
      expect(res.headers['content-range']).toBe(`comments/reports 0-${Math.max(ids.length - 1, 0)}/${allowed.size}`);
      if (c.channels === 'all') continue;
      for (const own of made.comments![c.channels[0]!]!) expect(ids).toContain(own.id);
      const other = made.comments![otherChannel(c)!]![0]!;
      const asked = await call(tokenOf, 'GET', `/comments/reports?${listQuery({ filter: { comment: other.id } })}`);
      expect(asked.json()).toEqual([]);
      expect(asked.headers['content-range']).toBe('comments/reports 0-0/0');
    }
  });

  it('a ticket’s replies: another channel’s answer 404 to read and to reply to, the caller’s own 200', async () => {
    for (const c of callers) {
      const tokenOf = await c.staff.token();
      const otherId = otherChannel(c);
      if (otherId !== undefined) {
        const other = made.supports![otherId]![0]!;
        expect((await call(tokenOf, 'GET', `/supports/${other.id}/replies`)).statusCode).toBe(404);
        expect((await call(tokenOf, 'POST', `/supports/${other.id}/reply`, { message: 'A reply' })).statusCode).toBe(404);
        expect((await call(tokenOf, 'GET', `/supports/${ofNoChannel.supports!.id}/replies`)).statusCode).toBe(404);
      }
      expect((await call(tokenOf, 'GET', `/supports/${mineOf('supports', c).id}/replies`)).statusCode).toBe(200);
    }
  });
});

describe('the moderation inbox', () => {
  const inboxed = scoped.filter((r) => r.inbox);
  /** The condition of a resource's records that await a decision, from its declaration. */
  const awaiting = (resource: TResource): SQL =>
    sql.join(
      Object.entries(resource.inbox!.when).map(([field, values]) => sql`${sql.identifier(toSnake(field))} = any(${`{${values.join(',')}}`}::text[])`),
      sql` and `,
    );

  it('lists and counts, per resource and in all, only what awaits a decision in the caller’s channels', async () => {
    expect(inboxed.map((r) => r.name).sort()).toEqual(expect.arrayContaining(['comments', 'supports']));
    for (const c of callers) {
      const res = await call(await c.staff.token(), 'GET', `/inbox?${listQuery({ range: [0, 499] })}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, total, counts } = res.json() as { data: { resource: string; id: number }[]; total: number; counts: Record<string, number> };
      for (const resource of inboxed) {
        const allowed = await visibleIds(resource, c.channels, awaiting(resource));
        expect(counts[resource.name], `${c.name} ${resource.name}`).toBe(allowed.size);
        const items = data.filter((item) => item.resource === resource.name).map((item) => item.id);
        expect(new Set(items), `${c.name} ${resource.name}`).toEqual(allowed);
        if (c.channels !== 'all') for (const own of made[resource.name]![c.channels[0]!]!) expect(items).toContain(own.id);
      }
      expect(total).toBe(Object.values(counts).reduce((sum, n) => sum + n, 0));
      // One resource's items asked alone: the same narrowing.
      for (const resource of inboxed) {
        const alone = (await call(await c.staff.token(), 'GET', `/inbox?${new URLSearchParams({ resource: resource.name, range: '[0,499]' })}`)).json() as { data: { id: number }[]; total: number };
        expect(alone.total).toBe(counts[resource.name]);
        expect(new Set(alone.data.map((item) => item.id))).toEqual(await visibleIds(resource, c.channels, awaiting(resource)));
      }
    }
  });

  it('takes a decision on the caller’s own record, and answers 404 to one on another channel’s, which stays in its admin’s inbox', async () => {
    const [a, b] = callers;
    const count = async (who: TCaller, name: string) => ((await call(await who.staff.token(), 'GET', '/inbox')).json() as { counts: Record<string, number> }).counts[name];
    for (const resource of inboxed) {
      for (const { action } of resource.inbox!.decisions.filter((d) => d.action !== 'delete').slice(0, 1)) {
        const ofA = await count(a!, resource.name);
        const ofB = await count(b!, resource.name);
        const other = made[resource.name]![channelB]![0]!;
        expect((await call(await a!.staff.token(), 'POST', `/${resource.name}/${other.id}/${action}`)).statusCode).toBe(404);
        expect(await count(b!, resource.name)).toBe(ofB);
        const own = made[resource.name]![channelA]![1]!;
        const decided = await call(await a!.staff.token(), 'POST', `/${resource.name}/${own.id}/${action}`);
        expect(decided.statusCode, decided.body).toBe(200);
        expect(await count(a!, resource.name)).toBe(ofA! - 1);
        expect(await count(b!, resource.name)).toBe(ofB);
      }
    }
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
    // Every customer of B's channel (those the comments and tickets were made for too), and no other.
    expect(new Set(ofB.map((u) => u.id))).toEqual(await visibleIds(resourceNamed('users'), [channelB]));
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
    const idsOf = async (channel: number) => [...(await visibleIds(resourceNamed('users'), [channel]))].sort((x, y) => x - y);
    expect(first.map((u) => u.id)).toEqual(await idsOf(channelA));
    expect(second.map((u) => u.id)).toEqual(await idsOf(channelB));
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
