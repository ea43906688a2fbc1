/**
 * The screens of orders and card payment settings: the totals of the filtered orders above the
 * list, in the admin's language; a setting's postback secret, shown masked, kept when the form
 * is saved untouched and replaced only by a new one typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { orders } from '../../resources/orders/schema.ts';
import { subscriptions } from '../../resources/subscriptions/schema.ts';
import { buildMenu } from '../../src/navigation.ts';
import { segpays } from '../../resources/segpays/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const stamp = { createdAt: '2026-01-01T10:00:00Z', updatedAt: '2026-01-01T10:00:00Z' };
const order = (id: number, amount: number) => ({
  id, orderId: `SP1-T${id}`, kind: 'sale', user: 1, plan: 1, status: 'paid', currency: 'USD', amount, transactionFee: 120, settlementFee: 25, reserveFee: 200,
  totalAmount: amount - 345, paymentMethod: 'visa', transactionNumber: `T${id}`, paidAt: '2026-01-02T10:00:00Z', ...stamp,
});

describe('the orders list', { timeout: 30000 }, () => {
  it.each([
    ['en', '2 orders', '$39.98', '$6.90', '$33.08'],
    ['zh-TW', '2 筆訂單', 'US$39.98', 'US$6.90', 'US$33.08'],
  ] as const)('in %s shows the totals of the filtered rows above the table', async (locale, count, amount, fees, total) => {
    const call = vi.fn(async () => ({
      data: [{ currency: 'USD', count: 2, amount: 3998, refundedAmount: 0, transactionFee: 240, settlementFee: 50, reserveFee: 400, totalAmount: 3308 }],
    }));
    const getList = vi.fn(async () => ({ data: [order(1, 1999), order(2, 1999)], total: 2 }));
    renderRoutes('/orders?filter=%7B%22status%22%3A%22paid%22%7D', { locale, permissions: [...orders.permissions], dataProvider: { getList: getList as never, getMany: vi.fn(async () => ({ data: [] })) as never, call } as never });
    const totals = await screen.findByTestId('order-totals-USD', undefined, { timeout: 5000 });
    expect(within(totals).getByTestId('order-totals-count')).toHaveTextContent(count);
    expect(within(totals).getByTestId('order-totals-amount')).toHaveTextContent(amount);
    expect(within(totals).getByTestId('order-totals-fees')).toHaveTextContent(fees);
    expect(within(totals).getByTestId('order-totals-total')).toHaveTextContent(total);
    // The totals are asked with the list's own filter.
    expect(call).toHaveBeenCalledWith('GET', `/orders/totals?filter=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`);
    // An order's number is a code: it stays on one line, never broken at its dashes.
    expect(getComputedStyle(await screen.findByText('SP1-T1', undefined, { timeout: 5000 })).whiteSpace).toBe('nowrap');
  });
});

describe('an order\'s page', { timeout: 30000 }, () => {
  it('shows the order with the processor\'s events in the order they came', async () => {
    const call = vi.fn(async () => ({
      data: [
        { id: 7, kind: 'sale', transactionId: 'T1', status: 'applied', reason: null, occurredAt: '2026-01-02T10:00:00Z', receivedAt: '2026-01-02T10:00:01Z', amount: 1999 },
        { id: 9, kind: 'refund', transactionId: 'F1', status: 'applied', reason: null, occurredAt: '2026-01-03T10:00:00Z', receivedAt: '2026-01-03T10:00:01Z', amount: null },
      ],
    }));
    renderRoutes('/orders/1', {
      permissions: [...orders.permissions],
      dataProvider: { getOne: vi.fn(async () => ({ data: order(1, 1999) })) as never, getMany: vi.fn(async () => ({ data: [] })) as never, call } as never,
    });
    const sale = await screen.findByTestId('order-event-7', undefined, { timeout: 5000 });
    expect(within(sale).getByText('Sale')).toBeInTheDocument();
    expect(within(sale).getByText('$19.99')).toBeInTheDocument();
    expect(within(screen.getByTestId('order-event-9')).getByText('Refund')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^order-event-/).map((row) => row.getAttribute('data-testid'))).toEqual(['order-event-7', 'order-event-9']);
    expect(call).toHaveBeenCalledWith('GET', '/orders/1/events');
  });
});

const setting = {
  id: 4, name: 'Main account', site: 1, merchantId: 'M-1', packageId: 'P-1', currency: 'USD', postbackSecret: '********', transactionFeeRate: 450, transactionFeeFixed: 30,
  settlementFeeRate: 100, reserveRate: 1000, reserveHoldDays: 180, payoutDelayDays: 7, allowedIps: null, active: true, ...stamp,
};

describe('the card payment setting form', { timeout: 30000 }, () => {
  const render = (update: ReturnType<typeof vi.fn>) =>
    renderRoutes('/orders/segpays/edit/4', {
      permissions: [...segpays.permissions, 'list-sites'],
      dataProvider: {
        getOne: vi.fn(async () => ({ data: setting })) as never,
        getMany: vi.fn(async () => ({ data: [{ id: 1, name: 'Main site', ...stamp }] })) as never,
        getList: vi.fn(async () => ({ data: [{ id: 1, name: 'Main site', ...stamp }], total: 1 })) as never,
        update: update as never,
      },
    });

  it('shows the secret masked, as a password, and sends the mask back untouched (the server keeps it)', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...setting, ...data } }));
    render(update);
    const secret = await screen.findByLabelText(/^Postback secret/, undefined, { timeout: 5000 });
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).not.toHaveValue('first-Secret-of-the-account-0001');
    expect(screen.getByText('Stored and never shown. Type a new one to replace it.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toMatchObject({ name: 'Renamed', postbackSecret: '********' });
  });

  it('sends a new secret typed in its place', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...setting, ...data, postbackSecret: '********' } }));
    render(update);
    const secret = await screen.findByLabelText(/^Postback secret/, undefined, { timeout: 5000 });
    await userEvent.clear(secret);
    await userEvent.type(secret, 'second-Secret-of-the-account-0002');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data.postbackSecret).toBe('second-Secret-of-the-account-0002');
  });
});

describe('subscriptions', () => {
  it('have no menu entry (their screen is reached from orders, plans and users), while orders and payment settings do', () => {
    const commerce = buildMenu([...orders.permissions, ...subscriptions.permissions, ...segpays.permissions]).find((area) => area.area === 'commerce')!;
    expect(commerce.entries.map((entry) => entry.name)).toEqual(['orders', 'segpays']);
  });
});
