/** A link to a record deleted since (an old tab, a bookmark): the admin is told so in their language and brought back to the list. */
import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { segpayPayoutReports } from '../../resources/segpay-payout-reports/schema.ts';
import { users } from '../../resources/users/schema.ts';
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
