import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AdminContext, HttpError, memoryStore, Notification, testDataProvider, TestMemoryRouter, useDelete, useDeleteMany, useGetList, useGetMany, useGetOne, useUpdate, type AuthProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { AppLayout } from '../../src/layout/AppLayout.tsx';
import { AppMenu } from '../../src/layout/AppMenu.tsx';
import { settingsStore, sizeStore } from '../../src/layout/settingsStore.ts';
import { sidebarStore } from '../../src/layout/sidebarState.ts';
import { tagsStore } from '../../src/layout/tagsStore.ts';
import { buildTheme } from '../../src/layout/theme.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';
import { storeLanguage } from '../helpers/language.ts';

const ALL = resources.flatMap((r) => r.permissions);
const TAG_ONLY = ['list-tags', 'create-tags', 'edit-tags'];

const authProviderFor = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  getIdentity: async () => ({ id: 1, fullName: 'Ada Admin' }),
});

const renderShell = (path: string, permissions: string[], content: ReactNode = <p>page</p>, dataProvider = testDataProvider()) => {
  const location = { pathname: path };
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.pathname = l.pathname)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProviderFor(permissions)}
        i18nProvider={createI18nProvider()}
        store={memoryStore()}
        theme={buildTheme('#409EFF', 'light', 'medium')}
      >
        <AppLayout>{content}</AppLayout>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return location;
};

const sidebar = () => screen.getByRole('navigation', { name: 'Navigation' });
const tabs = () => screen.getByRole('navigation', { name: 'Open pages' });
const tabTitles = () => within(tabs()).getAllByRole('link').map((link) => link.textContent);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  [settingsStore, sizeStore, sidebarStore, tagsStore].forEach((store) => store.reload());
});

describe('the sidebar', () => {
  it('shows only the dashboard and the screens the permissions allow', async () => {
    renderShell('/dashboard', TAG_ONLY);
    const tags = await within(sidebar()).findByRole('link', { name: 'Tags' });
    expect(tags).toHaveAttribute('href', '/tags');
    expect(within(sidebar()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getAllByRole('link')).toHaveLength(2);
    // One visible entry in Content: shown as that entry, without the group.
    expect(within(sidebar()).queryByText('Content')).not.toBeInTheDocument();
  });

  it('groups the entries by area with all permissions, and an edit screen highlights its list', async () => {
    renderShell('/tags/edit/5', ALL);
    const group = await within(sidebar()).findByRole('button', { name: 'Content' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Tags', 'Directors', 'Questions', 'Information pages']) {
      expect(within(sidebar()).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(sidebar()).getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Directors' })).not.toHaveAttribute('aria-current');
  });

  it('orders areas as the registry does and folds a one-entry area into its entry', async () => {
    const fixture = (name: string, area: 'commerce' | 'administration') =>
      defineResource({ name, area, path: `/${name}`, routes: { list: '' }, fields: {}, operations: ['list'], list: ['id'], sort: { field: 'id', order: 'ASC' }, title: 'id' });
    const list = [fixture('admins', 'administration'), fixture('plans', 'commerce'), fixture('orders', 'commerce')];
    render(
      <TestMemoryRouter initialEntries={['/orders']}>
        <AdminContext authProvider={authProviderFor(['list-plans', 'list-orders', 'list-admins'])} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <AppMenu list={list} />
        </AdminContext>
      </TestMemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    await within(nav).findByRole('button', { name: 'Commerce' });
    expect(within(nav).queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'Plans', 'Orders', 'Admins']);
  });

  it('keeps its open state in localStorage', async () => {
    renderShell('/dashboard', TAG_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(localStorage.getItem('sidebarStatus')).toBe('false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});

describe('a resource whose path lies under another’s', () => {
  it.each([
    ['/blocks/banners', 'Banners'],
    ['/blocks/advertisements', 'Advertisements'],
    ['/blocks/informations', 'Information pages'],
  ])('%s is its own screen in the menu, breadcrumb, tabs and title', async (path, name) => {
    renderShell(path, ALL);
    expect(await within(sidebar()).findByRole('link', { name })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar()).getByRole('link', { name: 'Blocks' })).not.toHaveAttribute('aria-current');
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Dashboard', 'Content', name]);
    await waitFor(() => expect(tabTitles()).toContain(name));
    await waitFor(() => expect(document.title).toContain(name));
  });
});

describe('the FAQ', () => {
  it.each([
    ['en', 'Questions'],
    ['zh-TW', '常見問題'],
    ['zh-CN', '常见问题'],
  ])('has one name in the menu, the breadcrumb and the tabs, in %s', async (locale, name) => {
    await storeLanguage(locale);
    renderShell('/questions', ALL);
    const links = await screen.findAllByRole('link', { name });
    expect(links.some((link) => link.getAttribute('aria-current') === 'page')).toBe(true);
    expect(screen.getAllByRole('listitem').at(-1)!.textContent).toBe(name);
    await waitFor(() => expect(document.title).toContain(name));
    expect(screen.queryByText(/^(Custom|客服)$/)).not.toBeInTheDocument();
  });
});

describe('the top bar', () => {
  it('builds the breadcrumb from the matched route, starting with the dashboard', async () => {
    renderShell('/tags/edit/5', ALL);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Dashboard', 'Content', 'Tags', 'Edit Tag #5']);
    expect(within(crumbs[0]!).getByRole('link')).toHaveAttribute('href', '/dashboard');
    expect(within(crumbs[2]!).getByRole('link')).toHaveAttribute('href', '/tags');
  });

  it('names one channel\'s figures after the channel, under the report of every channel, in its tab too', async () => {
    renderShell('/analytics/daily/channel/4', [...ALL, 'view-daily-channel']);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Dashboard', 'Analytics', 'Daily channel', 'Channel #4']);
    expect(within(crumbs[2]!).getByRole('link')).toHaveAttribute('href', '/analytics/daily/channel');
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Channel #4']));
  });

  it('names a mail of the outbox a mail, under the outbox, in its tab too', async () => {
    renderShell('/users/mails/12', [...ALL, 'list-mails', 'show-mails']);
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Dashboard', 'Customers', 'Mail outbox', 'Mail #12']);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Mail #12']));
  });

  it('names the tabs of records a list or a reference has read, without reading each again (react-admin keeps each of their records as read)', async () => {
    sessionStorage.setItem('tagsView', JSON.stringify([{ path: '/directors/4', search: '' }, { path: '/tags/edit/7', search: '' }]));
    tagsStore.reload();
    const Reads = () => {
      useGetList('directors', { pagination: { page: 1, perPage: 25 } });
      useGetMany('tags', { ids: [7] });
      return <p>list</p>;
    };
    const getOne = vi.fn();
    const dataProvider = testDataProvider({
      getList: (async () => ({ data: [{ id: 4, name: 'Ana Lee' }, { id: 5, name: 'Bo Chen' }], total: 2 })) as never,
      getMany: (async () => ({ data: [{ id: 7, name: 'Horror' }] })) as never,
      getOne: getOne as never,
    });
    renderShell('/dashboard', ALL, <Reads />, dataProvider);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Director Ana Lee', 'Edit Tag Horror']));
    expect(getOne).not.toHaveBeenCalled();
  });

  it('names one channel\'s figures after the channel\'s source once the page has read it', async () => {
    const Reads = () => {
      useGetOne('channels', { id: 4 });
      return <p>figures</p>;
    };
    const dataProvider = testDataProvider({ getOne: (async (_resource: string, { id }: { id: number }) => ({ data: { id, utmSource: 'adnet' } })) as never });
    renderShell('/analytics/daily/channel/4', [...ALL, 'view-daily-channel'], <Reads />, dataProvider);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Channel adnet']));
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').at(-1)!.textContent).toBe('Channel adnet');
  });

  it('switches the language, says so in the new language and keeps the choice', async () => {
    renderShell('/dashboard', TAG_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(screen.getByRole('menuitem', { name: '繁體中文' }));
    expect(await screen.findByText('切換語言成功')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '導覽' });
    expect(within(menu).getByRole('link', { name: '儀表板' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: '標籤' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('zh-TW');
  });

  it('searches the screens the admin may open and goes there', async () => {
    const location = renderShell('/dashboard', TAG_ONLY);
    await within(sidebar()).findByRole('link', { name: 'Tags' });
    await userEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'tag');
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['TagsContent', 'Create TagContent']);
    await userEvent.click(screen.getByRole('option', { name: /Create Tag/ }));
    expect(location.pathname).toBe('/tags/create');
  });

  it.each([
    ['en', 'publish', 'Videos'],
    ['zh-TW', '發布', '影片'],
    ['zh-CN', '横幅', '横幅'],
  ])('finds screens by their words and actions in the admin’s language, never by path (%s)', async (locale, query, title) => {
    await storeLanguage(locale);
    renderShell('/dashboard', ALL);
    await userEvent.click(await screen.findByRole('button', { name: /Search pages|搜尋頁面|搜索页面/ }));
    await userEvent.type(screen.getByRole('combobox'), query);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
    expect(options.some((o) => o.startsWith(title))).toBe(true);
    expect(options.some((o) => /^(Blocks|區塊|区块)/.test(o))).toBe(false);
  }, 20000);

  it('finds nothing for a path an English URL would match', async () => {
    await storeLanguage('zh-CN');
    renderShell('/dashboard', ALL);
    await userEvent.click(await screen.findByRole('button', { name: /搜索页面|Search pages/ }));
    await userEvent.type(screen.getByRole('combobox'), 'blocks/');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('warns where fullscreen is not supported', async () => {
    renderShell('/dashboard', TAG_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(await screen.findByText('Your browser does not support fullscreen.')).toBeInTheDocument();
  });

  it('changes and keeps the size', async () => {
    renderShell('/dashboard', TAG_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Size' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Small' }));
    expect(localStorage.getItem('size')).toBe('"small"');
    expect(await screen.findByText('Switch Size Success')).toBeInTheDocument();
  });

  it('offers the dashboard and the profile in the user menu', async () => {
    renderShell('/tags', TAG_ONLY);
    await userEvent.click(await screen.findByRole('button', { name: /Account/ }));
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('Ada Admin')).toBeInTheDocument();
  });
});

describe('the tags view', () => {
  it('gives every visited screen a tab; close others keeps the pinned dashboard', async () => {
    sessionStorage.setItem('tagsView', JSON.stringify([{ path: '/tags', search: '' }, { path: '/directors/3', search: '' }]));
    tagsStore.reload();
    const location = renderShell('/tags/edit/5', ALL);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Tags', 'Director #3', 'Edit Tag #5']));
    expect(within(tabs()).queryByRole('button', { name: 'Close Dashboard' })).not.toBeInTheDocument();

    fireEvent.contextMenu(within(tabs()).getByRole('link', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close others' }));
    expect(tabTitles()).toEqual(['Dashboard', 'Tags']);
    // The screen shown lost its tab: the app goes to the tab kept.
    expect(location.pathname).toBe('/tags');

    fireEvent.contextMenu(within(tabs()).getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('menuitem', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close all' }));
    expect(tabTitles()).toEqual(['Dashboard']);
    expect(location.pathname).toBe('/dashboard');
  });

  it('closes the tabs of records deleted anywhere once the server has deleted them, and keeps the others', async () => {
    const open = ['/directors', '/directors/3', '/directors/edit/3', '/directors/4', '/directors/5', '/tags/edit/3'];
    sessionStorage.setItem('tagsView', JSON.stringify(open.map((path) => ({ path, search: '' }))));
    tagsStore.reload();
    const Deletes = () => {
      const [deleteOne] = useDelete();
      const [deleteMany] = useDeleteMany();
      return (
        <>
          <button onClick={() => deleteOne('directors', { id: 3 })}>delete one</button>
          <button onClick={() => deleteMany('directors', { ids: [4] })}>delete many</button>
          <button onClick={() => deleteOne('directors', { id: 5 }, { onError: () => undefined })}>delete refused</button>
        </>
      );
    };
    const dataProvider = testDataProvider({
      delete: (async (_resource: string, { id }: { id: number }) => {
        if (id === 5) throw new HttpError('Refused', 409);
        return { data: { id } };
      }) as never,
      deleteMany: (async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids })) as never,
    });
    renderShell('/directors', ALL, <Deletes />, dataProvider);
    const paths = () => tagsStore.get().map((tag) => tag.path);
    await waitFor(() => expect(paths()).toEqual(['/dashboard', ...open]));
    await userEvent.click(screen.getByRole('button', { name: 'delete one' }));
    await waitFor(() => expect(paths()).toEqual(['/dashboard', '/directors', '/directors/4', '/directors/5', '/tags/edit/3']));
    await userEvent.click(screen.getByRole('button', { name: 'delete many' }));
    await waitFor(() => expect(paths()).toEqual(['/dashboard', '/directors', '/directors/5', '/tags/edit/3']));
    // A delete the server refused leaves the record's tab.
    await userEvent.click(screen.getByRole('button', { name: 'delete refused' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(paths()).toEqual(['/dashboard', '/directors', '/directors/5', '/tags/edit/3']);
  });

  it('names the records read by their titles, in the tabs, the breadcrumb and the browser\'s title; a record not read keeps its number', async () => {
    sessionStorage.setItem('tagsView', JSON.stringify([{ path: '/directors/3', search: '' }, { path: '/directors/4', search: '' }]));
    tagsStore.reload();
    let name = 'Drama';
    const Reads = () => {
      useGetOne('tags', { id: 5 });
      useGetOne('directors', { id: 3 });
      const [update] = useUpdate();
      return <button onClick={() => update('tags', { id: 5, data: { name: 'Crime drama' }, previousData: { id: 5, name: 'Drama' } })}>rename</button>;
    };
    const dataProvider = testDataProvider({
      getOne: (async (resource: string, { id }: { id: number }) => ({ data: resource === 'tags' ? { id, name } : { id, name: 'Sofia Coppola with a name far too long for a tab to hold it whole' } })) as never,
      update: (async (_resource: string, { id, data }: { id: number; data: { name: string } }) => {
        name = data.name;
        return { data: { id, name } };
      }) as never,
    });
    renderShell('/tags/edit/5', ALL, <Reads />, dataProvider);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Director Sofia Coppola with a name far too long…', 'Director #4', 'Edit Tag Drama']));
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.at(-1)!.textContent).toBe('Edit Tag Drama');
    await waitFor(() => expect(document.title).toBe('Edit Tag Drama - Showrunner'));
    await userEvent.click(screen.getByRole('button', { name: 'rename' }));
    await waitFor(() => expect(tabTitles()).toContain('Edit Tag Crime drama'));
  });

  it('names and closes the tabs of records opened by their alternate key (a video by its serial number) as those opened by id', async () => {
    const open = ['/videos/edit/BV-000123', '/videos/show/BV-000124', '/videos/edit/7'];
    sessionStorage.setItem('tagsView', JSON.stringify(open.map((path) => ({ path, search: '' }))));
    tagsStore.reload();
    const videos: Record<string, { id: number; serialNumber: string; title: string }> = {
      'BV-000123': { id: 12, serialNumber: 'BV-000123', title: 'Northern Lights' },
      'BV-000124': { id: 13, serialNumber: 'BV-000124', title: 'Quiet Harbour' },
    };
    const Reads = () => {
      useGetOne('videos', { id: 'BV-000123' });
      useGetOne('videos', { id: 'BV-000124' });
      const [deleteOne] = useDelete();
      const [deleteMany] = useDeleteMany();
      return (
        <>
          <button onClick={() => deleteMany('videos', { ids: [12] })}>delete many</button>
          <button onClick={() => deleteOne('videos', { id: 13, previousData: videos['BV-000124'] })}>delete one</button>
        </>
      );
    };
    const dataProvider = testDataProvider({
      getOne: (async (_resource: string, { id }: { id: string }) => ({ data: videos[id] })) as never,
      delete: (async (_resource: string, { id }: { id: number }) => ({ data: { id } })) as never,
      deleteMany: (async (_resource: string, { ids }: { ids: number[] }) => ({ data: ids })) as never,
    });
    renderShell('/dashboard', ALL, <Reads />, dataProvider);
    await waitFor(() => expect(tabTitles()).toEqual(['Dashboard', 'Edit Video Northern Lights', 'Video Quiet Harbour', 'Edit Video #7']));
    const paths = () => tagsStore.get().map((tag) => tag.path);
    await userEvent.click(screen.getByRole('button', { name: 'delete many' }));
    await waitFor(() => expect(paths()).toEqual(['/dashboard', '/videos/show/BV-000124', '/videos/edit/7']));
    await userEvent.click(screen.getByRole('button', { name: 'delete one' }));
    await waitFor(() => expect(paths()).toEqual(['/dashboard', '/videos/edit/7']));
  });

  it('refreshes a tab through the redirect route', async () => {
    const location = renderShell('/tags', ALL);
    await waitFor(() => expect(tabTitles()).toContain('Tags'));
    fireEvent.contextMenu(within(tabs()).getByRole('link', { name: 'Tags' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Refresh' }));
    expect(location.pathname).toBe('/redirect/tags');
  });
});

describe('the settings drawer', () => {
  it('applies and persists the theme colour and the layout switches', async () => {
    renderShell('/dashboard', TAG_ONLY);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await userEvent.click(screen.getByRole('radio', { name: '#11a983' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Fixed header' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Tabs view' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));

    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toEqual({
      themeColor: '#11a983',
      fixedHeader: true,
      tagsView: false,
      sidebarLogo: true,
      sidebarTextTheme: false,
      mode: 'dark',
    });
    expect(screen.queryByRole('navigation', { name: 'Open pages' })).not.toBeInTheDocument();
    // What a reload of the page reads back.
    act(() => settingsStore.reload());
    expect(settingsStore.get()).toMatchObject({ themeColor: '#11a983', fixedHeader: true, mode: 'dark' });
  });
});
