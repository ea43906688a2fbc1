/**
 * The fixture report of the server suite, on the app side: its declaration, routed as a report of
 * the registry is, gives a menu entry under its permission and the generic report screen (period
 * in the URL, parameters, rows and totals as their types show them, the declared CSV).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources/index.ts';
import { buildMenu, matchReport } from '../../src/navigation.ts';
import { gadgetsLaunchedLabels } from '../fixtures/gadgets_launched/i18n.ts';
import { gadgetsLaunched } from '../fixtures/gadgets_launched/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const PATH = '/reports/gadgets-launched';
const MARCH = 'range=custom&from=2024-03-01&to=2024-03-31';
const ANSWER = {
  range: { from: '2024-03-01', to: '2024-03-31' },
  rows: [
    { day: '2024-03-01', gadgets: 3, value: 8000, activeShare: 3333 },
    { day: '2024-03-03', gadgets: 1, value: 7_000_000_000_000, activeShare: 10000 },
  ],
  totals: { gadgets: 4, value: 7_000_000_008_000 },
};

const open = (path: string, locale = 'en', permissions = ['view-gadgets_launched']) => {
  const call = vi.fn(async (_method: string, _path: string) => ANSWER);
  const download = vi.fn(async () => undefined);
  const view = renderRoutes(path, {
    locale,
    permissions,
    reports: [gadgetsLaunched],
    labels: { gadgets_launched: gadgetsLaunchedLabels },
    dataProvider: { call, download },
  });
  return { ...view, call, download };
};

describe('a report added with one folder and one registry line', () => {
  it('gets a menu entry in its area for an admin who may view it, and none otherwise', () => {
    const analytics = buildMenu(['view-gadgets_launched'], resources, [gadgetsLaunched]).find((a) => a.area === 'analytics');
    expect(analytics?.entries).toEqual([{ name: 'gadgets_launched', icon: 'chart', path: PATH, label: 'resources.gadgets_launched.name' }]);
    expect(buildMenu(['list-tags'], resources, [gadgetsLaunched]).flatMap((a) => a.entries.map((e) => e.path))).not.toContain(PATH);
    expect(matchReport(`${PATH}/`, [gadgetsLaunched])).toBe(gadgetsLaunched);
  });

  it('asks the API for the period of its URL and shows the rows, formatted, with a totals row', async () => {
    const { call } = open(`${PATH}?${MARCH}`);
    const table = await screen.findByRole('table', { name: 'Gadgets launched' }, { timeout: 5000 });
    expect(call).toHaveBeenCalledWith('GET', `${PATH}?${MARCH}`);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Gadgets', 'Value', 'Active share']);
    const [, first, second, totals] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['03/01/2024', '3', '$80.00', '33.33%']);
    expect(within(second!).getByText('$70,000,000,000.00')).toBeInTheDocument();
    expect(within(totals!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Total', '4', '$70,000,000,080.00', '']);
  });

  it('keeps the period and the parameters in the URL, and asks again when they change', async () => {
    const { call, location } = open(`${PATH}?${MARCH}`);
    await screen.findByRole('table', undefined, { timeout: 5000 });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    await waitFor(() => expect(location.search).toBe(`?${MARCH}&kind=phone`));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('GET', `${PATH}?${MARCH}&kind=phone`));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yesterday' }));
    await waitFor(() => expect(location.search).toBe('?kind=phone&range=yesterday'));
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
  });

  it('refuses a period that ends before it starts without asking the API', async () => {
    const { call } = open(`${PATH}?range=custom&from=2024-03-05&to=2024-03-01`);
    expect(await screen.findByText('Must not be before the start date', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(call).not.toHaveBeenCalled();
  });

  it('downloads the declared CSV for the period shown', async () => {
    const { download } = open(`${PATH}?${MARCH}`);
    await screen.findByRole('table', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith(`${PATH}/exportCsv?${MARCH}`, 'gadgets-launched.csv'));
  });

  it('speaks the admin’s language, from the report folder’s labels', async () => {
    open(`${PATH}?${MARCH}`, 'zh-TW');
    const table = await screen.findByRole('table', { name: '裝置上市' }, { timeout: 5000 });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['日期', '裝置數', '金額', '啟用比例']);
    expect(within(table).getByText('合計')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '期間' })).toHaveTextContent('自訂範圍');
  });

  it('is not routed for an admin without its permission', async () => {
    const { call } = open(`${PATH}?${MARCH}`, 'en', ['list-tags']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });
});
