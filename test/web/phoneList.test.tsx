/**
 * A list on a phone: one line a record, titled by its title field, with the next declared column and
 * its first amount beneath, and its status chip at the end where it has one (its number otherwise).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orders } from '../../resources/orders/schema.ts';
import { supports } from '../../resources/supports/schema.ts';
import { tags } from '../../resources/tags/schema.ts';
import { simpleListColumns } from '../../src/generic/GenericSimpleList.tsx';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

describe('the columns of a record\'s line on a phone', () => {
  it('are the title, the next column, the first amount and the status chip, from the declared list', () => {
    expect(simpleListColumns(orders)).toEqual({ title: 'orderId', detail: 'user', amount: 'amount', state: 'status' });
    expect(simpleListColumns(supports)).toEqual({ title: 'subject', detail: 'type', amount: undefined, state: 'status' });
    expect(simpleListColumns(tags)).toEqual({ title: 'name', detail: 'sort', amount: undefined, state: undefined });
  });
});

describe('the orders list at phone width', { timeout: 30000 }, () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows each order\'s number, customer, amount and status on its line', async () => {
    // Every media query matches: the theme's "below small" is the phone's.
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })) as never;
    const order = {
      id: 875, orderId: 'SP1-R1ka-00039', kind: 'rebill', user: 19, plan: 1, subscription: 4, segpay: 1, status: 'refunded', currency: 'USD', amount: 999, refundedAmount: 999,
      paymentMethod: 'visa', transactionNumber: 'R1ka-00039', paidAt: '2026-11-27T11:31:45Z', transactionFee: 75, settlementFee: 10, reserveFee: 100, totalAmount: 814, version: 1,
      createdAt: '2026-11-27T11:31:45Z', updatedAt: '2026-11-27T11:31:45Z',
    };
    const getList = vi.fn(async () => ({ data: [order], total: 1 }));
    const getMany = vi.fn(async (resource: string) => ({ data: resource === 'users' ? [{ id: 19, username: 'liam18' }] : [] }));
    const call = vi.fn(async () => ({ data: [] }));
    renderRoutes('/orders', { permissions: [...orders.permissions, 'list-users'], dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    const title = await screen.findByText('SP1-R1ka-00039', undefined, { timeout: 5000 });
    const line = title.closest('li')!;
    expect(line).toBeTruthy();
    // The customer is a reference, linked to their page.
    await waitFor(() => expect(within(line).getByRole('link').getAttribute('href')).toBe('/users/19'), { timeout: 5000 });
    expect(within(line).getByText('$9.99')).toBeTruthy();
    expect(within(line).getByText('Refunded')).toBeTruthy();
    // No table of columns, and no bare number where the status is.
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(within(line).queryByText('#875')).toBeNull();
  });
});
