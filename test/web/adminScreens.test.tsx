import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

// Typing into react-admin forms is slow in jsdom, slower still beside the server suite.
const FORMS = { timeout: 15_000 };

const ADMINS = [
  { id: 1, username: 'admin', name: 'Ada', status: 'enabled', twoFactorEnabled: true, twoFactorBound: true, roles: [1], roleNames: ['super-admin'], isSuper: true, lastLoginAt: null },
  { id: 2, username: 'mia', name: 'Mia', phone: null, status: 'disabled', twoFactorEnabled: true, twoFactorBound: false, roles: [2], roleNames: ['Catalogue'], isSuper: false, lastLoginAt: null },
];
const ROLES = [
  { id: 1, name: 'super-admin', isSuper: true },
  { id: 2, name: 'Catalogue', isSuper: false },
];
const ALL_ADMIN = ['list-admins', 'create-admins', 'edit-admins', 'delete-admins', 'enable-admins', 'disable-admins', 'resetQRCode-admins', 'list-roles', 'list-audit_logs'];

const records: Record<string, { id: number }[]> = { admins: ADMINS, roles: ROLES, audit_logs: [] };
const provider = (extra: Record<string, unknown> = {}) => ({
  getList: async (resource: string) => ({ data: records[resource] ?? [], total: (records[resource] ?? []).length }),
  getMany: async (resource: string, { ids }: { ids: number[] }) => ({ data: (records[resource] ?? []).filter((r) => ids.includes(r.id)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  getOne: async (resource: string, { id }: { id: number }) => ({ data: records[resource]!.find((r) => r.id === Number(id)) }),
  ...extra,
});

describe('the admins list', FORMS, () => {
  it('shows roles, status and the two-factor state of each admin', async () => {
    renderRoutes('/permissions/admins', { permissions: ALL_ADMIN, dataProvider: provider() as never });
    const row = (await screen.findByText('mia')).closest('tr')!;
    expect(within(row).getByText('Catalogue')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText('No device yet')).toBeInTheDocument();
    expect(screen.getByText('Device bound')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/permissions/admins/create');
  });
});

describe('the admin form', FORMS, () => {
  it('checks the password with the spec’s messages and sends only the form’s fields', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } }));
    renderRoutes('/permissions/admins/create', { permissions: ALL_ADMIN, dataProvider: provider({ create }) as never });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Username/ }));
    await user.paste('kenji');
    const password = screen.getByLabelText(/^Password/);
    await user.click(password);
    await user.paste('abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password does not contain any number.'));
    await user.clear(password);
    await user.paste('Kenji-pass-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toEqual({ username: 'kenji', password: 'Kenji-pass-1', name: null, phone: null, twoFactorEnabled: false, roles: [] });
  });

  it('leaves an empty password out of an edit, and keeps one’s own roles and account out of reach', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...ADMINS[0], ...data } }));
    renderRoutes('/permissions/admins/edit/1', { permissions: ALL_ADMIN, identity: { id: 1, fullName: 'Ada' }, dataProvider: provider({ update }) as never });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Roles/ })).toBeDisabled());
    expect(screen.getByText('You cannot change your own roles. Ask another administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    await user.clear(name);
    await user.paste('Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toEqual({ username: 'admin', name: 'Ada Lovelace', phone: null, twoFactorEnabled: true });
  });
});

describe('the admin actions', FORMS, () => {
  it('enable another admin and reset their device after confirming', async () => {
    const action = vi.fn(async () => ({}));
    renderRoutes('/permissions/admins/2', { permissions: ALL_ADMIN, dataProvider: provider({ action }) as never });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('admins', 2, 'enable'));
    await user.click(screen.getByRole('button', { name: 'Reset QR code' }));
    expect(await screen.findByText('Reset the two-factor device of mia?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith('admins', 2, 'resetQRCode'));
  });

  it('are not offered without their permission', async () => {
    renderRoutes('/permissions/admins/2', { permissions: ['list-admins'], dataProvider: provider() as never });
    expect(await screen.findByText('Mia')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset QR code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
