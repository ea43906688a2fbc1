/**
 * Payout reports on screen: the difference between the statement and the computed payout is a
 * red chip in the admin's language when it is not zero, in the list and on the report's page,
 * and plain when the two agree. The edit form offers only what staff type: the statement amount and a note.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { segpayPayoutReports } from '../../resources/segpay-payout-reports/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const report = (id: number, statementAmount: number | null) => ({
  id, segpay: 1, periodStart: '2026-03-01', periodEnd: '2026-03-31', currency: 'USD', grossSales: 18000, refunds: 2000, chargebacks: 3000,
  transactionFees: 900, settlementFees: 226, reserveWithheld: 1800, reserveReleased: 400, netPayout: 10474, statementAmount,
  difference: statementAmount === null ? null : statementAmount - 10474, note: null, period: '2026-03-01 – 2026-03-31', version: 1, createdAt: '2026-04-02T10:00:00Z', updatedAt: '2026-04-02T10:00:00Z',
});
const permissions = [...segpayPayoutReports.permissions];
const getMany = vi.fn(async () => ({ data: [{ id: 1, name: 'Main account' }] }));

/** The chip around an amount, when it is one. */
const chipOf = (element: HTMLElement) => element.closest('.MuiChip-root');

describe('a payout report\'s difference', { timeout: 30000 }, () => {
  it.each([
    ['en', '-$4.74', 'Difference'],
    ['zh-TW', '-US$4.74', '差額'],
    ['zh-CN', '-US$4.74', '差额'],
  ] as const)('in %s is a red chip in the list when not zero, plain when zero', async (locale, shown, heading) => {
    const getList = vi.fn(async () => ({ data: [report(1, 10000), report(2, 10474)], total: 2 }));
    renderRoutes('/orders/payout-reports', { locale, permissions, dataProvider: { getList: getList as never, getMany: getMany as never } });
    expect(await screen.findByText(heading, undefined, { timeout: 5000 })).toBeInTheDocument();
    const flagged = await screen.findByText(shown);
    expect(chipOf(flagged)).toHaveClass('MuiChip-colorError');
    const agreed = screen.getAllByText(/^(US)?\$0\.00$/);
    expect(agreed.length).toBeGreaterThan(0);
    for (const zero of agreed) expect(chipOf(zero)).toBeNull();
  });

  it.each([
    ['en', '$0.26', 'Net payout'],
    ['zh-TW', 'US$0.26', '淨撥款'],
  ] as const)('in %s is a red chip on the report\'s page', async (locale, shown, label) => {
    const getOne = vi.fn(async () => ({ data: report(1, 10500) }));
    renderRoutes('/orders/payout-reports/1', { locale, permissions, dataProvider: { getOne: getOne as never, getMany: getMany as never } });
    expect(await screen.findByText(label, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(chipOf(await screen.findByText(shown))).toHaveClass('MuiChip-colorError');
    // The period names the report (its title) and is not repeated among its values.
    expect(screen.queryByText('2026-03-01 – 2026-03-31')).not.toBeInTheDocument();
  });
});

describe('a payout report\'s edit form', { timeout: 30000 }, () => {
  it('offers the statement amount and the note, not the setting or the period, and sends those with the version', async () => {
    const getOne = vi.fn(async () => ({ data: report(1, null) }));
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...report(1, 10500), ...data } }));
    renderRoutes('/orders/payout-reports/edit/1', { permissions, dataProvider: { getOne: getOne as never, getMany: getMany as never, update: update as never } });
    const amount = await screen.findByRole('textbox', { name: /Statement amount/ }, { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: /Note/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Period start/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Card payment setting/ })).toBeNull();
    await userEvent.type(amount, '105.00');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const sent = update.mock.calls[0]![1].data;
    expect(sent).toMatchObject({ statementAmount: 10500, version: 1 });
    expect(Object.keys(sent).sort()).toEqual(['note', 'statementAmount', 'version']);
  });
});
