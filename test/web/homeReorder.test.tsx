/** The reorder editors: a page's blocks dragged and saved in one request; advertisements offer no create or delete. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { advertisements } from '../../resources/advertisements/schema.ts';
import { blocks } from '../../resources/blocks/schema.ts';
import { moved } from '../../src/home/SortableRows.tsx';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const stamp = { createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z' };
const homeBlocks = [
  { id: 1, title: 'Hero of the week', type: 'hero', page: 'home', sort: 10, videos: [], models: [], ...stamp },
  { id: 2, title: 'New videos', type: 'video_row', page: 'home', sort: 20, videos: [4, 5], models: [], ...stamp },
  { id: 3, title: 'Top models', type: 'model_row', page: 'home', sort: 30, videos: [], models: [7], ...stamp },
];

const renderBlocks = (call = vi.fn(async () => ({ data: [] })), permissions = blocks.permissions) =>
  renderRoutes('/blocks?page=home', {
    registry: [blocks],
    permissions,
    dataProvider: {
      getList: vi.fn(async () => ({ data: homeBlocks, total: homeBlocks.length })) as never,
      call,
    } as never,
  });

const titles = () => screen.getAllByTestId(/^blocks-row-/).map((row) => row.getAttribute('data-testid'));

describe('moved', { timeout: 30000 }, () => {
  it('moves one item to another place, keeping the rest in order', () => {
    expect(moved([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moved([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
});

describe('the blocks of a page', { timeout: 30000 }, () => {
  it('are listed in their order, dragged to a new one and saved in one request', async () => {
    const call = vi.fn(async () => ({ data: [] }));
    renderBlocks(call);
    await screen.findByText('New videos', undefined, { timeout: 5000 });
    expect(titles()).toEqual(['blocks-row-1', 'blocks-row-2', 'blocks-row-3']);
    const save = screen.getByRole('button', { name: 'Save order' });
    expect(save).toBeDisabled();

    const [first, , last] = screen.getAllByTestId(/^blocks-row-/);
    fireEvent.dragStart(first!, { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(screen.getByTestId('blocks-row-2'));
    fireEvent.dragOver(last!);
    fireEvent.drop(last!);
    fireEvent.dragEnd(screen.getByTestId('blocks-row-1'));
    expect(titles()).toEqual(['blocks-row-2', 'blocks-row-3', 'blocks-row-1']);

    await userEvent.click(save);
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith('POST', '/blocks/reorder', { ids: [2, 3, 1] });
  });

  it('move by the arrow buttons too', async () => {
    renderBlocks();
    await screen.findByText('Top models', undefined, { timeout: 5000 });
    await userEvent.click(within(screen.getByTestId('blocks-row-3')).getByRole('button', { name: 'Move up 3' }));
    expect(titles()).toEqual(['blocks-row-1', 'blocks-row-3', 'blocks-row-2']);
  });

  it('ask before an unsaved order is left, and keep it when the admin stays', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderBlocks();
    await screen.findByText('Top models', undefined, { timeout: 5000 });
    await userEvent.click(within(screen.getByTestId('blocks-row-3')).getByRole('button', { name: 'Move up 3' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/));
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toEqual(['blocks-row-1', 'blocks-row-3', 'blocks-row-2']);
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true'));
    confirm.mockRestore();
  });

  it('offer no save to an admin who may only list them', async () => {
    renderBlocks(undefined, ['list-blocks']);
    await screen.findByText('New videos', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Save order' })).toBeNull();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });
});

describe('advertisements', { timeout: 30000 }, () => {
  it('offer neither create nor delete, whatever the admin holds', async () => {
    const ads = [{ id: 1, position: 'home_top', name: 'Spring sale', ctaPosition: 'center', image: null, mobileImage: null, link: null, ...stamp }];
    renderRoutes('/blocks/advertisements', {
      registry: [advertisements],
      permissions: advertisements.permissions,
      dataProvider: { getList: vi.fn(async () => ({ data: ads, total: 1 })) as never },
    });
    await screen.findByText('Spring sale', undefined, { timeout: 5000 });
    expect(advertisements.permissions).toEqual(['list-advertisements', 'edit-advertisements']);
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });
});
