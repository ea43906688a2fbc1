/** The card's billing country: sent by the simulator (a mix, about four in ten from the US), kept on the order by the postback. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNotifications } from '../../../server/setup/paymentSimulator.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { customer, notify, openShop, rowsOf, type TShop } from './helpers.ts';

let t: TTestApp;
let shop: TShop;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  shop = await openShop(t, token);
});
afterAll(() => t.close());

const countryOf = async (transaction: string) =>
  rowsOf<{ country: string | null }>(await t.db.execute(sql`select country from orders where order_id = ${`SP${shop.setting}-${transaction}`}`))[0]?.country;

describe('the postback', () => {
  it('keeps the country of a sale and of a renewal, and none when none is sent', async () => {
    const user = await customer(t, token, shop.site, '2026-03-01T00:00:00Z');
    const base = { currency: 'USD', payment_method: 'visa', purchase_id: 'PC1' };
    expect(await notify(t, shop.setting, { ...base, kind: 'sale', transaction_id: 'SC1', occurred_at: '2026-03-01T10:00:00Z', user_id: user, plan_id: shop.monthly, amount: 1999, country: 'US' })).toBe(200);
    expect(await notify(t, shop.setting, { ...base, kind: 'rebill', transaction_id: 'RC1', occurred_at: '2026-04-01T10:00:00Z', amount: 2999, country: 'CA' })).toBe(200);
    expect(await notify(t, shop.setting, { ...base, kind: 'rebill', transaction_id: 'RC2', occurred_at: '2026-05-01T10:00:00Z', amount: 2999 })).toBe(200);
    expect([await countryOf('SC1'), await countryOf('RC1'), await countryOf('RC2')]).toEqual(['US', 'CA', null]);
  });

  it('refuses a country that is not two capital letters, and stores nothing but the rejection', async () => {
    const user = await customer(t, token, shop.site, '2026-03-01T00:00:00Z');
    for (const country of ['us', 'USA', 'U1']) {
      const status = await notify(t, shop.setting, { kind: 'sale', transaction_id: `SX${country}`, purchase_id: `PX${country}`, occurred_at: '2026-03-01T10:00:00Z', user_id: user, plan_id: shop.monthly, amount: 1999, currency: 'USD', country });
      expect(status).toBe(422);
      expect(await countryOf(`SX${country}`)).toBeUndefined();
    }
  });
});

describe('the simulator', () => {
  it('sends a country with every payment, about four in ten from the US, the same for the same seed', () => {
    const options = { plans: [{ id: 1, currency: 'USD', initialPeriodCount: 1, initialPeriodUnit: 'month' as const, initialPrice: 1999, recurringPeriodCount: 1, recurringPeriodUnit: 'month' as const, recurringPrice: 2999 }], users: [1, 2, 3], from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-07-01T00:00:00Z'), signups: 1000, seed: 5 };
    const payments = planNotifications(options).filter((n) => n.kind === 'sale' || n.kind === 'rebill');
    expect(payments.every((n) => typeof n.country === 'string' && /^[A-Z]{2}$/.test(n.country))).toBe(true);
    const sales = payments.filter((n) => n.kind === 'sale');
    const us = sales.filter((n) => n.country === 'US').length / sales.length;
    expect(us).toBeGreaterThan(0.35);
    expect(us).toBeLessThan(0.45);
    expect(new Set(sales.map((n) => n.country)).size).toBeGreaterThan(8);
    // A customer's renewals come from the card they signed up with.
    const byPurchase = new Map(sales.map((n) => [n.purchase_id, n.country]));
    expect(payments.filter((n) => n.kind === 'rebill').every((n) => n.country === byPurchase.get(n.purchase_id))).toBe(true);
    expect(planNotifications(options)).toEqual(planNotifications(options));
  });
});
