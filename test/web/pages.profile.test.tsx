import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError, Notification, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { ProfilePage } from '../../src/pages/ProfilePage.tsx';
import type { TProfile } from '../../src/providers/dataProvider.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { getToken, loadPermissions, saveSession } from '../../src/providers/storage.ts';

const profile: TProfile = {
  id: 1,
  username: 'admin',
  name: 'Ada Admin',
  phone: null,
  avatar: null,
  lastLoginAt: '2025-01-02T03:04:05.000Z',
  twoFactorEnabled: true,
  roles: ['super-admin'],
  permissions: [{ name: 'list-tags' }],
};

const authProviderWith = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
});

const renderProfile = (methods: Record<string, unknown> = {}, permissions = ['list-tags']) => {
  const authProvider = authProviderWith(permissions);
  const dataProvider = testDataProvider({ me: vi.fn(async () => profile), ...methods } as Partial<DataProvider>);
  render(
    <TestMemoryRouter initialEntries={['/profile/index']}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <ProfilePage />
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
};

const changePassword = async (current: string, password: string, confirmation: string) => {
  const user = userEvent.setup();
  const currentInput = await screen.findByLabelText(/Current password/);
  if (current) await user.type(currentInput, current);
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

beforeEach(() => localStorage.clear());

describe('ProfilePage', () => {
  it('shows who is signed in', async () => {
    renderProfile();
    expect(await screen.findByText('super-admin')).toBeInTheDocument();
    expect(screen.getAllByText('admin').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('Ada Admin')).toBeInTheDocument();
  });

  it.each([
    ['abcdefgh', 'abcdefgh', 'Your password does not contain any number.'],
    ['12345678', '12345678', 'Your password does not contain any letter.'],
    ['abc123', 'abc123', 'Must be at least 8 characters'],
    ['abcd1234', 'abcd9999', 'The two passwords do not match.'],
    ['Welcome123', 'Welcome123', 'This password is too common. Please choose another.'],
  ])('refuses the new password %j / %j', async (password, confirmation, message) => {
    const change = vi.fn();
    renderProfile({ changePassword: change });
    await changePassword('Old-pass-1', password, confirmation);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(change).not.toHaveBeenCalled();
  });

  it('asks for the current password', async () => {
    renderProfile();
    await changePassword('', 'abcd1234', 'abcd1234');
    expect(await screen.findByText('Please input the password.')).toBeInTheDocument();
  });

  it('keeps this session on a new token after a change', async () => {
    await saveSession('old-token', ['list-tags']);
    const change = vi.fn(async () => ({ accessToken: 'new-token' }));
    renderProfile({ changePassword: change });
    await changePassword('Old-pass-1', 'New-pass-2', 'New-pass-2');
    await waitFor(() => expect(change).toHaveBeenCalledWith({ currentPassword: 'Old-pass-1', password: 'New-pass-2' }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(getToken()).toBe('new-token');
    expect(await loadPermissions()).toEqual(['list-tags']);
  });

  it('shows server field errors under the field', async () => {
    const change = vi.fn(async () =>
      Promise.reject(new HttpError('Some fields are not valid.', 422, { errors: { currentPassword: 'Wrong username or password.' } })),
    );
    renderProfile({ changePassword: change });
    await changePassword('Wrong-pass-1', 'New-pass-2', 'New-pass-2');
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
  });

  it('saves name, phone and avatar', async () => {
    const updateMe = vi.fn(async (data: Partial<TProfile>) => ({ ...profile, ...data }));
    renderProfile({ updateMe });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone/), ' +886 2 1234 5678 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updateMe).toHaveBeenCalledWith({ name: 'Ada Admin', phone: '+886 2 1234 5678', avatar: null }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  });

  it('checks an avatar address in the form, with the message under the field and not the browser’s', async () => {
    const updateMe = vi.fn(async (data: Partial<TProfile>) => ({ ...profile, ...data }));
    renderProfile({ updateMe });
    const user = userEvent.setup();
    const avatar = await screen.findByLabelText(/Avatar URL/);
    expect(avatar.closest('form')).toHaveAttribute('novalidate');
    await user.type(avatar, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be an http(s) address or a path on this site')).toHaveClass('MuiFormHelperText-root');
    expect(updateMe).not.toHaveBeenCalled();
  });

  it('offers an admin who may upload an avatar image, cropped square before it is sent', { timeout: 15_000 }, async () => {
    renderProfile({}, ['list-tags', 'upload-files']);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Avatar' });
    expect(screen.queryByLabelText(/Avatar URL/)).not.toBeInTheDocument();
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('avatar-file'), picture);
    expect(await screen.findByRole('dialog', { name: 'Crop the image' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crop the image' })).not.toBeInTheDocument());
  });
});
