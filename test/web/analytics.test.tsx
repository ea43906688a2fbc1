/**
 * The analytics screens over answers of the contract's shapes: an analytics page keeps its period
 * in the URL and refuses a period that ends before it starts, shows a totals row (under a page of
 * rows where the call pages them), exports the CSV of what it shows and says why it is empty; all
 * three languages render it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const PAGE = '/analytics/daily/revenue';
const MARCH = 'range=custom&from=2026-03-01&to=2026-03-02';
const permissions = ['view-daily-revenue'];

const day = (date: string, newRevenue: number, renewRevenue: number, refundAmount: number) => ({
  date,
  newRevenue,
  newSubscribers: 2,
  renewRevenue,
  renewCount: 1,
  usRenewRevenue: 0,
  usRenewCount: 0,
  refundAmount,
  refundRatio: 0,
  refundMembers: refundAmount ? 1 : 0,
  revenue: newRevenue + renewRevenue,
});

const ANSWER = {
  range: { from: '2026-03-01', to: '2026-03-02' },
  currency: 'USD',
  rows: [day('2026-03-01', 5000, 1999, 0), day('2026-03-02', 2500, 0, 1000)],
  totals: { newRevenue: 7500, newSubscribers: 4, renewRevenue: 1999, renewCount: 2, usRenewRevenue: 0, usRenewCount: 0, refundAmount: 1000, refundRatio: 1053, refundMembers: 1, revenue: 9499 },
};

const open = (path: string, { locale = 'en', answer = ANSWER as unknown } = {}) => {
  const call = vi.fn(async (_method: string, _path: string) => answer);
  const download = vi.fn(async () => undefined);
  const view = renderRoutes(path, { locale, permissions, dataProvider: { call, download } });
  return { ...view, call, download };
};

describe('an analytics page', () => {
  it('asks the daily revenue call for the period of its URL and shows the rows with a totals row', { timeout: 20000 }, async () => {
    const { call } = open(`${PAGE}?${MARCH}`);
    const table = await screen.findByRole('table', { name: 'Daily revenue' }, { timeout: 8000 });
    expect(call).toHaveBeenCalledWith('GET', `/analytics/data/daily?${MARCH}`);
    const rows = within(table).getAllByRole('row');
    const totals = rows.at(-1)!;
    const cells = within(totals).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('Total');
    // Revenue, the last column: 50.00 + 19.99 + 25.00.
    expect(cells.at(-1)).toBe('$94.99');
    expect(within(totals).getByText('10.53%')).toBeInTheDocument();
  });

  it('keeps the period in the URL, and refuses an end before the start without asking', { timeout: 20000 }, async () => {
    const { call, location } = open(`${PAGE}?range=last_7_days`);
    await screen.findByRole('table', undefined, { timeout: 8000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(() => expect(location.search).toBe('?range=last_30_days'));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('GET', '/analytics/data/daily?range=last_30_days'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Custom range' }));
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(location.search).toBe('?range=custom&from=2026-03-05&to=2026-03-01'));
    expect(await screen.findByText('Must not be before the start date')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('GET', expect.stringContaining('from=2026-03-05'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('filters by a campaign picked among the chosen channel\'s, and forgets it when the channel changes', { timeout: 20000 }, async () => {
    const call = vi.fn(async (_method: string, path: string) => (path === '/channels/3/campaigns' ? [{ id: 12, name: 'Spring newsletter' }] : ANSWER));
    const getList = vi.fn(async () => ({ data: [{ id: 3, utmSource: 'newsletter' }], total: 1 }));
    const { location } = renderRoutes(`${PAGE}?${MARCH}`, { permissions: [...permissions, 'list-channels'], dataProvider: { call, getList: getList as never } });
    await screen.findByRole('table', { name: 'Daily revenue' }, { timeout: 8000 });
    const campaign = () => screen.getByRole('combobox', { name: 'Campaign' });
    expect(campaign()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Filter by Channel first')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Channel' }));
    fireEvent.click(await screen.findByRole('option', { name: 'newsletter' }));
    await waitFor(() => expect(campaign()).not.toHaveAttribute('aria-disabled'));
    fireEvent.mouseDown(campaign());
    fireEvent.click(await screen.findByRole('option', { name: 'Spring newsletter' }));
    await waitFor(() => expect(location.search).toBe(`?${MARCH}&channel=3&campaign=12`));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('GET', `/analytics/data/daily?${MARCH}&channel=3&campaign=12`));
    expect(campaign()).toHaveTextContent('Spring newsletter');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Channel' }));
    fireEvent.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(location.search).toBe(`?${MARCH}`));
    expect(campaign()).toHaveAttribute('aria-disabled', 'true');
  });

  it('downloads the declared CSV file for the query shown', { timeout: 20000 }, async () => {
    const { download } = open(`${PAGE}?${MARCH}&currency=EUR`);
    await screen.findByRole('table', undefined, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(`/analytics/revenue/exportCsv?${MARCH}&currency=EUR`, 'dailyRevenue.csv'));
  });

  it('says why there is nothing yet for a period without figures', { timeout: 20000 }, async () => {
    open(`${PAGE}?${MARCH}`, { answer: { ...ANSWER, rows: [], totals: {} } });
    const status = await screen.findByRole('status', undefined, { timeout: 8000 });
    expect(status).toHaveTextContent('No data for this period.');
    expect(status).toHaveTextContent('Nothing was recorded from 2026-03-01 to 2026-03-02');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Daily revenue', 'Total', 'Refund amount'],
    ['zh-TW', '每日營收', '合計', '退款金額'],
    ['zh-CN', '每日营收', '合计', '退款金额'],
  ])('renders in %s', { timeout: 20000 }, async (locale, name, total, header) => {
    open(`${PAGE}?${MARCH}`, { locale });
    const table = await screen.findByRole('table', { name }, { timeout: 8000 });
    expect(within(table).getByText(total)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
  });

  it('is not routed for an admin without its permission, nor listed in the menu when hidden', async () => {
    const { buildMenu } = await import('../../src/navigation.ts');
    const analytics = buildMenu(['view-daily-revenue', 'view-refund-statistics', 'view-subscriber-sources']).find((area) => area.area === 'analytics');
    expect(analytics?.entries.map((entry) => entry.path)).toEqual(['/analytics/daily/revenue']);
    const { call } = open(`/analytics/daily/channel?${MARCH}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('shows one channel’s charts and records, and exports that channel’s CSV', { timeout: 20000 }, async () => {
    const records = { range: ANSWER.range, currency: 'USD', rows: [{ date: '2026-03-01', channel: 4, channelName: 'google', visitors: 10, returningVisitors: 2, newSubscribers: 1, revenue: 999, arpu: 999, refundCount: 0, refundAmount: 0, renewCount: 0, renewRevenue: 0, renewArpu: 0 }], totals: { visitors: 10, revenue: 999 } };
    const call = vi.fn(async (_method: string, path: string) => (path.startsWith('/analytics/channel/4/records') ? records : { ...records, rows: [] }));
    const download = vi.fn(async () => undefined);
    renderRoutes(`/analytics/daily/channel/4?${MARCH}`, { permissions: ['view-daily-channel'], dataProvider: { call, download, getOne: (async () => ({ data: { id: 4, utmSource: 'google' } })) as never, getList: (async () => ({ data: [], total: 0 })) as never } });
    const table = await screen.findByRole('table', { name: 'Daily channel' }, { timeout: 8000 });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('$9.99');
    for (const chart of ['userLineChart', 'revenueLineChart', 'userPieChart', 'revenuePieChart']) expect(call).toHaveBeenCalledWith('GET', `/analytics/channel/4/${chart}?${MARCH}`);
    // Each empty chart says what is missing from it.
    expect(await screen.findByText('This channel brought no visits, sign-ups or payments in this period yet.')).toBeInTheDocument();
    expect(screen.getByText('No one subscribed through this channel in this period.')).toBeInTheDocument();
    expect(screen.getAllByText('No payments came through this channel in this period.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(`/analytics/channel/exportCsv?${MARCH}&channel=4`, 'dailyChannel.csv'));
  });
  it('shows the daily campaigns a page at a time over the totals of every row, and exports every row', { timeout: 20000 }, async () => {
    const row = (i: number) => ({ date: '2026-03-01', channel: 4, channelName: 'google', campaign: i, campaignName: `c${i}`, visitors: 1, signUps: 0, newSubscribers: 0, revenue: 100, refundAmount: 0 });
    const page = { range: ANSWER.range, currency: 'USD', rows: Array.from({ length: 25 }, (_, i) => row(i + 1)), totals: { visitors: 60, signUps: 0, newSubscribers: 0, revenue: 6000, refundAmount: 0 }, total: 60 };
    const call = vi.fn(async (_method: string, _path: string) => page);
    const download = vi.fn(async () => undefined);
    renderRoutes(`/analytics/daily/campaign?${MARCH}`, { permissions: ['view-daily-campaign'], dataProvider: { call, download } });
    const table = await screen.findByRole('table', { name: 'Daily campaign' }, { timeout: 8000 });
    expect(call).toHaveBeenCalledWith('GET', `/analytics/campaign/records?${MARCH}&page=1&per_page=25`);
    // The share of revenue is asked of the whole range, not drawn from the page.
    expect(call).toHaveBeenCalledWith('GET', `/analytics/channel/subscriptionReferrals?${MARCH}`);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('$60.00');
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('GET', `/analytics/campaign/records?${MARCH}&page=2&per_page=25`));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(`/analytics/campaign/records/exportCsv?${MARCH}`, 'dailyCampaign.csv'));
  });
});
