/**
 * A user's disable asks for the reason, which goes with the call (and so into the audit log); nothing
 * runs without one. Only the action their status allows is offered. Their profile names the campaign
 * they came through.
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../resources/users/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30000 });

const ANN = { id: 5, username: 'ann', email: 'a***@example.com', status: 'active', site: 1, language: 'zh-TW', commentingBanned: false, createdAt: '', updatedAt: '' };

describe('disabling a user', () => {
  it('asks the reason in the admin’s language and sends it with the call', async () => {
    const action = vi.fn(async () => ({ ...ANN, status: 'disabled' }));
    renderRoutes('/users/5', {
      locale: 'zh-TW',
      permissions: users.permissions,
      hasNotifications: true,
      dataProvider: { getOne: async () => ({ data: ANN }) as never, getMany: async () => ({ data: [] }) as never, action },
    });
    await userEvent.click(await screen.findByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('停用 ann？')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: /確認|Confirm/ });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox'), '  Chargeback fraud ');
    await userEvent.click(confirm);
    expect(await screen.findByText('已停用 ann')).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith('users', 5, 'disable', { reason: 'Chargeback fraud' });
  });
});

describe('the actions a user\'s status allows', () => {
  it.each([
    ['active', 'Disable', 'Enable'],
    ['unverified', 'Disable', 'Enable'],
    ['disabled', 'Enable', 'Disable'],
  ])('offers a %s user %s and not %s', async (status, offered, hidden) => {
    renderRoutes('/users/5', {
      permissions: users.permissions,
      dataProvider: { getOne: async () => ({ data: { ...ANN, status } }) as never, getMany: async () => ({ data: [] }) as never },
    });
    expect(await screen.findByRole('button', { name: offered })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: hidden })).toBeNull();
  });
});

describe('where a customer came from', () => {
  it('names the channel\'s campaign they signed up through on their profile', async () => {
    const call = vi.fn(async (_method: string, path: string) => (path === '/channels/3/campaigns' ? [{ id: 12, name: 'Spring newsletter' }] : []));
    renderRoutes('/users/5', {
      permissions: [...users.permissions, 'list-channels', 'show-channels'],
      dataProvider: { getOne: async () => ({ data: { ...ANN, channel: 3, campaign: 12 } }) as never, getMany: async () => ({ data: [{ id: 3, utmSource: 'newsletter' }] }) as never, call },
    });
    const name = await screen.findByText('Spring newsletter');
    expect(name.closest('a')?.getAttribute('href')).toBe('/channels/3');
  });
});
