/** A link to a record deleted since (an old tab, a bookmark): the admin is told so in their language and brought back to the list. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { segpayPayoutReports } from '../../resources/segpay-payout-reports/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { tagsStore } from '../../src/layout/tagsStore.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

describe('a record that no longer exists', { timeout: 30000 }, () => {
  it.each([
    ['en', 'This record does not exist: it may have been deleted.'],
    ['zh-TW', '此筆資料不存在，可能已被刪除。'],
    ['zh-CN', '此条数据不存在，可能已被删除。'],
  ] as const)('is said to be gone in %s, and its list opens', async (locale, message) => {
    const getOne = vi.fn(async () => {
      throw new HttpError('Not found', 404, { message: 'Not found' });
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderRoutes('/users/999999', { locale, hasNotifications: true, permissions: users.permissions, dataProvider: { getOne: getOne as never, getList: getList as never } as never });
    expect(await screen.findByText(message, undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(getList).toHaveBeenCalledWith('users', expect.anything()), { timeout: 5000 });
  });
});

describe('a missing record of a resource whose path is not its name', { timeout: 30000 }, () => {
  it('goes back to the list at the resource\'s own path (payout reports at /orders/payout-reports), not to a page not found', async () => {
    const getOne = vi.fn(async () => {
      throw new HttpError('Not found', 404, { message: 'Not found' });
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderRoutes('/orders/payout-reports/999', { hasNotifications: true, permissions: segpayPayoutReports.permissions, dataProvider: { getOne: getOne as never, getList: getList as never } as never });
    expect(await screen.findByText('This record does not exist: it may have been deleted.', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(getList).toHaveBeenCalledWith('segpay-payout-reports', expect.anything()), { timeout: 5000 });
    expect(screen.queryByText('Page not found')).toBeNull();
  });
});

describe('the tab of a record that is gone', { timeout: 30000 }, () => {
  it('closes when its page finds the record missing, and the others stay', async () => {
    tagsStore.set([{ path: '/dashboard', search: '' }, { path: '/tags', search: '' }, { path: '/orders/payout-reports/999', search: '' }]);
    const getOne = vi.fn(async () => {
      throw new HttpError('Not found', 404, { message: 'Not found' });
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderRoutes('/orders/payout-reports/999', { permissions: segpayPayoutReports.permissions, dataProvider: { getOne: getOne as never, getList: getList as never } as never });
    await waitFor(() => expect(getList).toHaveBeenCalled(), { timeout: 5000 });
    expect(tagsStore.get().map((tag) => tag.path)).toEqual(['/dashboard', '/tags']);
  });

  it('closes, with the tab of its details, when the record is deleted from its form; another record\'s stays', async () => {
    tagsStore.set([
      { path: '/dashboard', search: '' }, { path: '/orders/payout-reports/7', search: '' }, { path: '/orders/payout-reports/8', search: '' },
      { path: '/orders/payout-reports/edit/7', search: '' },
    ]);
    const report = {
      id: 7, segpay: 1, periodStart: '2026-10-01', periodEnd: '2026-10-31', currency: 'USD', grossSales: 0, refunds: 0, chargebacks: 0, transactionFees: 0, settlementFees: 0,
      reserveWithheld: 0, reserveReleased: 0, netPayout: 0, statedPayout: null, difference: null, note: null, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z',
    };
    const getOne = vi.fn(async () => ({ data: report }));
    const deleteOne = vi.fn(async () => ({ data: report }));
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    renderRoutes('/orders/payout-reports/edit/7', { permissions: segpayPayoutReports.permissions, dataProvider: { getOne: getOne as never, getList: getList as never, getMany: getMany as never, delete: deleteOne as never } as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalled(), { timeout: 5000 });
    await waitFor(() => expect(tagsStore.get().map((tag) => tag.path)).toEqual(['/dashboard', '/orders/payout-reports/8']), { timeout: 5000 });
  });
});
