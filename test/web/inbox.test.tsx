/** The moderation inbox's keyboard: j/k move, Enter opens, a letter decides; undoable decisions wait for Undo, ban and delete ask first. */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification, testDataProvider, TestMemoryRouter, type AuthProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { en } from '../../i18n/en.ts';
import { zhTW } from '../../i18n/zh-TW.ts';
import { canAccess } from '../../src/access.ts';
import { InboxPage } from '../../src/inbox/InboxPage.tsx';

const ITEMS = [
  { resource: 'supports', id: 7, title: 'Charged twice', summary: 'Please refund one charge.', since: '2026-03-01T09:00:00Z' },
  { resource: 'comments', id: 42, title: 'Buy followers at spam.example', summary: 'Buy followers at spam.example', since: '2026-03-01T10:00:00Z' },
  { resource: 'cooperations', id: 3, title: 'Studio partnership', summary: 'We would like to license.', since: '2026-03-01T11:00:00Z' },
];
const ALL = ['list-supports', 'solve-supports', 'archive-supports', 'list-comments', 'ban-comments', 'reject-report-comments', 'delete-comments', 'list-cooperations', 'solve-cooperations', 'archive-cooperations'];

const open = ({ permissions = ALL, locale = 'en', undoMs = 300 } = {}) => {
  const calls: string[] = [];
  const location = { pathname: '' };
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => permissions,
    canAccess: async ({ resource, action }) => canAccess(permissions, resource ?? '', action),
  };
  const dataProvider = testDataProvider({
    call: async (method: string, path: string) => {
      calls.push(`${method} ${path}`);
      const decided = new Set(calls.filter((c) => !c.startsWith('GET')).map((c) => c.split(' ')[1] ?? ''));
      const waiting = ITEMS.filter((item) => ![...decided].some((call) => call === `/${item.resource}/${item.id}` || call.startsWith(`/${item.resource}/${item.id}/`)));
      const only = new URLSearchParams(path.split('?')[1]).get('resource');
      const data = waiting.filter((item) => !only || item.resource === only);
      const counts = Object.fromEntries(['supports', 'comments', 'cooperations'].map((name) => [name, waiting.filter((item) => item.resource === name).length]));
      return { data, total: data.length, counts };
    },
    action: async (resource: string, id: number, action: string) => {
      calls.push(`POST /${resource}/${id}/${action}`);
      return { id };
    },
    delete: async (resource: string, params: { id: number }) => {
      calls.push(`DELETE /${resource}/${params.id}`);
      return { data: { id: params.id } };
    },
  } as never);
  render(
    <TestMemoryRouter initialEntries={['/inbox']} locationCallback={(l) => Object.assign(location, { pathname: l.pathname })}>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} store={memoryStore()} i18nProvider={polyglotI18nProvider((l) => (l === 'zh-TW' ? zhTW : en), locale)}>
        <Routes>
          <Route path="/inbox" element={<InboxPage undoMs={undoMs} />} />
          <Route path="/comments/:id" element={<p>comment page</p>} />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { calls, location, decisions: () => calls.filter((c) => !c.startsWith('GET')) };
};

const options = () => screen.getAllByRole('option');
const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true')!;
const press = (key: string) => fireEvent.keyDown(window, { key });

describe('the moderation inbox', { timeout: 15_000 }, () => {
  it('lists every item oldest first, its decisions on buttons with their keys; j and k move the selection', async () => {
    open();
    await screen.findByText('Charged twice');
    expect(options().map((o) => o.querySelector('h6')?.textContent)).toEqual(['Charged twice', 'Buy followers at spam.example', 'Studio partnership']);
    expect(within(selected()).getByText('Charged twice')).toBeInTheDocument();
    const comment = options()[1]!;
    expect(within(comment).getByRole('button', { name: /Reject report/ })).toHaveTextContent('r');
    expect(within(comment).getByRole('button', { name: /Ban/ })).toHaveTextContent('b');
    expect(within(comment).getByRole('button', { name: /Delete/ })).toHaveTextContent('d');
    expect(within(options()[0]!).getByRole('button', { name: /Solve/ })).toHaveTextContent('s');
    press('j');
    expect(within(selected()).getByText('Buy followers at spam.example', { selector: 'h6, p, span' })).toBeInTheDocument();
    press('j');
    press('j');
    expect(within(selected()).getByText('Studio partnership')).toBeInTheDocument();
    press('k');
    press('k');
    press('k');
    expect(within(selected()).getByText('Charged twice')).toBeInTheDocument();
    expect(screen.getByText(/3 awaiting a decision/)).toBeInTheDocument();
  });

  it('shows one resource’s items on asking, with the count of each', async () => {
    const { calls } = open();
    await screen.findByText('Charged twice');
    fireEvent.click(screen.getByRole('button', { name: 'Comments (1)' }));
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(within(selected()).getByText('Buy followers at spam.example', { selector: 'h6' })).toBeInTheDocument();
    expect(calls).toContain('GET /inbox?range=%5B0%2C99%5D&resource=comments');
    fireEvent.click(screen.getByRole('button', { name: 'All (3)' }));
    await waitFor(() => expect(options()).toHaveLength(3));
  });

  it('opens the selected record with Enter', async () => {
    const { location } = open();
    await screen.findByText('Charged twice');
    press('j');
    press('Enter');
    expect(await screen.findByText('comment page')).toBeInTheDocument();
    expect(location.pathname).toBe('/comments/42');
  });

  it('takes a reversible decision by its key: the item leaves at once, Undo brings it back unsent', async () => {
    const { decisions } = open({ undoMs: 10_000 });
    await screen.findByText('Charged twice');
    press('j');
    press('r');
    expect(await screen.findByText('Reject report: “Buy followers at spam.example”')).toBeInTheDocument();
    expect(options()).toHaveLength(2);
    // The next item is selected in its place.
    expect(within(selected()).getByText('Studio partnership')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(decisions()).toEqual([]);
  });

  it('sends a reversible decision once its few seconds pass', async () => {
    const { decisions } = open({ undoMs: 200 });
    await screen.findByText('Charged twice');
    press('s');
    expect(await screen.findByText('Solve: “Charged twice”')).toBeInTheDocument();
    expect(decisions()).toEqual([]);
    await waitFor(() => expect(decisions()).toEqual(['POST /supports/7/solve']), { timeout: 5000 });
    await waitFor(() => expect(options()).toHaveLength(2));
  });

  it('asks before a ban and a delete; a cancel sends nothing, a confirm sends at once', async () => {
    const { decisions } = open();
    await screen.findByText('Charged twice');
    press('j');
    press('b');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ban this comment?')).toBeInTheDocument();
    // Keys do nothing while the dialog asks.
    press('d');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisions()).toEqual([]);
    press('d');
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Delete “Buy followers at spam.example”?')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(decisions()).toEqual(['DELETE /comments/42']));
    await waitFor(() => expect(options()).toHaveLength(2));
  });

  it('offers only the decisions the admin holds and items of the resources they may list, in their language', async () => {
    const { decisions } = open({ permissions: ['list-comments', 'reject-report-comments'], locale: 'zh-TW' });
    await screen.findByText('Buy followers at spam.example', { selector: 'h6' });
    expect(options()).toHaveLength(1);
    expect(within(options()[0]!).getByRole('button', { name: /駁回檢舉/ })).toBeInTheDocument();
    expect(within(options()[0]!).queryByRole('button', { name: /封鎖/ })).toBeNull();
    press('b');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisions()).toEqual([]);
  });
});
