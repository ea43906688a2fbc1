import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, TestMemoryRouter, memoryStore, testDataProvider, type AuthProvider } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { AuthRedirectPage } from '../../src/pages/AuthRedirectPage.tsx';
import { DashboardPage } from '../../src/pages/DashboardPage.tsx';
import { NotFoundPage } from '../../src/pages/NotFoundPage.tsx';
import { RedirectPage } from '../../src/pages/RedirectPage.tsx';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { storeLanguage } from '../helpers/language.ts';

const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
};

const renderAt = (path: string, ui: ReactElement, dataProvider = testDataProvider()) => {
  const seen: { location?: Location } = {};
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (seen.location = location)}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { location: () => seen.location };
};

beforeEach(() => localStorage.clear());

describe('DashboardPage', () => {
  it('welcomes the admin and links the screens their permissions open', async () => {
    renderAt('/dashboard', <DashboardPage permissions={['list-tags', 'create-tags']} />);
    expect(await screen.findByText('Welcome back, Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tags/ })).toHaveAttribute('href', '/tags');
    expect(screen.queryByRole('link', { name: /Directors/ })).not.toBeInTheDocument();
  });

  it('shows on each card the figure of its own list', async () => {
    const totals: Record<string, number> = { tags: 12, directors: 3, videos: 1250 };
    const getList = vi.fn(async (resource: string) => ({ data: [], total: totals[resource] ?? 0 }));
    renderAt('/dashboard', <DashboardPage permissions={['list-tags', 'list-directors', 'list-videos']} />, testDataProvider({ getList } as never));
    await waitFor(() => expect(screen.getAllByTestId('dashboard-count')).toHaveLength(3));
    expect(screen.getByRole('link', { name: /Tags/ })).toHaveTextContent('12 records');
    expect(screen.getByRole('link', { name: /Directors/ })).toHaveTextContent('3 records');
    expect(screen.getByRole('link', { name: /Videos/ })).toHaveTextContent('1,250 records');
    expect(getList.mock.calls.map(([resource]) => resource).sort()).toEqual(['directors', 'tags', 'videos']);
  });

  it('sends an admin whose permissions open nothing to /401', async () => {
    const { location } = renderAt('/dashboard', <DashboardPage permissions={['publish-videos']} />);
    await waitFor(() => expect(location()?.pathname).toBe('/401'));
  });
});

describe('re-entry pages', () => {
  const routes = (
    <Routes>
      <Route path="/auth-redirect" element={<AuthRedirectPage />} />
      <Route path="/redirect/*" element={<RedirectPage />} />
      <Route path="*" element={<p>landed</p>} />
    </Routes>
  );

  it.each([
    ['/auth-redirect?redirect=%2Ftags%2Fedit%2F5', '/tags/edit/5'],
    ['/auth-redirect?redirect=https%3A%2F%2Fevil.example', '/'],
    ['/auth-redirect?redirect=%2F%2Fevil.example', '/'],
    ['/auth-redirect', '/'],
    ['/redirect/tags/edit/5', '/tags/edit/5'],
  ])('%s lands on %s', async (from, to) => {
    const { location } = renderAt(from, routes);
    expect(await screen.findByText('landed')).toBeInTheDocument();
    expect(location()?.pathname).toBe(to);
  });

  it('keeps the query string through /redirect', async () => {
    const { location } = renderAt('/redirect/tags?page=2', routes);
    await screen.findByText('landed');
    expect(`${location()?.pathname}${location()?.search}`).toBe('/tags?page=2');
  });
});

describe('status pages', () => {
  it('offers the dashboard, and the login when there is no token', async () => {
    renderAt('/404', <NotFoundPage />);
    expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('speaks the chosen language', async () => {
    await storeLanguage('zh-CN');
    renderAt('/404', <NotFoundPage />);
    expect(await screen.findByText('页面不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回仪表盘' })).toBeInTheDocument();
  });
});
