/** The fixture entity of the server suite, on the app side: one declaration gives a menu entry and screens. */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources/index.ts';
import { allowedScreens, buildMenu, matchPath } from '../../src/navigation.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';
import { gadgets } from '../fixtures/gadgets/schema.ts';

const registry = [...resources, gadgets];

describe('an entity added with one folder and one registry line', () => {
  it('gets a menu entry in its area for an admin who may list it, and none otherwise', () => {
    const content = buildMenu(['list-gadgets'], registry).find((a) => a.area === 'content');
    expect(content?.entries.map((e) => e.path)).toEqual(['/gadgets']);
    expect(buildMenu(['list-tags'], registry).flatMap((a) => a.entries.map((e) => e.path))).not.toContain('/gadgets');
  });

  it('gets its screens at its declared paths, each behind its permission', () => {
    expect(allowedScreens(gadgets.permissions, registry).map((s) => s.path)).toEqual([
      '/gadgets/create',
      '/gadgets/:id/edit',
      '/gadgets/:id',
      '/gadgets',
    ]);
    expect(allowedScreens(['list-gadgets'], registry).map((s) => s.path)).toEqual(['/gadgets/:id', '/gadgets']);
    expect(matchPath('/gadgets/7/edit', registry)).toMatchObject({ screen: 'edit', id: '7', parentPath: '/gadgets' });
  });

  it('shows its generated list with the declared columns', async () => {
    const getList = vi.fn(async () => ({
      data: [{ id: 1, name: 'Pocket projector', price: 299, launched: '2026-03-01', kind: 'phone', active: true, createdAt: '', updatedAt: '' }],
      total: 1,
    }));
    renderRoutes('/gadgets', { registry, permissions: gadgets.permissions, dataProvider: { getList: getList as never } });
    expect(await screen.findByText('Pocket projector', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('gadgets', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } }));
  });
});
