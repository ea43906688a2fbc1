/** Comments on the user's page (a tab of their comments) and the comment reports screen. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

configure({ asyncUtilTimeout: 5000 });

const ANN = { id: 5, username: 'ann', email: 'ann@example.com', status: 'active', commentingBanned: true, site: null, language: 'en', createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-01T09:00:00Z' };
const COMMENT = { id: 42, user: 5, video: 9, comment: 'Buy followers at spam.example', status: 'hidden', reportStatus: 'banned', likesCount: 0, createdAt: '2026-03-02T09:00:00Z', updatedAt: '2026-03-02T09:00:00Z' };
const VIDEO = { id: 9, title: 'Night Drive', serialNumber: 'SR-1' };

describe('comments', { timeout: 30_000 }, () => {
  it('shows a user’s comments in a tab of their page, each with its video', async () => {
    const asked: unknown[] = [];
    renderRoutes('/users/5', {
      permissions: ['list-users', 'list-comments', 'list-videos'],
      dataProvider: {
        getOne: async () => ({ data: ANN }) as never,
        getMany: async (resource: string) => ({ data: resource === 'videos' ? [VIDEO] : [] }) as never,
        getManyReference: async (resource: string, params: unknown) => {
          asked.push([resource, params]);
          return { data: [COMMENT], total: 1 } as never;
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }));
    expect(await screen.findByText('Buy followers at spam.example')).toBeInTheDocument();
    expect(await screen.findByText('Night Drive')).toBeInTheDocument();
    expect(screen.getByText('Banned')).toBeInTheDocument();
    expect(asked).toEqual([['comments', expect.objectContaining({ target: 'user', id: 5 })]]);
  });

  it('offers no comments tab to who may not list comments', async () => {
    renderRoutes('/users/5', { permissions: ['list-users'], dataProvider: { getOne: async () => ({ data: ANN }) as never, getMany: async () => ({ data: [] }) as never } });
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Comments' })).toBeNull();
  });

  it('lists the reports grouped by comment, with each report under it', async () => {
    const asked: string[] = [];
    renderRoutes('/comments/reports', {
      permissions: ['list-comments', 'list-videos', 'list-users'],
      dataProvider: {
        getList: async (resource: string) => {
          asked.push(resource);
          return {
            data: [{ ...COMMENT, reportStatus: 'reported', count: 2, lastReportedAt: '2026-03-03T09:00:00Z', reports: [
              { id: 2, reporter: 6, reporterName: 'bo', reason: 'Advertising', createdAt: '2026-03-03T09:00:00Z', outcome: null },
              { id: 1, reporter: 7, reporterName: 'cy', reason: 'Spam', createdAt: '2026-03-02T10:00:00Z', outcome: null },
            ] }],
            total: 1,
          } as never;
        },
        getMany: async (resource: string) => ({ data: resource === 'videos' ? [VIDEO] : [ANN] }) as never,
      },
    });
    // The video's title arrives after the row: the row is read once it shows.
    await screen.findByText('Night Drive');
    await waitFor(() => expect(within(screen.getByText('Buy followers at spam.example').closest('tr')!).getByText('Night Drive')).toBeInTheDocument());
    const row = screen.getByText('Buy followers at spam.example').closest('tr')!;
    expect(asked[0]).toBe('comments/reports');
    expect(within(row).getByText('2')).toBeInTheDocument();
    const lines = within(row).getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual([expect.stringMatching(/^bo · .+ · Advertising · Open$/), expect.stringMatching(/^cy · .+ · Spam · Open$/)]);
  });
});
