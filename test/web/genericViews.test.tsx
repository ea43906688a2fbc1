import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, memoryStore, testDataProvider, TestMemoryRouter, type AuthProvider, type DataProvider, type TranslationMessages } from 'react-admin';
import type { ReactNode } from 'react';
import { Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.ts';
import { zhCN } from '../../i18n/zh-CN.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { resources } from '../../resources/index.ts';
import { canAccess } from '../../src/access.ts';
import { resourceRoutes } from '../../src/routes.tsx';
import { preloadScreens } from '../helpers/preloadScreens.ts';

await preloadScreens();

const catalogues: Record<string, TranslationMessages> = { en, 'zh-TW': zhTW, 'zh-CN': zhCN } as never;
const ALL = resources.flatMap((r) => r.permissions);

const authProviderFor = (permissions: string[]): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => permissions,
  canAccess: async ({ resource, action }) => canAccess(permissions, resource ?? '', action),
});

const tags = [
  { id: 1, name: 'Noir', sort: 5, createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-02T10:00:00Z' },
  { id: 2, name: 'Drama', sort: 7, createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-03T10:00:00Z' },
];
const informations = [{ id: 1, type: 'about', title: 'Who we are', content: '<p>Hi</p>', createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z' }];
const records: Record<string, { id: number }[]> = { tags, informations };

type TRenderOptions = { locale?: string; permissions?: string[]; dataProvider?: Partial<DataProvider>; beside?: ReactNode };

/** The app's routes for the path, as the signed-in admin would open them. */
const renderAt = (path: string, { locale = 'en', permissions = ALL, dataProvider = {}, beside }: TRenderOptions = {}) => {
  const location = { pathname: '' };
  const provider = testDataProvider({
    getList: vi.fn(async (resource: string) => ({ data: records[resource] ?? [], total: (records[resource] ?? []).length })) as never,
    getOne: async (resource, { id }) => ({ data: records[resource]!.find((r) => r.id === Number(id)) }) as never,
    ...dataProvider,
  });
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.pathname = l.pathname)}>
      <AdminContext
        dataProvider={provider}
        authProvider={authProviderFor(permissions)}
        i18nProvider={polyglotI18nProvider((l) => catalogues[l] ?? en, locale, { allowMissing: false })}
        store={memoryStore()}
      >
        <Routes>{resourceRoutes(permissions)}</Routes>
        {beside}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { provider, location };
};

afterEach(() => vi.restoreAllMocks());

describe('generic list', () => {
  it('shows the rows and the column headers, sorted and paged as the resource says', async () => {
    const { provider } = renderAt('/tags');
    expect(await screen.findByText('Noir')).toBeInTheDocument();
    expect(screen.getByText('Drama')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Updated at/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/tags/create');
    expect(provider.getList).toHaveBeenCalledWith(
      'tags',
      expect.objectContaining({ sort: { field: 'sort', order: 'ASC' }, pagination: { page: 1, perPage: 25 } }),
    );
  });

  it('opens a row at the registry path of its edit screen', async () => {
    const { location } = renderAt('/tags');
    await userEvent.click(await screen.findByText('Noir'));
    await waitFor(() => expect(location.pathname).toBe('/tags/edit/1'));
  });

  it('offers neither create nor delete for information pages', async () => {
    renderAt('/blocks/informations');
    expect(await screen.findByText('Who we are')).toBeInTheDocument();
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it('hides create and bulk delete from an admin who may only list', async () => {
    renderAt('/tags', { permissions: ['list-tags'] });
    expect(await screen.findByText('Noir')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
  });

  it('says the list is empty and offers to create the first record', async () => {
    renderAt('/tags', { dataProvider: { getList: async () => ({ data: [], total: 0 }) as never } });
    expect(await screen.findByText('No tags yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/tags/create');
  });

  it('speaks Traditional Chinese', async () => {
    renderAt('/blocks/informations', { locale: 'zh-TW' });
    expect(await screen.findByText('關於我們')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /標題/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /更新時間/ })).toBeInTheDocument();
  });
});

describe('generic edit', () => {
  const nameInput = async () => screen.findByRole('textbox', { name: /Name/ });

  it('shows the schema’s message under an emptied required field and does not save', async () => {
    const update = vi.fn();
    renderAt('/tags/edit/1', { dataProvider: { update } });
    await userEvent.clear(await nameInput());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Required'));
    expect(update).not.toHaveBeenCalled();
  });

  it('translates a length limit with its argument', async () => {
    renderAt('/tags/edit/1');
    const input = await nameInput();
    await userEvent.clear(input);
    await userEvent.type(input, 'x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('Must be 50 characters or less'));
  });

  it('sends declared fields only and shows the server’s field message under the field', async () => {
    // react-query logs the refused mutation; the test is about what the admin sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const update = vi.fn(async () => {
      throw new HttpError('This value is already used.', 409, { errors: { name: 'This value is already used' } });
    });
    const { location } = renderAt('/tags/edit/1', { dataProvider: { update } });
    const input = await nameInput();
    await userEvent.clear(input);
    await userEvent.type(input, ' Drama ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('This value is already used'));
    // With the instant the record was read, which the data provider sends as If-Match: a save over a colleague's newer one is refused.
    expect(update).toHaveBeenCalledWith('tags', expect.objectContaining({ id: '1', data: { name: 'Drama', sort: 5, updatedAt: '2024-05-02T10:00:00Z' } }));
    expect(location.pathname).toBe('/tags/edit/1');
  });

  it('returns to the registry path of the list after a save', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...informations[0], ...data } }));
    const { location } = renderAt('/blocks/informations/1/edit', { dataProvider: { update: update as never } });
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await userEvent.type(title, '!');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/blocks/informations'));
    expect(update.mock.calls[0]![1].data).toEqual({ type: 'about', title: 'Who we are!', content: '<p>Hi</p>', updatedAt: '2024-05-01T10:00:00Z' });
  });

  it('labels the inputs in Simplified Chinese', async () => {
    renderAt('/tags/edit/1', { locale: 'zh-CN' });
    const form = (await screen.findByRole('textbox', { name: /名称/ })).closest('form')!;
    expect(within(form).getByRole('spinbutton', { name: /排序/ })).toHaveValue(5);
  });
});

/** A link elsewhere in the app (the menu, a list's create button) that opens a path. */
const Go = ({ to }: { to: string }) => {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>open {to}</button>;
};

describe('generic create and show', () => {
  it('opens an empty create form after a record was created and edited', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 2, ...data } }));
    const { location } = renderAt('/tags/create', { dataProvider: { create: create as never }, beside: <Go to="/tags/create" /> });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Drama');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/tags/edit/2'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Drama'));
    await userEvent.click(screen.getByRole('button', { name: 'open /tags/create' }));
    await waitFor(() => expect(location.pathname).toBe('/tags/create'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
  });

  it('creates with the declared defaults and goes on to the new record’s edit screen', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 9, ...data } }));
    const { location } = renderAt('/questions/create', { dataProvider: { create: create as never } });
    await userEvent.type(await screen.findByRole('textbox', { name: /Question/ }), 'How do I cancel?');
    // The rich text editor loads on demand; jsdom cannot type into it, so the text goes in through
    // the editor's own commands, as its toolbar's do (the browser journeys type for real).
    const editor = (await screen.findByRole('textbox', { name: /Answer/ })) as HTMLElement & { editor: { commands: { insertContent: (html: string) => void } } };
    act(() => editor.editor.commands.insertContent('<p>From your <strong>account</strong> page.</p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location.pathname).toBe('/questions/9/edit'));
    expect(create.mock.calls[0]![1].data).toEqual({ question: 'How do I cancel?', answer: '<p>From your <strong>account</strong> page.</p>', sort: 0 });
  });

  it('offers the rich text toolbar in the admin\'s language and shows a saved text formatted', async () => {
    const question = { id: 4, question: 'Refunds?', answer: '<h2>Refunds</h2><p>Within <strong>48 hours</strong>.</p>', sort: 0 };
    renderAt('/questions/4/edit', { locale: 'zh-TW', dataProvider: { getOne: async () => ({ data: question }) as never } });
    const editor = await screen.findByRole('textbox', { name: '回答' });
    expect(await within(editor).findByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(within(editor).getByText('48 hours').tagName).toBe('STRONG');
    for (const name of ['粗體', '斜體', '編號清單', '連結', '靠左對齊']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('puts an image from the media library into the text at the cursor', async () => {
    const question = { id: 5, question: 'Where?', answer: '<p>Here.</p>', sort: 0 };
    const photo = { id: 31, url: '/media/images/ab/harbour.jpg', thumbUrl: '/media/images/ab/harbour.thumb.webp', originalName: 'harbour.jpg' };
    renderAt('/questions/5/edit', {
      dataProvider: {
        getOne: async () => ({ data: question }) as never,
        getList: (async (resource: string) => (resource === 'photos' ? { data: [photo], total: 1 } : { data: [], total: 0 })) as never,
      },
    });
    const editor = await screen.findByRole('textbox', { name: 'Answer' });
    await within(editor).findByText('Here.');
    expect(screen.getByRole('button', { name: 'Upload an image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Image from the media library' }));
    await userEvent.click(await screen.findByRole('button', { name: 'harbour.jpg' }));
    // The picture stays hidden until it loads (jsdom loads none); it is in the text all the same.
    await waitFor(() => expect(editor.querySelector(`img[src="${photo.url}"]`)).toHaveAttribute('alt', 'harbour.jpg'));
    expect(within(editor).getByText('Here.')).toBeInTheDocument();
  });

  it('shows every field and links to the edit screen at its registry path', async () => {
    const director = { id: 3, name: 'Ana Lee', createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z' };
    renderAt('/directors/3', { dataProvider: { getOne: async () => ({ data: director }) as never } });
    expect(await screen.findByText('Ana Lee')).toBeInTheDocument();
    expect(screen.getByText('Created at')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/directors/edit/3');
  });
});
