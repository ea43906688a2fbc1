/**
 * The monthly partitions of the visit events: made ahead by the job, made for a month whose
 * events wait in the DEFAULT partition (moving them there, none lost, none doubled), and dropped
 * past the retention, the rollups staying.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestBatch } from '../../../server/analytics/ingest.ts';
import { maintainPartitions, monthPartitions, PARTITIONS_JOB, partitionName } from '../../../server/analytics/partitions.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { siteWithKey } from '../helpers/intake.ts';
import { rowsOf, visitDaysOf } from './visitHelpers.ts';

let t: TTestApp;
let siteId: number;
beforeAll(async () => {
  t = await buildTestApp();
  siteId = (await siteWithKey(t, await t.login())).id;
});
afterAll(() => t.close());

const event = (id: string, at: string) => ({ eventId: id, kind: 'page_view', occurredAt: at, visitorId: `v-${id}`, page: 'https://www.example.com/', device: 'desktop' });
/** Where each event of the site lives: its partition's name. */
const placement = async () =>
  Object.fromEntries(
    (await rowsOf<{ event_id: string; part: string }>(t.db, sql`select event_id, tableoid::regclass::text as part from visit_events where site_id = ${siteId} order by event_id`)).map((row) => [row.event_id, row.part.replace(/"/g, '')]),
  );
const names = async () => [...(await monthPartitions(t.db)).keys()].sort();

describe('the partitions of the visit events', () => {
  it('are made for the current and next two months, and for months waiting in DEFAULT, whose events move there', async () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(await names()).toEqual([]);
    await ingestBatch(t.db, siteId, { events: [event('a', '2026-03-31T23:59:59.999Z'), event('b', '2026-04-01T00:00:00Z'), event('c', '2026-04-15T12:00:00Z'), event('d', '2026-05-09T00:00:00Z')] }, { now, retentionMonths: 25 });
    expect(await placement()).toEqual({ a: 'visit_events_default', b: 'visit_events_default', c: 'visit_events_default', d: 'visit_events_default' });
    const rollups = await visitDaysOf(t.db, siteId);

    const turn = await maintainPartitions(t.db, { now, retentionMonths: 25 });
    expect(turn.created.sort()).toEqual(['visit_events_2026_03', 'visit_events_2026_04', 'visit_events_2026_05', 'visit_events_2026_06', 'visit_events_2026_07']);
    expect(turn.dropped).toEqual([]);
    expect(await placement()).toEqual({ a: 'visit_events_2026_03', b: 'visit_events_2026_04', c: 'visit_events_2026_04', d: 'visit_events_2026_05' });
    expect(await visitDaysOf(t.db, siteId)).toEqual(rollups);

    // A second turn has nothing to do; moved events are still known (sent again: duplicates); new ones land in their month.
    expect(await maintainPartitions(t.db, { now, retentionMonths: 25 })).toEqual({ created: [], dropped: [] });
    expect(await ingestBatch(t.db, siteId, { events: [event('b', '2026-04-01T00:00:00Z'), event('e', '2026-06-01T08:00:00Z'), event('f', '2026-09-01T08:00:00Z')] }, { now: new Date('2026-09-02T00:00:00Z'), retentionMonths: 25 })).toEqual({
      accepted: 2,
      duplicates: 1,
      bots: 0,
    });
    expect(await placement()).toMatchObject({ e: 'visit_events_2026_06', f: 'visit_events_default' });
  });

  it('drop the months past the retention, from their partitions and from DEFAULT, keeping the rollups', async () => {
    const rollups = await visitDaysOf(t.db, siteId);
    // In June 2028 with 25 months kept, May 2026 is the first month kept.
    const turn = await maintainPartitions(t.db, { now: new Date('2028-06-15T00:00:00Z'), retentionMonths: 25 });
    expect(turn.dropped.sort()).toEqual(['visit_events_2026_03', 'visit_events_2026_04']);
    expect(turn.created.sort()).toEqual(['visit_events_2026_09', 'visit_events_2028_06', 'visit_events_2028_07', 'visit_events_2028_08']);
    expect(Object.keys(await placement())).toEqual(['d', 'e', 'f']);
    expect(await placement()).toMatchObject({ f: 'visit_events_2026_09' });
    expect(await visitDaysOf(t.db, siteId)).toEqual(rollups);
    expect(await names()).not.toContain(partitionName(new Date('2026-04-01T00:00:00Z')));
  });

  it('is a job of the runner, which makes this month’s partition', async () => {
    expect(await t.app.jobs.turn(PARTITIONS_JOB, { force: true })).toBe('ran');
    expect(await names()).toContain(partitionName(new Date()));
  });
});
