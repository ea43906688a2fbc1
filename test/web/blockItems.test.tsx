/** The block form's item editor: thumbnails in the block's order, reordered and removed, saved with the form in that order. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blocks } from '../../resources/blocks/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const stamp = { createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z' };
const block = { id: 9, title: 'New videos', description: null, type: 'video_row', page: 'home', isBox: false, sort: 10, advertisement: null, image: null, mobileImage: null, link: null, videos: [3, 1, 2], models: [], ...stamp };
const videos = [1, 2, 3].map((id) => ({ id, title: `Video ${id}`, cover: `/media/cover-${id}.png` }));

const renderEditor = () => {
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...block, ...data } }));
  renderRoutes('/blocks/edit/9', {
    registry: [blocks],
    permissions: blocks.permissions,
    dataProvider: {
      getOne: vi.fn(async () => ({ data: block })) as never,
      getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: videos.filter((v) => ids.includes(v.id)) })) as never,
      getList: vi.fn(async () => ({ data: videos, total: videos.length })) as never,
      update: update as never,
    },
  });
  return update;
};

const order = () => within(screen.getByTestId('block-videos')).getAllByTestId(/^videos-item-/).map((row) => row.getAttribute('data-testid'));

describe('the block item editor', { timeout: 30000 }, () => {
  it('shows the videos in the block’s order with their thumbnails', async () => {
    renderEditor();
    await screen.findByText('Video 3', undefined, { timeout: 5000 });
    expect(order()).toEqual(['videos-item-3', 'videos-item-1', 'videos-item-2']);
    expect(screen.getByTestId('videos-item-3').querySelector('img')?.getAttribute('src')).toBe('/media/cover-3.png');
    // A video row holds no models: no model editor is offered.
    expect(screen.queryByTestId('block-models')).toBeNull();
    // Nor an advertisement, which only a slot holds.
    expect(screen.queryByText('Advertisement')).toBeNull();
  });

  it('saves the reordered list, less what was removed, in that order', async () => {
    const update = renderEditor();
    await screen.findByText('Video 3', undefined, { timeout: 5000 });
    await userEvent.click(within(screen.getByTestId('videos-item-2')).getByRole('button', { name: 'Move up 3' }));
    expect(order()).toEqual(['videos-item-3', 'videos-item-2', 'videos-item-1']);
    await userEvent.click(within(screen.getByTestId('videos-item-3')).getByRole('button', { name: 'Remove 1' }));
    expect(order()).toEqual(['videos-item-2', 'videos-item-1']);
    await userEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data.videos).toEqual([2, 1]);
  });
});
