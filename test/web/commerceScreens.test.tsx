/**
 * The screens of plans, promotions and deals beyond the generated ones: plans ordered as one list
 * by drag, a promotion form that checks its dates and discount before sending, and a deal's show
 * route that opens its edit form; the subscriptions list names the channel and the campaign each came
 * from, and filters by a campaign of the chosen channel.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../resources/define.ts';
import { deals } from '../../resources/deals/schema.ts';
import { plans } from '../../resources/plans/schema.ts';
import { promotions } from '../../resources/promotions/schema.ts';
import { subscriptions } from '../../resources/subscriptions/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const stamp = { createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z' };
const plan = (id: number, name: string, values: Record<string, unknown> = {}) => ({
  id, name, title: name, currency: 'USD', initialPeriodCount: 1, initialPeriodUnit: 'month', initialOriginalPrice: 2999, initialDiscountPrice: null,
  show: true, isBest: false, sort: id * 10, ...stamp, ...values,
});
const rows = () => screen.getAllByTestId(/^plans-row-/).map((row) => row.getAttribute('data-testid'));

describe('the order of plans', { timeout: 30000 }, () => {
  it('is one list, moved and saved in one request, each plan with its price in the admin\'s language', async () => {
    const list = [plan(1, 'Weekly', { initialOriginalPrice: 999 }), plan(2, 'Monthly', { isBest: true }), plan(3, 'Yearly', { show: false, currency: 'TWD', initialOriginalPrice: 199900 })];
    const call = vi.fn(async () => ({ data: [] }));
    const getList = vi.fn(async () => ({ data: list, total: list.length }));
    renderRoutes('/plans?view=order', { locale: 'zh-TW', permissions: plans.permissions, dataProvider: { getList: getList as never, call } as never });
    await screen.findByText('Yearly', undefined, { timeout: 5000 });
    expect(getList).toHaveBeenCalledWith('plans', expect.objectContaining({ filter: {}, sort: { field: 'sort', order: 'ASC' } }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(within(screen.getByTestId('plans-row-1')).getByText('US$9.99')).toBeInTheDocument();
    expect(within(screen.getByTestId('plans-row-2')).getByText('最超值')).toBeInTheDocument();
    expect(within(screen.getByTestId('plans-row-3')).getByText('已隱藏')).toBeInTheDocument();
    expect(within(screen.getByTestId('plans-row-3')).getByText('$1,999.00')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('plans-row-3')).getByRole('button', { name: '上移 3' }));
    expect(rows()).toEqual(['plans-row-1', 'plans-row-3', 'plans-row-2']);
    await userEvent.click(screen.getByRole('button', { name: '儲存排序' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('POST', '/plans/reorder', { ids: [1, 3, 2] }));
  });

  it('offers no save to an admin who may only list plans', async () => {
    renderRoutes('/plans?view=order', { permissions: ['list-plans'], dataProvider: { getList: vi.fn(async () => ({ data: [plan(1, 'Weekly')], total: 1 })) as never } });
    await screen.findByText('Weekly', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Save order' })).toBeNull();
  });
});

describe('the promotion form', { timeout: 30000 }, () => {
  it.each([
    ['en', 'Give a percentage or an amount, not both'],
    ['zh-CN', '百分比和金额只能二选一'],
  ] as const)('in %s refuses two discounts at once before sending', async (locale, message) => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 1, ...data } }));
    renderRoutes('/plans/promotions/create', { locale, permissions: promotions.permissions, dataProvider: { create: create as never, getList: vi.fn(async () => ({ data: [], total: 0 })) as never } });
    const words = locale === 'en' ? { name: 'Name', code: 'Promotion code', percent: 'Discount \\(%\\)', amount: 'Discount amount' } : { name: '名称', code: '优惠码', percent: '折扣（%）', amount: '折扣金额' };
    await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${words.name}`) }, { timeout: 5000 }), 'Spring');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${words.code}`) }), 'SPRING-10');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${words.percent}`) }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${words.amount}`) }), '5');
    await userEvent.click(screen.getByRole('button', { name: /Save|保存/ }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(create).not.toHaveBeenCalled();
  });
});

describe('a deal\'s show route', { timeout: 30000 }, () => {
  const deal = { id: 5, title: 'Black Friday', plan: 1, site: 1, currency: 'USD', price: 999, startedAt: '2024-11-29T00:00:00Z', endedAt: '2024-12-02T00:00:00Z', banner: null, enabled: true, status: 'expired', ...stamp };
  const provider = {
    getOne: vi.fn(async () => ({ data: deal })),
    getMany: vi.fn(async (resource: string) => ({ data: [resource === 'plans' ? plan(1, 'Monthly') : { id: 1, name: 'Main site', ...stamp }] })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
  };

  it('opens the edit form, without a link to itself', async () => {
    renderRoutes('/plans/deals/5', { permissions: deals.permissions, dataProvider: provider as never });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Black Friday'), { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveValue('9.99');
    expect(screen.getByRole('button', { name: /Save/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Show$/ })).toBeNull();
  });

  it('shows the deal read-only to an admin who may only list deals', async () => {
    renderRoutes('/plans/deals/5', { permissions: ['list-deals'], dataProvider: provider as never });
    expect(await screen.findByText('Black Friday', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
  });
});

describe('the subscriptions list', { timeout: 30000 }, () => {
  it('shows the channel a customer came from as a reference to it, where it read a bare number', async () => {
    const subscription = {
      id: 7, user: 1, plan: 1, segpay: 1, currency: 'USD', price: 999, status: 'active', startedAt: '2026-11-01T10:00:00Z', currentPeriodEnd: '2026-12-01T10:00:00Z',
      nextRebillAt: '2026-12-01T10:00:00Z', cancelledAt: null, channel: 3, campaign: null, promotion: null, ...stamp,
    };
    const getList = vi.fn(async () => ({ data: [subscription], total: 1 }));
    const getMany = vi.fn(async (resource: string) => ({ data: resource === 'channels' ? [{ id: 3, utmSource: 'adnet', utmMedium: 'cpc', ...stamp }] : [] }));
    renderRoutes('/plans/subscriptions', { permissions: [...subscriptions.permissions, 'list-channels'], dataProvider: { getList: getList as never, getMany: getMany as never } as never });
    // A reference: the channel is asked for, and the cell links to its page (the app names it by its UTM source, App.tsx's recordRepresentation).
    await waitFor(() => expect(getMany).toHaveBeenCalledWith('channels', expect.objectContaining({ ids: [3] })), { timeout: 5000 });
    const row = (await screen.findAllByRole('row', undefined, { timeout: 5000 })).find((r) => r.textContent?.includes('$9.99'))!;
    const links = within(row).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toContain('/channels/3');
  });
});

describe('a campaign, which lives under its channel', { timeout: 30000 }, () => {
  it('is declared nested only as a read-only number under a reference field of the same record', () => {
    const declare = (campaign: object) =>
      defineResource({
        name: 'probes', area: 'commerce', path: '/probes', routes: { list: '' }, operations: ['list'], list: ['id'], sort: { field: 'id', order: 'ASC' }, title: 'id',
        fields: { channel: { type: 'reference', reference: 'channels' }, note: { type: 'string', max: 9 }, campaign: campaign as never },
      });
    expect(() => declare({ type: 'integer', readOnly: true, nestedIn: { field: 'note', path: 'campaigns' } })).toThrow(/nested id/);
    expect(() => declare({ type: 'integer', nestedIn: { field: 'channel', path: 'campaigns' } })).toThrow(/read-only/);
    expect(() => declare({ type: 'integer', readOnly: true, nestedIn: { field: 'channel', path: 'campaigns' } })).not.toThrow();
  });

  const subscription = {
    id: 7, user: 1, plan: 1, segpay: 1, currency: 'USD', price: 999, status: 'active', startedAt: '2026-11-01T10:00:00Z', currentPeriodEnd: '2026-12-01T10:00:00Z',
    nextRebillAt: '2026-12-01T10:00:00Z', cancelledAt: null, channel: 3, campaign: 12, promotion: null, ...stamp,
  };
  const campaignsOf = (path: string) =>
    path === '/channels/3/campaigns' ? [{ id: 11, name: 'Autumn sale' }, { id: 12, name: 'Spring newsletter' }] : path === '/channels/4/campaigns' ? [{ id: 20, name: 'Banner B' }] : [];

  it('is named in the list, asked once of its channel, and links to the channel\'s page', async () => {
    const call = vi.fn(async (_method: string, path: string) => campaignsOf(path));
    const getList = vi.fn(async () => ({ data: [subscription, { ...subscription, id: 8, price: 1999 }], total: 2 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 3, utmSource: 'adnet', utmMedium: 'cpc', ...stamp }] }));
    renderRoutes('/plans/subscriptions', { permissions: [...subscriptions.permissions, 'list-channels', 'show-channels'], dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    const names = await screen.findAllByText('Spring newsletter', undefined, { timeout: 5000 });
    expect(names).toHaveLength(2);
    expect(names[0]!.closest('a')?.getAttribute('href')).toBe('/channels/3');
    // Both rows name the same channel: its campaigns are asked for once.
    expect(call.mock.calls.filter(([, path]) => path === '/channels/3/campaigns')).toHaveLength(1);
  });

  it('reads its number where the admin may not read the channel\'s campaigns', async () => {
    const call = vi.fn(async () => { throw new Error('Forbidden'); });
    const getList = vi.fn(async () => ({ data: [subscription], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderRoutes('/plans/subscriptions', { permissions: subscriptions.permissions, dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    expect(await screen.findByText('#12', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('is filtered by picking one of the chosen channel\'s campaigns', async () => {
    const call = vi.fn(async (_method: string, path: string) => campaignsOf(path));
    const getList = vi.fn(async () => ({ data: [subscription], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [{ id: 3, utmSource: 'adnet', utmMedium: 'cpc', ...stamp }] }));
    const filter = encodeURIComponent(JSON.stringify({ channel: 3, campaign: 12 }));
    renderRoutes(`/plans/subscriptions?filter=${filter}`, { permissions: [...subscriptions.permissions, 'list-channels'], dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    const select = await screen.findByRole('combobox', { name: 'Campaign' }, { timeout: 5000 });
    await waitFor(() => expect(select.textContent).toContain('Spring newsletter'));
    await userEvent.click(select);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Autumn sale', 'Spring newsletter']));
    await userEvent.click(screen.getByRole('option', { name: 'Autumn sale' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('subscriptions', expect.objectContaining({ filter: expect.objectContaining({ channel: 3, campaign: 11 }) })), { timeout: 5000 });
  });

  it('waits for a channel to be chosen before offering campaigns', async () => {
    const call = vi.fn(async (_method: string, path: string) => campaignsOf(path));
    const getList = vi.fn(async () => ({ data: [subscription], total: 1 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    const filter = encodeURIComponent(JSON.stringify({ campaign: 12 }));
    renderRoutes(`/plans/subscriptions?filter=${filter}`, { permissions: [...subscriptions.permissions, 'list-channels'], dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    const select = await screen.findByRole('combobox', { name: 'Campaign' }, { timeout: 5000 });
    expect(select.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Filter by Channel first')).toBeTruthy();
    expect(call.mock.calls.some(([, path]) => path.includes('/campaigns'))).toBe(false);
  });
});
