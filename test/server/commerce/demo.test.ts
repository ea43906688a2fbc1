/** The demo's commerce: plans in their order with one withdrawn, a running welcome code, an ended one, and a deal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/setup/demo.ts';
import { buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { caller, listQuery } from './helpers.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  expect(await seedDemo(t.db, t.app.storage)).toBe(true);
});
afterAll(() => t.close());

describe('the demo', () => {
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
});
