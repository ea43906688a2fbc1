/**
 * The record calls' kept counts: whatever rows of money and visits are added, moved and deleted
 * (two sites, three currencies, channels and campaigns of none), and whether the job has counted
 * the marked days or not, a page of the daily channel or daily campaign records is the whole
 * answer cut at that place, and its total the whole answer's length: for one site or every site,
 * in either currency, over any range. And the counts the job keeps equal a count of every day (what
 * the migration and the rebuild make), so a database upgraded with rows already in it starts right.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBoth, pageDays, sumBoth } from '../../../server/analytics/calls.ts';
import { countMarkedRecords, recountAllRecords } from '../../../server/analytics/recordCounts.ts';
import type { TReportParameters } from '../../../server/crud/report.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';

let t: TTestApp;
let sites: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.login();
  sites = [(await siteWithKey(t, token)).id, (await siteWithKey(t, token)).id];
});
afterAll(() => t.close());

const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const DAYS = ['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06'];
const FIGURES = ['visitors', 'signUps', 'newSubscribers', 'revenue'] as const;

const key = fc.record({ site: fc.integer({ min: 0, max: 1 }), day: fc.constantFrom(...DAYS), channel: fc.integer({ min: 0, max: 3 }), campaign: fc.integer({ min: 0, max: 2 }) });
const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('money' as const), key, plan: fc.integer({ min: 0, max: 1 }), currency: fc.constantFrom('', 'USD', 'EUR'), n: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('visit' as const), key, device: fc.constantFrom('desktop', 'mobile'), n: fc.integer({ min: 1, max: 9 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constantFrom('delete-money' as const, 'delete-visit' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constantFrom('move-money' as const, 'move-visit' as const), index: fc.nat(), day: fc.constantFrom(...DAYS), channel: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('count' as const) }) },
);
type TCommand = typeof command extends fc.Arbitrary<infer T> ? T : never;

const apply = async (commands: TCommand[]) => {
  for (const c of commands) {
    if (c.op === 'money') {
      const { site, day, channel, campaign } = c.key;
      await t.db.execute(sql`insert into analytics_days as d (site_id, day, channel_id, campaign_id, plan_id, currency, sign_ups, new_subscribers, new_revenue)
        values (${sites[site]!}, ${day}, ${channel}, ${campaign}, ${c.plan}, ${c.currency}, ${c.currency ? 0 : c.n}, ${c.currency ? 1 : 0}, ${c.currency ? c.n * 100 : 0})
        on conflict (site_id, day, channel_id, campaign_id, plan_id, currency) do update set sign_ups = d.sign_ups + excluded.sign_ups, new_revenue = d.new_revenue + excluded.new_revenue`);
    } else if (c.op === 'visit') {
      const { site, day, channel, campaign } = c.key;
      await t.db.execute(sql`insert into analytics_visit_days as v (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views)
        values (${sites[site]!}, ${day}, ${channel}, ${campaign}, ${c.device}, ${c.n}, 0, ${c.n})
        on conflict (site_id, day, channel_id, campaign_id, device) do update set visitors = v.visitors + excluded.visitors, page_views = v.page_views + excluded.page_views`);
    } else if (c.op === 'count') {
      await countMarkedRecords(t.db);
    } else {
      const table = sql.raw(c.op.endsWith('money') ? 'analytics_days' : 'analytics_visit_days');
      const [row] = await rows<{ ctid: string }>(sql`select ctid::text as ctid from ${table} order by site_id, day, channel_id, campaign_id offset ${c.index % 50} limit 1`);
      if (!row) continue;
      if (!('day' in c)) await t.db.execute(sql`delete from ${table} where ctid = ${row.ctid}::tid`);
      // A move that would meet another row's key is skipped (the rollups never hold a key twice).
      else await t.db.execute(sql`update ${table} set day = ${c.day}, channel_id = ${c.channel} where ctid = ${row.ctid}::tid and not exists (
          select 1 from ${table} o where (o.site_id, o.day, o.channel_id, o.campaign_id) = (select site_id, ${c.day}::date, ${c.channel}::int, campaign_id from ${table} where ctid = ${row.ctid}::tid))`);
    }
  }
};

const parameters = (site: number | undefined, currency: string, from: string, to: string): TReportParameters => ({
  from, to, currency, today: to, timeZone: 'UTC', now: new Date(), ...(site === undefined ? {} : { site }),
});

/** Every page of every call shape equals the whole answer cut there. */
const checkPages = async (label: string) => {
  for (const keys of [['day', 'channel'], ['day', 'channel', 'campaign']] as const) {
    for (const site of [sites[0], sites[1], undefined]) {
      for (const currency of ['USD', 'EUR']) {
        for (const [from, to] of [[DAYS[0]!, DAYS.at(-1)!], [DAYS[1]!, DAYS[3]!]] as const) {
          const p = parameters(site, currency, from, to);
          const whole = await sumBoth(t.db, p, keys, undefined, FIGURES);
          for (const limit of [1, 3, 7]) {
            for (let offset = 0; offset <= whole.length; offset += limit) {
              const page = await pageBoth(t.db, p, keys, { offset, limit }, FIGURES);
              const where = `${label}: ${keys.join(',')} site ${site} ${currency} ${from}..${to} offset ${offset} limit ${limit}`;
              expect(page.total, where).toBe(whole.length);
              expect(page.rows, where).toEqual(whole.slice(offset, offset + limit));
            }
          }
        }
      }
    }
  }
};

const keptCounts = () => rows<{ site_id: number; day: string; currency: string; channels: number; campaigns: number }>(
  sql`select site_id, day::text as day, currency, channels, campaigns from analytics_record_days order by 1, 2, 3`,
);

describe('the record calls’ kept counts', () => {
  it('give every page and total as counting the grains would, marked or counted', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 3, maxLength: 25 }), async (commands) => {
        await t.db.execute(sql`delete from analytics_days`);
        await t.db.execute(sql`delete from analytics_visit_days`);
        await countMarkedRecords(t.db);
        await apply(commands);
        await checkPages('as applied');
        while ((await countMarkedRecords(t.db)) > 0);
        expect(await rows(sql`select * from analytics_record_marks`)).toEqual([]);
        await checkPages('counted');
        // What the job keeps is what a count of every day (the migration's, the rebuild's) makes of the same grains.
        const kept = await keptCounts();
        await t.db.transaction(async (tx) => recountAllRecords(tx as unknown as typeof t.db));
        expect(await keptCounts()).toEqual(kept);
      }),
      { numRuns: 12 },
    );
  });

  it('mark a day when a key comes or goes, not when a figure changes', async () => {
    await t.db.execute(sql`delete from analytics_days`);
    await t.db.execute(sql`delete from analytics_visit_days`);
    await countMarkedRecords(t.db);
    await apply([{ op: 'money', key: { site: 0, day: DAYS[0]!, channel: 1, campaign: 1 }, plan: 0, currency: 'USD', n: 2 }]);
    expect(await countMarkedRecords(t.db)).toBe(1);
    expect((await keptCounts()).filter((r) => r.day === DAYS[0])).toEqual([
      { site_id: 0, day: DAYS[0], currency: 'USD', channels: 1, campaigns: 1 },
      { site_id: sites[0], day: DAYS[0], currency: 'USD', channels: 1, campaigns: 1 },
    ]);
    await apply([{ op: 'money', key: { site: 0, day: DAYS[0]!, channel: 1, campaign: 1 }, plan: 0, currency: 'USD', n: 3 }]);
    expect(await countMarkedRecords(t.db)).toBe(0);
  });
});

describe('counting the marked days', () => {
  const visit = (day: string, campaign: number) =>
    apply([{ op: 'visit', key: { site: 0, day, channel: 1, campaign }, device: 'desktop', n: 1 }]);
  const p = () => parameters(sites[0], 'USD', DAYS[0]!, DAYS.at(-1)!);
  const reset = async () => {
    await t.db.execute(sql`delete from analytics_days`);
    await t.db.execute(sql`delete from analytics_visit_days`);
    while ((await countMarkedRecords(t.db)) > 0);
  };

  it('is what the analytics-records job does every 2 seconds', async () => {
    await reset();
    await visit(DAYS[2]!, 1);
    expect(await t.app.jobs.turn('analytics-records', { force: true })).toBe('ran');
    expect(await rows(sql`select * from analytics_record_marks`)).toEqual([]);
    expect((await keptCounts()).filter((r) => r.site_id === sites[0])).toEqual([{ site_id: sites[0], day: DAYS[2], currency: '', channels: 1, campaigns: 1 }]);
    const [job] = await rows<{ every_seconds: number }>(sql`select every_seconds from jobs where name = 'analytics-records'`);
    expect(job?.every_seconds).toBe(2);
  });

  it('by counters at once, and while keys are written, leaves the counts right', async () => {
    await reset();
    const writes = (async () => {
      for (let i = 0; i < 8; i++) await visit(DAYS[i % DAYS.length]!, i);
    })();
    const counters = (async () => {
      for (let i = 0; i < 8; i++) await Promise.all([countMarkedRecords(t.db), countMarkedRecords(t.db)]);
    })();
    await Promise.all([writes, counters]);
    while ((await countMarkedRecords(t.db)) > 0);
    expect((await pageBoth(t.db, p(), ['day', 'channel', 'campaign'], { offset: 0, limit: 100 }, FIGURES)).total).toBe(8);
    const kept = await keptCounts();
    await t.db.transaction(async (tx) => recountAllRecords(tx as unknown as typeof t.db));
    expect(await keptCounts()).toEqual(kept);
  });

  it('a key committed after the marks were taken is counted from the grains, then by the next turn', async ({ skip }) => {
    // Two transactions at once need two connections: PostgreSQL only (PGlite runs one at a time).
    if (t.database.kind !== 'postgres') skip();
    await reset();
    await visit(DAYS[0]!, 1);
    while ((await countMarkedRecords(t.db)) > 0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const change = t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into analytics_visit_days (site_id, day, channel_id, campaign_id, device, visitors, returning_visitors, page_views) values (${sites[0]!}, ${DAYS[0]!}, 1, 2, 'mobile', 1, 0, 1)`);
      written();
      await held;
    });
    await wrote;
    // The mark is not committed yet: this turn neither sees nor deletes it.
    expect(await countMarkedRecords(t.db)).toBe(0);
    release();
    await change;
    expect((await pageBoth(t.db, p(), ['day', 'channel', 'campaign'], { offset: 0, limit: 10 }, FIGURES)).total).toBe(2);
    expect(await countMarkedRecords(t.db)).toBe(1);
    expect((await keptCounts()).filter((r) => r.site_id === sites[0])).toEqual([{ site_id: sites[0], day: DAYS[0], currency: '', channels: 1, campaigns: 2 }]);
    expect((await pageBoth(t.db, p(), ['day', 'channel', 'campaign'], { offset: 0, limit: 10 }, FIGURES)).total).toBe(2);
  });
});

describe('the days of a page', () => {
  const counts = [{ day: 'a', n: 3 }, { day: 'b', n: 1 }, { day: 'c', n: 4 }];
  it('are those that hold its rows, with the rows of the days before', () => {
    expect(pageDays(counts, { offset: 0, limit: 2 })).toEqual({ from: 'a', to: 'a', before: 0 });
    expect(pageDays(counts, { offset: 2, limit: 2 })).toEqual({ from: 'a', to: 'b', before: 0 });
    expect(pageDays(counts, { offset: 3, limit: 1 })).toEqual({ from: 'b', to: 'b', before: 3 });
    expect(pageDays(counts, { offset: 4, limit: 25 })).toEqual({ from: 'c', to: 'c', before: 4 });
    expect(pageDays(counts, { offset: 8, limit: 1 })).toBeUndefined();
    expect(pageDays([], { offset: 0, limit: 1 })).toBeUndefined();
  });
});
