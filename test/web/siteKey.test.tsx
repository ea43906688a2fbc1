/** A site's intake key: shown once in a dialog with a copy button, when the site is created and when the key is rotated. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const SITE = {
  id: 3,
  name: 'Main',
  domain: 'www.example.com',
  status: 'enabled',
  defaultLanguage: 'en',
  intakeKeyPrefix: 'srk_AbCdEf',
  intakeKeyIssuedAt: '2026-03-01T09:00:00Z',
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
};
const KEY = 'srk_NewKeyNewKeyNewKeyNewKeyNewKey12';

describe('the site’s intake key', { timeout: 15_000 }, () => {
  it('is shown once after a rotation, with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const action = vi.fn(async () => ({ ...SITE, intakeKeyPrefix: KEY.slice(0, 10), intakeKey: KEY }));
    renderRoutes('/videos/sites/3', { permissions: ['list-sites', 'rotate-key-sites'], hasNotifications: true, dataProvider: { getOne: async () => ({ data: SITE }) as never, action } });
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate intake key' }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate intake key' });
    expect(action).toHaveBeenCalledWith('sites', 3, 'rotate-key');
    expect(within(dialog).getByText(KEY)).toBeInTheDocument();
    expect(within(dialog).getByText(/shown only this once/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(KEY));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
  });

  it('is shown once after the site is created, then the screen moves on', async () => {
    const create = vi.fn(async () => ({ data: { ...SITE, id: 9, intakeKey: KEY } }));
    const view = renderRoutes('/videos/sites/create', { permissions: ['list-sites', 'create-sites'], dataProvider: { create: create as never } });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Main' } });
    fireEvent.change(screen.getByLabelText(/^Domain/), { target: { value: 'www.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'New intake key' });
    expect(within(dialog).getByText(KEY)).toBeInTheDocument();
    expect(view.location.pathname).toBe('/videos/sites/create');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.location.pathname).toBe('/videos/sites'));
  });
});
