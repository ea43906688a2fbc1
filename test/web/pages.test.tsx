import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, HttpError, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import type { Location } from 'react-router-dom';
import { CatchAll } from '../../src/pages/CatchAll.tsx';
import { LoginPage } from '../../src/pages/LoginPage.tsx';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { storeLanguage } from '../helpers/language.ts';

const stubAuth = (overrides: Partial<AuthProvider> = {}): AuthProvider => ({
  login: vi.fn(async () => ({ redirectTo: '/' })),
  logout: vi.fn(async () => undefined),
  checkAuth: vi.fn(async () => Promise.reject(new Error('no token'))),
  checkError: vi.fn(async () => undefined),
  getPermissions: vi.fn(async () => []),
  ...overrides,
});

const renderAt = (path: string, ui: ReactElement, authProvider = stubAuth()) => {
  const seen: { location?: Location } = {};
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={memoryStore()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { pathname: () => seen.location?.pathname };
};

const fillLogin = async (username: string, password: string) => {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText(/Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

beforeEach(() => localStorage.clear());

describe('LoginPage', () => {
  it('refuses an empty password with the spec message', async () => {
    const authProvider = stubAuth();
    renderAt('/login', <LoginPage />, authProvider);
    await fillLogin('admin', '');
    expect(await screen.findByText('Please input the password.')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  // The complexity rule applies where a password is set: a password from before it still logs in.
  it.each(['12345678', 'abcdefgh', '!!!!????'])('sends the password %j without judging it', async (password) => {
    const authProvider = stubAuth();
    renderAt('/login', <LoginPage />, authProvider);
    await fillLogin('admin', password);
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password }));
  });

  it('requires a username that is not only spaces', async () => {
    renderAt('/login', <LoginPage />);
    await fillLogin('   ', 'secret123');
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('sends the trimmed username and follows the redirect the provider returns', async () => {
    const authProvider = stubAuth({ login: vi.fn(async () => ({ redirectTo: '/tags' })) });
    const { pathname } = renderAt('/login?redirect=%2Ftags', <LoginPage />, authProvider);
    await fillLogin('  admin  ', 'secret123');
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password: 'secret123' }));
    await waitFor(() => expect(pathname()).toBe('/tags'));
  });

  it('shows the server message of a 401 as an alert and lets the admin try again', async () => {
    const login = vi.fn(async () => Promise.reject(new HttpError('Wrong username or password.', 401, { message: 'Wrong username or password.' })));
    renderAt('/login', <LoginPage />, stubAuth({ login }));
    await fillLogin('admin', 'wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows the 429 message too', async () => {
    const login = vi.fn(async () => Promise.reject(new HttpError('Too many attempts. Please wait a minute and try again.', 429)));
    renderAt('/login', <LoginPage />, stubAuth({ login }));
    await fillLogin('admin', 'wrong1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('goes to / when already signed in', async () => {
    const { pathname } = renderAt('/login', <LoginPage />, stubAuth({ checkAuth: vi.fn(async () => undefined) }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('switches the language from the picker', async () => {
    renderAt('/login', <LoginPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: '繁體中文' }));
    expect(await screen.findByRole('button', { name: '登入' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh-TW');
  });
});

describe('CatchAll', () => {
  const withPermissions = (permissions: string[]) => stubAuth({ getPermissions: vi.fn(async () => permissions) });

  // In place, inside the shell: the menu stays, and the page says which permission it needs.
  it.each([
    ['en', '/directors', 'This page needs the permission “Directors · List” (list-directors)'],
    ['zh-TW', '/directors/edit/3', '此頁面需要「導演 · 編輯」權限（edit-directors）'],
  ])('shows a 403 naming the missing permission, in %s', async (locale, path, message) => {
    await storeLanguage(locale);
    const { pathname } = renderAt(path, <CatchAll />, withPermissions(['list-tags']));
    expect(await screen.findByText(new RegExp(message.replace(/[()]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(pathname()).toBe(path);
  });

  it('sends an unknown path to /404', async () => {
    const { pathname } = renderAt('/no/such/page', <CatchAll />, withPermissions(['list-tags']));
    await waitFor(() => expect(pathname()).toBe('/404'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('lets paths starting with /4 through', async () => {
    const { pathname } = renderAt('/418', <CatchAll />, withPermissions([]));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(pathname()).toBe('/418');
  });
});
