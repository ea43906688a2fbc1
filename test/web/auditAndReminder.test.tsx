import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
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
    return { enableTwoFactor };
  };

  beforeEach(() => localStorage.clear());

  it('reminds an admin without two-factor authentication, and turns it on', async () => {
    const { enableTwoFactor } = renderDashboard(false);
    expect(await screen.findByText('Protect your account with two-factor authentication')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(enableTwoFactor).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Protect your account with two-factor authentication')).not.toBeInTheDocument());
  });

  it('says nothing to an admin who uses it', async () => {
    renderDashboard(true);
    expect(await screen.findByText('Welcome back, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Protect your account with two-factor authentication')).not.toBeInTheDocument();
  });
});
