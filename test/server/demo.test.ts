/**
 * The demo data set a fresh embedded start loads, seeded once for all its checks (it is a year of
 * visits and payments): its videos play and a draft can be published; customers, tickets,
 * cooperation requests and comments in the three languages; plans, promotions, a deal and a year of
 * payments made through the postback endpoint with a seasonal and weekly rhythm, and the payout
 * reports of its last three months; the analytics rollups rebuilt from them at the end.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/setup/demo.ts';
import { injectSender } from '../../server/setup/paymentSimulator.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { caller, listQuery } from './commerce/helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  expect(await seedDemo(t.db, t.app.storage, injectSender(t.app))).toBe(true);
  // The whole demo, its year of visits and of payments, takes a few minutes on a busy machine.
}, 300_000);
afterAll(() => t.close());

type TVideo = { id: number; title: string; status: string; video: string; trailer: string; preview_video: string };

describe('the demo', () => {
  it('gives every video a playable file, trailer and preview', async () => {
    const list = await t.call(token, { url: `${API}/videos?range=[0,49]` });
    const ids = list.json().map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      const video = (await t.call(token, { url: `${API}/videos/${id}` })).json() as TVideo;
      for (const url of [video.video, video.trailer, video.preview_video]) expect(url, video.title).toMatch(/^\/media\/videos\/.+\.webm$/);
    }
    const first = (await t.call(token, { url: `${API}/videos/${ids[0]}` })).json() as TVideo;
    const served = await t.app.inject({ url: first.video, headers: { range: 'bytes=0-3' } });
    expect([200, 206]).toContain(served.statusCode);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  });

  it('lets a demo draft be published: it has all that publishing needs', async () => {
    const drafts = await t.call(token, { url: `${API}/videos?filter=${encodeURIComponent('{"status":"draft"}')}` });
    const draft = drafts.json()[0] as TVideo;
    const published = await t.call(token, { method: 'POST', url: `${API}/videos/${draft.id}/publish`, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    expect((await t.call(token, { url: `${API}/videos/${draft.id}` })).json().status).toBe('published');
  });

  it('has 2,000 customers on three sites, in the three languages, some verified, some disabled, a few mailed', async () => {
    const total = await t.call(token, { url: `${API}/users?range=[0,0]` });
    expect(total.headers['content-range']).toMatch(/\/2000$/);
    for (const [language, name] of [['en', /^[A-Z][a-z]+$/], ['zh-TW', /^\p{Script=Han}+$/u], ['zh-CN', /^\p{Script=Han}+$/u]] as const) {
      const page = (await t.call(token, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ q: '', status: 'active' }))}&range=[0,499]` })).json();
      expect(page.length).toBeGreaterThan(0);
      const one = (await t.call(token, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ site: (await t.call(token, { url: `${API}/sites?filter=${encodeURIComponent(JSON.stringify({ default_language: language }))}` })).json()[0].id }))}` })).json()[0];
      expect((await t.call(token, { url: `${API}/users/${one.id}` })).json()).toMatchObject({ language, first_name: expect.stringMatching(name) });
    }
    expect((await t.call(token, { url: `${API}/users?filter=${encodeURIComponent('{"status":"disabled"}')}` })).json().length).toBeGreaterThan(0);
    expect((await t.call(token, { url: `${API}/mails` })).json().length).toBeGreaterThan(0);
  });

  it('loads nothing into a database that already has content', async () => {
    expect(await seedDemo(t.db, t.app.storage)).toBe(false);
  });
});

describe('the demo’s customer contact', () => {
  const total = async (path: string, filter: object = {}) =>
    Number((await t.call(token, { url: `${API}/${path}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}` })).headers['content-range']?.split('/')[1]);

  it('holds 300 tickets and 100 cooperation requests from three sites, in the three languages', async () => {
    expect(await total('supports')).toBe(300);
    expect(await total('cooperations')).toBe(100);
    for (const status of ['open', 'solved', 'archived']) expect(await total('supports', { status })).toBeGreaterThan(0);
    for (const status of ['new', 'solved', 'archived']) expect(await total('cooperations', { status })).toBeGreaterThan(0);
    const sites = (await t.call(token, { url: `${API}/sites` })).json() as { id: number; default_language: string; intake_key_prefix: string | null }[];
    expect(sites.map((s) => s.default_language).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    for (const site of sites) {
      expect(site.intake_key_prefix).toMatch(/^srk_/);
      expect(await total('supports', { site: site.id })).toBe(100);
      const [one] = (await t.call(token, { url: `${API}/supports?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ site: site.id }))}` })).json() as { id: number }[];
      const ticket = (await t.call(token, { url: `${API}/supports/${one!.id}` })).json();
      expect(ticket.language).toBe(site.default_language);
    }
  });

  it('gives some tickets attachments that are served, and a conversation', async () => {
    const tickets = (await t.call(token, { url: `${API}/supports?range=[0,299]&sort=${encodeURIComponent('["id","ASC"]')}` })).json() as { id: number }[];
    const first = (await t.call(token, { url: `${API}/supports/${tickets[0]!.id}` })).json();
    expect(first.attachment).toMatch(/^\/media\/files\/.+\.pdf$/);
    expect((await t.app.inject({ url: first.attachment })).statusCode).toBe(200);
    const answered = await t.call(token, { url: `${API}/supports?range=[0,0]&filter=${encodeURIComponent('{"status":"solved"}')}` });
    const replies = (await t.call(token, { url: `${API}/supports/${answered.json()[0].id}/replies` })).json().data;
    expect(replies.length).toBeGreaterThan(0);
  });
});

describe('the demo’s comments', () => {
  const total = async (path: string, filter: object = {}) =>
    Number((await t.call(token, { url: `${API}/${path}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}` })).headers['content-range']?.split('/')[1]);

  it('holds 5,000 comments in the three languages, 200 of them reported and awaiting a decision in the inbox', async () => {
    expect(await total('comments')).toBe(5000);
    expect(await total('comments', { report_status: 'reported' })).toBe(200);
    const reports = await t.call(token, { url: `${API}/comments/reports?range=[0,0]` });
    expect(reports.statusCode, reports.body).toBe(200);
    expect(reports.headers['content-range']).toBe('comments/reports 0-0/200');
    const inbox = (await t.call(token, { url: `${API}/inbox?range=[0,0]` })).json();
    expect(inbox.counts.comments).toBe(200);
    const page = (await t.call(token, { url: `${API}/comments?range=[0,499]` })).json() as { comment: string }[];
    expect(page.some((c) => /^[A-Za-z]/.test(c.comment))).toBe(true);
    expect(page.some((c) => /[這們還]/.test(c.comment))).toBe(true);
    expect(page.some((c) => /[这们还]/.test(c.comment))).toBe(true);
    const [group] = (await t.call(token, { url: `${API}/comments/reports?range=[0,0]` })).json();
    expect(group.count).toBeGreaterThanOrEqual(1);
    expect(group.reports[0]).toMatchObject({ reason: expect.any(String), reporter_name: expect.any(String) });
  });
});

describe('the demo’s commerce', () => {
  it('offers plans in order, one of them withdrawn, a running and an ended promotion, and an active deal', async () => {
    const call = caller(t);
    const plans = (await call(token, 'GET', `/plans?${listQuery({ sort: ['sort', 'ASC'] })}`)).json() as { name: string; show: boolean; id: number }[];
    expect(plans.map((p) => p.name)).toEqual(['Weekly', 'Monthly', 'Quarterly', 'Yearly', 'Day pass']);
    expect(plans.filter((p) => !p.show).map((p) => p.name)).toEqual(['Day pass']);
    const promotions = (await call(token, 'GET', `/promotions?${listQuery({ sort: ['code', 'ASC'] })}`)).json() as { code: string; status: string }[];
    expect(promotions.map((p) => [p.code, p.status])).toEqual([['SPRING-5', 'expired'], ['WELCOME-20', 'active']]);
    const deals = (await call(token, 'GET', '/deals')).json() as { status: string; plan: number }[];
    expect(deals).toEqual([expect.objectContaining({ status: 'active', plan: plans.find((p) => p.name === 'Yearly')!.id })]);
  });

  it('has about a thousand orders and their subscriptions, made by signed notifications, with promotions, renewals and reversals', async () => {
    const call = caller(t);
    const totals = (await call(token, 'GET', '/orders/totals')).json().data as { currency: string; count: number; amount: number }[];
    expect(totals).toHaveLength(1);
    expect(totals[0]!.count).toBeGreaterThan(600);
    expect(totals[0]!.count).toBeLessThan(2000);
    const ids = async (resource: string, filter: object) => (await call(token, 'GET', `/${resource}?${listQuery({ filter })}`)).json().length;
    expect(await ids('orders', { kind: 'rebill' })).toBeGreaterThan(0);
    expect(await ids('orders', { status: 'refunded' }) + (await ids('orders', { status: 'partially_refunded' }))).toBeGreaterThan(0);
    expect(await ids('subscriptions', { status: 'active' })).toBeGreaterThan(0);
    expect(await ids('subscriptions', { status: 'cancelled' }) + (await ids('subscriptions', { status: 'expired' }))).toBeGreaterThan(0);
    const welcome = (await call(token, 'GET', `/promotions?${listQuery({ filter: { q: 'WELCOME-20' } })}`)).json()[0];
    expect(welcome.used).toBeGreaterThan(0);
    // Every order came with its notification, applied.
    const [order] = (await call(token, 'GET', '/orders')).json();
    expect((await call(token, 'GET', `/orders/${order.id}/events`)).json().data.some((e: { status: string }) => e.status === 'applied')).toBe(true);
  });

  it('spans a year, with more sign-ups in winter than in summer and at weekends than midweek, and refunds and chargebacks', async () => {
    const rows = (text: string) => t.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: Record<string, string | number>[] }).rows);
    const [span] = await rows(`select extract(epoch from max(paid_at) - min(paid_at)) / 86400 as days from orders`);
    expect(Number(span!.days)).toBeGreaterThan(330);
    const byMonth = await rows(`select extract(month from paid_at)::int as month, count(*)::int as n from orders where kind = 'sale' group by 1`);
    const sales = (months: number[]) => byMonth.filter((r) => months.includes(Number(r.month))).reduce((n, r) => n + Number(r.n), 0);
    expect(sales([12, 1, 2])).toBeGreaterThan(1.3 * sales([6, 7, 8]));
    const byDay = await rows(`select extract(dow from paid_at)::int as dow, count(*)::int as n from orders where kind = 'sale' group by 1`);
    const perDay = (days: number[]) => byDay.filter((r) => days.includes(Number(r.dow))).reduce((n, r) => n + Number(r.n), 0) / days.length;
    expect(perDay([0, 6])).toBeGreaterThan(perDay([2, 3]));
    const [reversals] = await rows(`select count(*) filter (where kind = 'refund' and status = 'applied')::int as refunds, count(*) filter (where kind = 'chargeback' and status = 'applied')::int as chargebacks from provider_events`);
    expect(Number(reversals!.refunds)).toBeGreaterThan(5);
    expect(Number(reversals!.chargebacks)).toBeGreaterThan(0);
    // Each payer's account was made before their first payment.
    const [early] = await rows(`select count(*)::int as n from users u join (select "user", min(paid_at) as first from orders group by 1) f on f."user" = u.id where u.created_at > f.first`);
    expect(Number(early!.n)).toBe(0);
  });

  it('has the payout reports of the last three whole months, figured as staff creating them would get, one short of its statement and one awaiting it', async () => {
    const call = caller(t);
    type TReport = { segpay: number; period_start: string; period_end: string; net_payout: number; gross_sales: number; statement_amount: number | null; difference: number | null };
    const reports = (await call(token, 'GET', `/segpay-payout-reports?${listQuery({ sort: ['period_start', 'ASC'] })}`)).json() as TReport[];
    const now = new Date();
    const monthStart = (back: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
    expect(reports.map((r) => r.period_start)).toEqual([monthStart(3), monthStart(2), monthStart(1)]);
    expect(reports.map((r) => r.difference)).toEqual([0, -1250, null]);
    expect(reports.every((r) => r.gross_sales > 0)).toBe(true);
    // The same period created through the API now has the same figures.
    for (const report of reports) {
      const again = await call(token, 'POST', '/segpay-payout-reports', { segpay: report.segpay, period_start: report.period_start, period_end: report.period_end });
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({ net_payout: report.net_payout, gross_sales: report.gross_sales });
    }
  });

  it('ends with the rollups rebuilt: the money of the orders, by day, nothing left to refresh', async () => {
    const rows = (text: string) => t.db.execute(sql.raw(text)).then((r) => (r as unknown as { rows: Record<string, string | number>[] }).rows);
    const [money] = await rows(`select (select sum(amount) from orders where paid_at is not null and status <> 'failed' and status <> 'pending') as orders,
      (select sum(new_revenue + renew_revenue) from analytics_days) as rollup, (select sum(sign_ups) from analytics_days) as sign_ups, (select count(*) from users) as users`);
    expect(Number(money!.rollup)).toBe(Number(money!.orders));
    expect(Number(money!.sign_ups)).toBe(Number(money!.users));
  });
});
