/**
 * The demo's year of visits: seeded through the intake's path (its time is printed, not asserted:
 * timed tests fail on a shared machine; the demo's seeding time is measured, not tested), with a
 * weekly rhythm, every channel and campaign, several devices and countries, sign-ups that gave
 * customers their channel, robots dropped, and rollups equal to their recomputation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildVisits } from '../../../server/analytics/ingestRebuild.ts';
import { seedDemoVisits, type TDemoVisitsResult } from '../../../server/setup/demoAnalytics.ts';
import { seedDemoChannels } from '../../../server/setup/demoChannels.ts';
import { seedDemoUsers } from '../../../server/setup/demoUsers.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { rowsOf, visitDaysOf } from './visitHelpers.ts';

let t: TTestApp;
let result: TDemoVisitsResult;
let usersWithChannel: number;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.db);
  await seedDemoChannels(t.db);
  usersWithChannel = (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from users where channel is not null`))[0]!.n;
  result = await seedDemoVisits(t.db);
  console.log(`demo visits: ${result.events} events (${result.accepted} stored, ${result.bots} robots, ${result.signUps} sign-ups) in ${result.seconds.toFixed(1)} s`);
}, 240_000);
afterAll(() => t.close());

describe('the demo visits', () => {
  it('seed a year of events through the intake, robots dropped', () => {
    expect(result.accepted).toBeGreaterThan(15_000);
    expect(result.bots).toBeGreaterThan(0);
    expect(result.accepted + result.bots).toBe(result.events);
  });

  it('follow a week: weekend days are busier than midweek days', async () => {
    const days = await rowsOf<{ dow: number; visitors: number }>(
      t.db,
      sql`select extract(isodow from day)::int as dow, sum(visitors)::int as visitors from analytics_visit_days group by 1 order by 1`,
    );
    const of = (dow: number) => Number(days.find((d) => Number(d.dow) === dow)!.visitors);
    expect(of(6) + of(7)).toBeGreaterThan((of(2) + of(3)) * 1.2);
  });

  it('come through every channel and campaign, on every device, from several countries, some returning', async () => {
    const rollup = await visitDaysOf(t.db);
    const channels = await rowsOf<{ id: number }>(t.db, sql`select id from channels`);
    const campaigns = await rowsOf<{ id: number }>(t.db, sql`select id from campaigns`);
    for (const { id } of channels) expect(rollup.some((r) => r.channel_id === Number(id) && r.visitors > 0)).toBe(true);
    for (const { id } of campaigns) expect(rollup.some((r) => r.campaign_id === Number(id) && r.visitors > 0)).toBe(true);
    expect(new Set(rollup.map((r) => r.device))).toEqual(new Set(['desktop', 'mobile', 'tablet', 'other']));
    expect(rollup.reduce((sum, r) => sum + r.returning_visitors, 0)).toBeGreaterThan(1000);
    const countries = await rowsOf<{ n: number }>(t.db, sql`select count(distinct country)::int as n from visit_events`);
    expect(Number(countries[0]!.n)).toBeGreaterThan(10);
  });

  it('give customers who signed up through a link their channel and campaign', async () => {
    const [after] = await rowsOf<{ n: number; campaigns: number }>(t.db, sql`select count(*) filter (where channel is not null)::int as n, count(campaign)::int as campaigns from users`);
    expect(Number(after!.n)).toBeGreaterThan(usersWithChannel);
    expect(Number(after!.campaigns)).toBeGreaterThan(0);
    const [linked] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from analytics_visitors where user_id is not null`);
    expect(Number(linked!.n)).toBe(result.signUps);
  });

  it('leave rollups equal to their recomputation', async () => {
    const before = await visitDaysOf(t.db);
    await rebuildVisits(t.db);
    expect(await visitDaysOf(t.db)).toEqual(before);
  });
});
