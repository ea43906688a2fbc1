/**
 * The dashboard over answers of the contract's shapes: tiles show their change against the previous
 * period, the live figures stop asking while the tab is hidden and resume on its return, the
 * channel table links to the channel's page; and a channel's page computes the profit share owed.
 */
import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { en } from '../../i18n/en.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { profitShareOwed } from '../../resources/channels/ChannelEconomics.tsx';
import { figureSize } from '../../src/dashboard/DashboardTile.tsx';
import { changeOf } from '../../src/dashboard/tileChange.ts';
import { usePolling } from '../../src/dashboard/usePolling.ts';
import { DashboardPage } from '../../src/pages/DashboardPage.tsx';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const tile = (value: number, previous: number) => ({ value, previous, series: [{ date: '2026-03-01', value: previous }, { date: '2026-03-02', value }] });

const SUMMARY = {
  range: { from: '2026-03-01', to: '2026-03-02' },
  previous: { from: '2026-02-27', to: '2026-02-28' },
  currency: 'USD',
  tiles: { visitors: tile(1200, 1000), signUps: tile(30, 40), newSubscribers: tile(5, 0), revenue: tile(123456, 100000), refunds: tile(500, 1000), mrr: tile(99900, 99900) },
};
const table = (rows: unknown[]) => ({ range: SUMMARY.range, currency: 'USD', rows, totals: {} });

const LIVE_REVENUES = { at: '', currency: 'USD', todayRevenue: 4990, todayOrders: 1, series: [], recent: [] as unknown[] };
let liveRevenues = LIVE_REVENUES;

/** Each call of the dashboard answers by its path. */
const answerOf = (path: string): unknown => {
  const at = path.split('?')[0];
  if (at === '/dashboard') return SUMMARY;
  if (at === '/dashboard/real-time-users') return { at: '', activeVisitors: 7, todayVisitors: 321, series: [] };
  if (at === '/dashboard/real-time-revenues') return liveRevenues;
  if (at === '/dashboard/channelList')
    return { ...table([{ channel: 4, channelName: 'google', visitors: 10, signUps: 2, newSubscribers: 1, revenue: 999, refundAmount: 0, arpu: 999 }]), totals: { visitors: 10, signUps: 2, newSubscribers: 1, revenue: 999, refundAmount: 0, arpu: 999 } };
  return table([]);
};

const renderDashboard = (locale = 'en') => {
  const call = vi.fn(async (_method: string, path: string) => answerOf(path));
  const messages = { en, 'zh-TW': zhTW } as Record<string, typeof en>;
  render(
    <TestMemoryRouter initialEntries={['/dashboard?range=custom&from=2026-03-01&to=2026-03-02']}>
      <AdminContext
        dataProvider={testDataProvider({ call, getList: async () => ({ data: [{ id: 1, name: 'Main' }], total: 1 }) } as unknown as Partial<DataProvider>)}
        i18nProvider={polyglotI18nProvider((l) => messages[l] ?? en, locale)}
        store={memoryStore()}
        authProvider={{ login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getPermissions: async () => ['view-dashboard'], getIdentity: async () => ({ id: 1, fullName: 'Ada' }) }}
      >
        <Routes>
          <Route path="/dashboard" element={<DashboardPage permissions={['view-dashboard']} />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { call };
};

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  setVisibility('visible');
  liveRevenues = LIVE_REVENUES;
});

describe('the dashboard', () => {
  it('shows each tile with its change against the previous period', { timeout: 20000 }, async () => {
    renderDashboard();
    const visitors = await screen.findByTestId('tile-visitors', undefined, { timeout: 8000 });
    expect(visitors).toHaveTextContent('1,200');
    expect(within(visitors).getByTestId('tile-change')).toHaveTextContent('+20%');
    expect(within(screen.getByTestId('tile-signUps')).getByTestId('tile-change')).toHaveTextContent('-25%');
    expect(within(screen.getByTestId('tile-newSubscribers')).getByTestId('tile-change')).toHaveTextContent('new');
    expect(screen.getByTestId('tile-revenue')).toHaveTextContent('$1,234.56');
    expect(within(screen.getByTestId('tile-revenue')).getByTestId('tile-change')).toHaveTextContent('+23.5%');
    expect(within(screen.getByTestId('tile-mrr')).getByTestId('tile-change')).toHaveTextContent('0%');
    expect(await screen.findByTestId('live-active')).toHaveTextContent('7');
    expect(screen.getByTestId('live-today-revenue')).toHaveTextContent('$49.90');
  });

  it('links a channel row to the channel’s page, with a totals row', { timeout: 20000 }, async () => {
    renderDashboard();
    const channels = await screen.findByRole('table', { name: 'Channels' }, { timeout: 8000 });
    expect(within(channels).getByRole('link', { name: 'google' })).toHaveAttribute('href', '/analytics/daily/channel/4');
    expect(within(channels).getAllByRole('row').at(-1)).toHaveTextContent('Total');
  });

  it('lists the latest paid orders with their day when they were paid before today, and says so when nothing was paid today', { timeout: 20000 }, async () => {
    const now = new Date();
    const yesterdayAt = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 21, 55);
    const recent = (paidAt: Date, id: number, planName: string) => ({ id, orderId: `SP-${id}`, amount: 999, planName, paidAt: paidAt.toISOString() });
    liveRevenues = { ...LIVE_REVENUES, todayRevenue: 0, todayOrders: 0, recent: [recent(yesterdayAt, 1, 'Weekly')] };
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Latest paid orders' }, { timeout: 8000 });
    const day = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' }).format(yesterdayAt);
    expect(within(list).getByText(/Weekly/).closest('li')).toHaveTextContent(day);
    expect(screen.getByText('No paid order yet today.')).toBeInTheDocument();
  });

  it('lists an order paid today by its time alone', { timeout: 20000 }, async () => {
    const now = new Date();
    const todayAt = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 5);
    liveRevenues = { ...LIVE_REVENUES, recent: [{ id: 2, orderId: 'SP-2', amount: 4990, planName: 'Monthly', paidAt: todayAt.toISOString() }] };
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Latest paid orders' }, { timeout: 8000 });
    const item = within(list).getByText(/Monthly/).closest('li')!;
    expect(item).toHaveTextContent(new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(todayAt));
    expect(item).not.toHaveTextContent(new Intl.DateTimeFormat('en', { month: 'short' }).format(todayAt));
    expect(screen.queryByText('No paid order yet today.')).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', { timeout: 20000 }, async () => {
    renderDashboard('zh-TW');
    expect(await screen.findByTestId('tile-visitors', undefined, { timeout: 8000 })).toHaveTextContent('訪客');
    expect(screen.getByTestId('tile-refunds')).toHaveTextContent('退款');
    expect(await screen.findByText('即時營收')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '期間' })).toBeInTheDocument();
  });
});

describe('a tile’s figure', () => {
  /** The size in units of the card's width that the figure's size is capped at. */
  const cap = (figure: string) => Number(/([\d.]+)cqi/.exec(figureSize(figure))![1]);

  it('is set smaller the longer it is, so that a long amount fits its card instead of being cut', () => {
    // At 1.5rem, "US$4,058.41" ran past a sixth of a 1440 px screen and ended in an ellipsis.
    expect(figureSize('397')).toMatch(/^min\(1\.5rem, /);
    expect(cap('US$4,058.41')).toBeLessThan(cap('US$644.79'));
    expect(cap('US$644.79')).toBeLessThan(cap('397'));
    // Its eleven characters, about 0.6em each, fill at most the card's width (100cqi).
    expect(cap('US$4,058.41') * 11 * 0.6).toBeLessThanOrEqual(100);
  });
});

describe('a tile’s change', () => {
  it('is good news when it rises, except for refunds', () => {
    expect(changeOf(1200, 1000)).toEqual({ direction: 'up', ratio: 0.2, isGood: true });
    expect(changeOf(500, 1000, false)).toEqual({ direction: 'down', ratio: -0.5, isGood: true });
    expect(changeOf(5, 0)).toEqual({ direction: 'up', ratio: null, isGood: true });
    expect(changeOf(0, 0)).toEqual({ direction: 'flat', ratio: 0, isGood: null });
  });
});

describe('the live figures', () => {
  it('ask on every beat while the tab is visible, stop while it is hidden and resume on its return', { timeout: 20000 }, async () => {
    const call = vi.fn(async () => ({ activeVisitors: 1 }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AdminContext dataProvider={testDataProvider({ call } as unknown as Partial<DataProvider>)} store={memoryStore()}>
        {children}
      </AdminContext>
    );
    renderHook(() => usePolling('/dashboard/real-time-users', 40), { wrapper });
    await waitFor(() => expect(call.mock.calls.length).toBeGreaterThanOrEqual(3));
    setVisibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const whileHidden = call.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(call.mock.calls.length).toBe(whileHidden);
    setVisibility('visible');
    await waitFor(() => expect(call.mock.calls.length).toBeGreaterThanOrEqual(whileHidden + 2));
    expect(call).toHaveBeenCalledWith('GET', '/dashboard/real-time-users');
  });
});

describe('a channel’s economics', () => {
  it('computes the profit share owed: revenue after refunds × profit sharing, half up', () => {
    // (1,234.56 − 23.45) × 12.5 % = 151.38875 → 151.39
    expect(profitShareOwed(123456, 2345, 1250)).toBe(15139);
    // (0.50 − 0.00) × 1 % = 0.005 → 0.01 (half up)
    expect(profitShareOwed(50, 0, 100)).toBe(1);
    expect(profitShareOwed(0, 0, 5000)).toBe(0);
  });

  it('shows the period’s figures and the profit share on the channel’s page', { timeout: 30000 }, async () => {
    const channel = { id: 5, utmSource: 'google', utmMedium: 'cpc', utmCampaign: null, utmTerm: null, utmContent: null, utmId: null, type: 'paid_ads', campaignsCount: 0, adminCount: 0, profitSharing: 1250, disabled: false, archived: false, createdAt: '', updatedAt: '' };
    const call = vi.fn(async (_method: string, path: string) => {
      const at = path.split('?')[0];
      if (at === '/analytics/channel/periodStatistic')
        return { ...table([{ channel: 5, channelName: 'google', visitors: 420, returningVisitors: 0, newSubscribers: 3, revenue: 123456, arpu: 0, refundCount: 1, refundAmount: 2345, renewCount: 0, renewRevenue: 0, renewArpu: 0 }]) };
      if (at === '/analytics/channel/5/userLineChart') return table([{ date: '2026-03-01', visitors: 400, signUps: 9, newSubscribers: 2 }, { date: '2026-03-02', visitors: 20, signUps: 3, newSubscribers: 1 }]);
      if (at === '/analytics/channel/5/revenueLineChart') return table([]);
      return [];
    });
    renderRoutes('/channels/5?range=last_30_days', {
      permissions: ['list-channels', 'view-daily-channel'],
      dataProvider: { getOne: (async () => ({ data: channel })) as never, getList: (async () => ({ data: [], total: 0 })) as never, call },
    });
    const panel = await screen.findByRole('region', { name: 'Economics' }, { timeout: 10000 });
    await waitFor(() => expect(within(panel).getByTestId('profit-share')).toHaveTextContent('$151.39'));
    expect(panel).toHaveTextContent('420');
    expect(panel).toHaveTextContent('12');
    expect(panel).toHaveTextContent('$1,234.56');
    expect(call).toHaveBeenCalledWith('GET', '/analytics/channel/periodStatistic?range=last_30_days&channel=5');
  });

  it('is left out of the channel’s page for an admin who may not read the daily channel report', { timeout: 30000 }, async () => {
    const channel = { id: 6, utmSource: 'partnerx', utmMedium: 'referral', utmCampaign: null, utmTerm: null, utmContent: null, utmId: null, type: 'partner', campaignsCount: 0, adminCount: 0, profitSharing: 1000, disabled: false, archived: false, createdAt: '', updatedAt: '' };
    const call = vi.fn(async (_method: string, _path: string) => []);
    renderRoutes('/channels/6', {
      permissions: ['list-channels'],
      dataProvider: { getOne: (async () => ({ data: channel })) as never, getList: (async () => ({ data: [], total: 0 })) as never, call },
    });
    await screen.findAllByText('partnerx', {}, { timeout: 10000 });
    expect(screen.queryByRole('region', { name: 'Economics' })).toBeNull();
    expect(call.mock.calls.some(([, path]) => String(path).startsWith('/analytics/'))).toBe(false);
  });
});
