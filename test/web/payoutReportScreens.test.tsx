/**
 * Payout reports on screen: the difference between the statement and the computed payout is a
 * red chip in the admin's language when it is not zero, in the list and on the report's page,
 * and plain when the two agree.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { segpayPayoutReports } from '../../resources/segpay-payout-reports/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const report = (id: number, statementAmount: number | null) => ({
  id, segpay: 1, periodStart: '2026-03-01', periodEnd: '2026-03-31', currency: 'USD', grossSales: 18000, refunds: 2000, chargebacks: 3000,
  transactionFees: 900, settlementFees: 226, reserveWithheld: 1800, reserveReleased: 400, netPayout: 10474, statementAmount,
  difference: statementAmount === null ? null : statementAmount - 10474, note: null, version: 1, createdAt: '2026-04-02T10:00:00Z', updatedAt: '2026-04-02T10:00:00Z',
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
  });
});
