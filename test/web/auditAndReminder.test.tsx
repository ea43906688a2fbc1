import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import { AdminContext, HttpError, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { auditChanges } from '../../resources/audit_logs/auditChanges.ts';
import { DashboardPage } from '../../src/pages/DashboardPage.tsx';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

// Typing into react-admin forms is slow in jsdom, slower still beside the server suite.
const FORMS = { timeout: 15_000 };

const ENTRY = {
  id: 16,
  createdAt: '2025-03-01T10:00:00Z',
  adminId: 1,
  adminUsername: 'admin',
  action: 'update',
  resource: 'admins',
  recordId: '2',
  ip: '10.1.2.3',
  before: { username: 'mia', name: 'Mia', roles: [2] },
  after: { username: 'mia', name: 'Mia Laurent', roles: [2, 3] },
};

describe('an audit entry', FORMS, () => {
  it('lists changed fields first, then the unchanged ones', () => {
    expect(auditChanges(ENTRY.before, ENTRY.after).map((c) => [c.field, c.isChanged])).toEqual([
      ['name', true],
      ['roles', true],
      ['username', false],
    ]);
    expect(auditChanges(null, { name: 'New' })).toEqual([{ field: 'name', before: undefined, after: 'New', isChanged: true }]);
  });

  it.each([
    ['en', ['Publish', 'Videos', 'Upload', 'Files', 'Export CSV', 'Reorder', 'Banners']],
    ['zh-TW', ['發布', '影片', '上傳', '檔案', '匯出 CSV', '調整排序', '橫幅']],
  ])('names every action and resource in the list, in %s', async (locale, words) => {
    const rows = [
      { ...ENTRY, id: 1, action: 'publish', resource: 'videos' },
      { ...ENTRY, id: 2, action: 'upload', resource: 'files' },
      { ...ENTRY, id: 3, action: 'export', resource: 'videos' },
      { ...ENTRY, id: 4, action: 'reorder', resource: 'banners' },
    ];
    renderRoutes('/permissions/audit-logs', { locale, permissions: ['list-audit_logs'], dataProvider: { getList: async () => ({ data: rows, total: rows.length }) as never } });
    for (const word of words) expect((await screen.findAllByText(word)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\|\|\|\|/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Resource|資源/ }));
    expect(await screen.findByRole('option', { name: locale === 'en' ? 'Videos' : '影片' })).toBeInTheDocument();
    expect(screen.queryByText(/\|\|\|\|/)).not.toBeInTheDocument();
  });

  it('shows who did what, and the before and after of each field by its label', async () => {
    renderRoutes('/permissions/audit-logs/16', { permissions: ['list-audit_logs'], dataProvider: { getOne: async () => ({ data: ENTRY }) as never } });
    const changes = await screen.findByRole('table', { name: 'Changes' });
    const [, first, second, third] = within(changes).getAllByRole('row');
    expect(first).toHaveTextContent(/NameMiaMia Laurent/);
    expect(first).toHaveAttribute('data-changed', 'true');
    expect(second).toHaveTextContent('Roles[2][2,3]');
    expect(third).toHaveAttribute('data-changed', 'false');
    expect(screen.getByText('Update')).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
  });

  it.each([
    ['login_failed', 'Nobody signed in'],
    ['publish_scheduled', 'System'],
  ])('names who made an entry of no admin (%s): %s', async (action, actor) => {
    const entry = { ...ENTRY, action, adminId: null, adminUsername: null, ip: null };
    renderRoutes('/permissions/audit-logs/16', { permissions: ['list-audit_logs'], dataProvider: { getOne: async () => ({ data: entry }) as never } });
    expect(await screen.findByText(actor)).toBeInTheDocument();
  });
});

describe('the audit log on a phone', FORMS, () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('keeps its five filters behind the filter button, where stacked they filled the screen, and adds the one picked', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })) as never;
    renderRoutes('/permissions/audit-logs', { permissions: ['list-audit_logs'], dataProvider: { getList: async () => ({ data: [ENTRY], total: 1 }) as never } });
    expect(await screen.findByText('Update')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Action' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Action' }));
    expect(await screen.findByRole('combobox', { name: 'Action' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Resource' })).not.toBeInTheDocument();
  });
});

describe('the dashboard', FORMS, () => {
  const renderDashboard = (twoFactorEnabled: boolean, dataProvider: Partial<DataProvider> & Record<string, unknown> = {}) => {
    let enabled = twoFactorEnabled;
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getPermissions: async () => ['list-tags'],
      getIdentity: async () => ({ id: 1, fullName: 'Ada', twoFactorEnabled: enabled }),
    };
    const enableTwoFactor = vi.fn(async () => {
      enabled = true;
      return {};
    });
    render(
      <TestMemoryRouter initialEntries={['/dashboard']}>
        <AdminContext authProvider={authProvider} dataProvider={testDataProvider({ enableTwoFactor, ...dataProvider } as never)} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <DashboardPage permissions={['list-tags']} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    return { enableTwoFactor, turnOn: () => (enabled = true) };
  };

  beforeEach(() => localStorage.clear());

  it('reminds an admin without two-factor authentication, shows the QR code at once and turns it on with the first code', async () => {
    const startTwoFactorBinding = vi.fn(async () => ({ otpauthUrl: 'otpauth://totp/Showrunner:ada?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Showrunner', qrCode: 'data:image/png;base64,AAAA' }));
    const confirmTwoFactor = vi.fn(async (code: string) => {
      if (code !== '123456') throw new HttpError('Some fields are not valid.', 422, { errors: { code: 'Wrong verification code.' } });
      return {};
    });
    const { enableTwoFactor, turnOn } = renderDashboard(false, { startTwoFactorBinding, confirmTwoFactor });
    expect(await screen.findByText('Protect your account with two-factor authentication')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    expect(await within(dialog).findByText('Wrong verification code.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Verification code'));
    await userEvent.type(within(dialog).getByLabelText('Verification code'), '123456');
    turnOn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(screen.queryByText('Protect your account with two-factor authentication')).not.toBeInTheDocument());
    expect(confirmTwoFactor).toHaveBeenLastCalledWith('123456');
    expect(enableTwoFactor).not.toHaveBeenCalled();
  });

  it('says nothing to an admin who uses it', async () => {
    renderDashboard(true);
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Protect your account with two-factor authentication')).not.toBeInTheDocument();
  });
});
