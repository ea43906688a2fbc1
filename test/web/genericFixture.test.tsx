import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../resources/define.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

/** A resource with the field types and list options the registry does not exercise yet. */
const films = defineResource({
  name: 'films',
  area: 'content',
  path: '/films',
  routes: { list: '', edit: 'edit/:id' },
  fields: {
    title: { type: 'string', required: true },
    rating: { type: 'integer' },
    status: { type: 'enum', values: ['draft', 'published'] },
    isFree: { type: 'boolean' },
    note: { type: 'text' },
  },
  operations: ['list', 'get', 'update'],
  list: ['id', 'title', 'rating', 'isFree', 'note'],
  filters: ['rating', 'status'],
  search: ['title'],
  sortable: ['title'],
  sort: { field: 'title', order: 'ASC' },
  title: 'title',
});

const rows = [{ id: 1, title: 'Dawn', rating: 4, status: 'draft', isFree: true, note: 'n'.repeat(200), createdAt: '', updatedAt: '' }];

const renderFilms = () => {
  const getList = vi.fn(async () => ({ data: rows, total: 1 }));
  renderRoutes('/films', { registry: [films], permissions: films.permissions, dataProvider: { getList: getList as never } });
  return getList;
};

describe('generic list of a resource with more field types', () => {
  it('sorts only by the columns the API sorts by', async () => {
    renderFilms();
    await screen.findByText('Dawn');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(within(header(/Title/)).getByRole('button')).toBeInTheDocument();
    expect(within(header(/Id/i)).getByRole('button')).toBeInTheDocument();
    expect(within(header(/Rating/)).queryByRole('button')).not.toBeInTheDocument();
    expect(within(header(/Note/)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shortens long text and shows booleans as icons', async () => {
    renderFilms();
    expect(await screen.findByText(`${'n'.repeat(79)}…`)).toBeInTheDocument();
    expect(screen.getByLabelText('Yes')).toBeInTheDocument();
  });

  it('filters an integer by a range named for the API’s _gte/_lte', async () => {
    const getList = renderFilms();
    await screen.findByText('Dawn');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.getByRole('menuitemcheckbox', { name: /Status/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: /Rating from/ }));
    await userEvent.type(await screen.findByRole('spinbutton', { name: /Rating from/ }), '3');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('films', expect.objectContaining({ filter: { ratingGte: 3 } })),
    );
  });
});

describe('the pagination of a generic list', () => {
  const renderTotal = (total: number, totalKind: string) => {
    const page = Array.from({ length: 25 }, (_, i) => ({ ...rows[0]!, id: i + 1, title: `Film ${i + 1}` }));
    const getList = vi.fn(async () => ({ data: page, total, meta: { totalKind } }));
    renderRoutes('/films', { registry: [films], permissions: films.permissions, dataProvider: { getList: getList as never } });
  };

  it('says a capped total is a lower bound, and still offers the next page', async () => {
    renderTotal(10000, 'at-least');
    expect(await screen.findByText('1-25 of 10,000+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  });

  it('shows an exact total as react-admin does', async () => {
    renderTotal(40, 'exact');
    expect(await screen.findByText('1-25 of 40')).toBeInTheDocument();
  });
});
