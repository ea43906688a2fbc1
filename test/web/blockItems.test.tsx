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

describe('a block’s items show their status', { timeout: 30000 }, () => {
  const withStatus = videos.map((video, index) => ({ ...video, status: ['hidden', 'draft', 'published'][index] }));
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: block })) as never,
    getMany: vi.fn(async (_resource: string, { ids }: { ids: number[] }) => ({ data: withStatus.filter((v) => ids.includes(v.id)) })) as never,
    getList: vi.fn(async (resource: string) => (resource === 'blocks' ? { data: [block], total: 1 } : { data: withStatus, total: 3 })) as never,
  };

  it('in the editor, so that a hidden or draft video does not look live', async () => {
    renderRoutes('/blocks/edit/9', { registry: [blocks], permissions: blocks.permissions, dataProvider });
    await screen.findByText('Video 3', undefined, { timeout: 5000 });
    expect(within(screen.getByTestId('videos-item-1')).getByText('Hidden')).toBeInTheDocument();
    expect(within(screen.getByTestId('videos-item-2')).getByText('Draft')).toBeInTheDocument();
    expect(within(screen.getByTestId('videos-item-3')).getByText('Published')).toBeInTheDocument();
  });

  it('in the page preview, which also shows the page as the public sees it', async () => {
    renderRoutes('/blocks?page=home&view=preview', { locale: 'zh-TW', registry: [blocks], permissions: blocks.permissions, dataProvider });
    await waitFor(() => expect(screen.getAllByTestId('preview-item')).toHaveLength(3), { timeout: 5000 });
    expect(screen.getByText('已隱藏')).toBeInTheDocument();
    expect(screen.getByText('草稿')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '以訪客看到的樣子顯示' }));
    await waitFor(() => expect(screen.getAllByTestId('preview-item')).toHaveLength(1));
    expect(within(screen.getByTestId('preview-item')).getByText('Video 3')).toBeInTheDocument();
  });
});
