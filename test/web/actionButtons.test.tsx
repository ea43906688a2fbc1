/**
 * Custom actions through the generic layer: each button, its confirmation and its notification
 * come from the action's declaration and the entity's own labels. The fixture entity gains an
 * action here with its words in its i18n.ts, and nothing generic changes for it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { gadgetsLabels } from '../fixtures/gadgets/i18n.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

// Several dialogs and screens per test: generous limits for a shared, busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30000 });

const withAction = defineResource({ ...gadgets, actions: { discontinue: { bulk: true, confirm: true, icon: 'disable' } } });
const registry = [...resources.filter((r) => r.name !== 'gadgets'), withAction];
const POCKET = { id: 1, name: 'Pocket projector', price: 299, launched: '2026-03-01', kind: 'phone', active: true, createdAt: '', updatedAt: '' };
const WATCH = { ...POCKET, id: 2, name: 'Ring watch', kind: 'watch' };

const open = (path: string, locale = 'en', dataProvider = {}) =>
  renderRoutes(path, { locale, registry, labels: { gadgets: gadgetsLabels }, permissions: withAction.permissions, hasNotifications: true, dataProvider });

describe('an action the fixture entity declares', () => {
  it('asks with its own words first, runs on confirmation and says what it did', async () => {
    const action = vi.fn(async () => ({ ...POCKET, active: false }));
    open('/gadgets/1/edit', 'en', { getOne: async () => ({ data: POCKET }), action });
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Discontinue Pocket projector?')).toBeInTheDocument();
    expect(within(dialog).getByText('It will no longer be sold.')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pocket projector is discontinued')).toBeInTheDocument();
    expect(action).toHaveBeenCalledWith('gadgets', 1, 'discontinue');
  });

  it('does not run when the admin cancels', async () => {
    const action = vi.fn(async () => POCKET);
    open('/gadgets/1/edit', 'en', { getOne: async () => ({ data: POCKET }), action });
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });

  it('runs on the list’s selection and counts what it did, in Traditional Chinese', async () => {
    const bulkAction = vi.fn(async () => ({}));
    open('/gadgets', 'zh-TW', { getList: async () => ({ data: [POCKET, WATCH], total: 2 }), bulkAction });
    await screen.findByText('Ring watch');
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.click(await screen.findByRole('button', { name: '停售' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /確認|Confirm/ }));
    expect(await screen.findByText('已停售 2 個裝置')).toBeInTheDocument();
    expect(bulkAction).toHaveBeenCalledWith('gadgets', 'discontinue', [1, 2]);
  });
});

describe('the registry’s actions', () => {
  const posts = resources.find((r) => r.name === 'posts')!;
  const videos = resources.find((r) => r.name === 'videos')!;
  const POST = { id: 3, title: 'Spring lineup', status: 'draft', publishedAt: null, isSticky: false, createdAt: '', updatedAt: '' };

  it('label a post’s buttons and notify from the posts’ labels, with no confirmation they do not declare', async () => {
    const action = vi.fn(async () => ({ ...POST, status: 'published' }));
    renderRoutes('/videos/posts/edit/3', { locale: 'zh-CN', permissions: posts.permissions, hasNotifications: true, dataProvider: { getOne: async () => ({ data: POST }) as never, action } });
    expect(await screen.findByRole('button', { name: '改回草稿' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('已发布')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('pick a video’s message by the status it answers: a publish in the future is scheduled', async () => {
    const video = { id: 5, serialNumber: 'SR-1', title: 'Harbour', status: 'draft', createdAt: '', updatedAt: '' };
    const publishedAt = '2031-06-01T08:00:00.000Z';
    const action = vi.fn(async () => ({ ...video, status: 'scheduled', publishedAt }));
    renderRoutes('/videos/show/5', { permissions: videos.permissions, hasNotifications: true, dataProvider: { getOne: async () => ({ data: video }) as never, getMany: async () => ({ data: [] }), getList: async () => ({ data: [], total: 0 }), action } });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(`Scheduled for ${new Date(publishedAt).toLocaleString('en')}`)).toBeInTheDocument();
  });
});
