/**
 * Days are cut at midnight in the site's time zone, never the server's: the same instants are
 * counted on different days for a site in Taipei (UTC+8) and a site in UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildAll, refreshDirty } from '../../../server/analytics/refresh.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { applied, customer, dayTotals, openShop, rollup, type TShop } from './helpers.ts';

let t: TTestApp;
let taipei: TShop;
let utc: TShop;

/** Three sales of 1999 at the same instants on both sites. */
const INSTANTS = {
  taipeiLate: '2026-03-01T15:30:00Z', // 23:30 on 1 March in Taipei, 15:30 on 1 March in UTC
  taipeiNextDay: '2026-03-01T16:30:00Z', // 00:30 on 2 March in Taipei, 16:30 on 1 March in UTC
  utcLate: '2026-03-01T23:30:00Z', // 07:30 on 2 March in Taipei, 23:30 on 1 March in UTC
};

beforeAll(async () => {
  t = await buildTestApp();
  const token = await t.login();
  taipei = await openShop(t, token, 'Asia/Taipei');
  utc = await openShop(t, token, 'UTC');
  for (const shop of [taipei, utc]) {
    for (const [name, at] of Object.entries(INSTANTS)) {
      // The account made at the same instant as the payment: sign-ups are cut the same way.
      const user = await customer(t, token, shop.site, at);
      await applied(t, shop.setting, { kind: 'sale', transaction_id: `S-${name}`, purchase_id: `P-${name}`, occurred_at: at, user_id: user, plan_id: shop.once, amount: 1999, currency: 'USD' });
    }
  }
  await refreshDirty(t.db);
});
afterAll(() => t.close());

describe('the business day', () => {
  it('an order at 23:30 on the 1st in Taipei is the 1st\'s revenue there; one at 00:30 on the 2nd, the 2nd\'s', async () => {
    // 1 March: only the 23:30 sale; 2 March: the 00:30 and the 07:30 ones.
    expect(await dayTotals(t.db, taipei.site, '2026-03-01')).toEqual({ sign_ups: 1, new_subscribers: 1, new_revenue: 1999, order_count: 1, paid_count: 1 });
    expect(await dayTotals(t.db, taipei.site, '2026-03-02')).toEqual({ sign_ups: 2, new_subscribers: 2, new_revenue: 3998, order_count: 2, paid_count: 2 });
  });

  it('the same instants are all the 1st\'s for a site in UTC, 23:30 UTC included', async () => {
    expect(await dayTotals(t.db, utc.site, '2026-03-01')).toEqual({ sign_ups: 3, new_subscribers: 3, new_revenue: 5997, order_count: 3, paid_count: 3 });
    expect(await dayTotals(t.db, utc.site, '2026-03-02')).toEqual({});
  });

  it('a rebuild cuts the days the same way', async () => {
    const kept = await rollup(t.db);
    await rebuildAll(t.db);
    expect(await rollup(t.db)).toEqual(kept);
  });
});
