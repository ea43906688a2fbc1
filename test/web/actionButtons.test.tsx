/**
 * Custom actions through the generic layer: each button, its confirmation and its notification
 * come from the action's declaration and the entity's own labels. The fixture entity gains an
 * action here with its words in its i18n.ts, and nothing generic changes for it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
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
const POCKET = { id: 1, name: 'Pocket projector', price: 29900, currency: 'USD', launched: '2026-03-01', kind: 'phone', active: true, createdAt: '', updatedAt: '' };
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
    // The editor fills the empty content, so the form saves before the action runs.
    const update = vi.fn(async () => ({ data: POST }));
    renderRoutes('/videos/posts/edit/3', { locale: 'zh-CN', permissions: posts.permissions, hasNotifications: true, dataProvider: { getOne: async () => ({ data: POST }) as never, update: update as never, action } });
    expect(await screen.findByRole('button', { name: '改回草稿' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('已发布')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('give publish and hide each its own icon and colour', async () => {
    const video = { id: 5, serialNumber: 'SR-1', title: 'Harbour', status: 'draft', createdAt: '', updatedAt: '' };
    renderRoutes('/videos/show/5', { permissions: videos.permissions, dataProvider: { getOne: async () => ({ data: video }) as never, getMany: async () => ({ data: [] }), getList: async () => ({ data: [], total: 0 }) } });
    const publish = await screen.findByRole('button', { name: 'Publish' });
    const hide = screen.getByRole('button', { name: 'Hide' });
    expect(publish.querySelector('svg')!.dataset.testid).not.toBe(hide.querySelector('svg')!.dataset.testid);
    expect(publish.className).toMatch(/colorSuccess/);
    expect(hide.className).toMatch(/colorError/);
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

describe('an action on an edit screen', () => {
  const editable = { getOne: async () => ({ data: POCKET }) };

  it('saves the admin’s unsaved changes first, then runs on what was saved', async () => {
    const calls: string[] = [];
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      calls.push('update');
      return { data: { ...POCKET, ...data } };
    });
    const action = vi.fn(async () => {
      calls.push('action');
      return { ...POCKET, name: 'Pocket projector 2', active: false };
    });
    open('/gadgets/1/edit', 'en', { ...editable, update, action });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pocket projector 2');
    await userEvent.click(screen.getByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Pocket projector 2 is discontinued')).toBeInTheDocument();
    expect(calls).toEqual(['update', 'action']);
    expect(update.mock.calls[0]![1].data).toMatchObject({ name: 'Pocket projector 2' });
  });

  it('does not run when the unsaved changes are refused, and marks the refused field', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Some fields are not valid.', 422, { errors: { name: 'Already taken' } });
    });
    const action = vi.fn(async () => POCKET);
    open('/gadgets/1/edit', 'en', { ...editable, update, action });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('names every field a refusal lists and marks each in the form', async () => {
    const action = vi.fn(async () => {
      throw new HttpError('This cannot be discontinued yet.', 422, { errors: { price: 'Needed to discontinue', launched: 'Needed to discontinue' } });
    });
    open('/gadgets/1/edit', 'en', { ...editable, action });
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Missing: Price · Launched on/)).toBeInTheDocument();
    expect(await screen.findAllByText('Needed to discontinue')).toHaveLength(2);
  });

  it('says why when the record\'s state refuses the action (409), listing no missing field', async () => {
    const action = vi.fn(async () => {
      throw new HttpError('This gadget is discontinued already.', 409, { errors: { active: ['This gadget is discontinued already.'] } });
    });
    open('/gadgets/1', 'en', { getOne: async () => ({ data: POCKET }), action });
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This gadget is discontinued already.')).toBeInTheDocument();
    expect(screen.queryByText(/Missing/)).not.toBeInTheDocument();
  });
});

describe('a bulk refusal', () => {
  it('lists every missing field of every refused record', async () => {
    const bulkAction = vi.fn(async () => {
      throw new HttpError('Some could not be discontinued.', 422, { errors: { 1: ['price', 'launched'], 2: ['price'] } });
    });
    open('/gadgets', 'en', { getList: async () => ({ data: [POCKET, WATCH], total: 2 }), bulkAction });
    await screen.findByText('Ring watch');
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/#1: Price, Launched on · #2: Price/)).toBeInTheDocument();
  });

  it('names the records whose state the action does not start from, without a list of missing fields', async () => {
    const bulkAction = vi.fn(async () => {
      throw new HttpError('This gadget is discontinued already.', 409, { message: 'This gadget is discontinued already.', errors: { 2: ['This gadget is discontinued already.'] } });
    });
    open('/gadgets', 'en', { getList: async () => ({ data: [POCKET, WATCH], total: 2 }), bulkAction });
    await screen.findByText('Ring watch');
    await userEvent.click(screen.getAllByRole('checkbox')[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Discontinue' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('This gadget is discontinued already. (#2)')).toBeInTheDocument();
    expect(screen.queryByText(/Missing/)).not.toBeInTheDocument();
  });
});

describe('a list’s selection', () => {
  it('is gone when the admin comes back to the list: the filters show, not the bulk bar', async () => {
    open('/gadgets', 'en', { getList: async () => ({ data: [POCKET, WATCH], total: 2 }), getOne: async () => ({ data: POCKET }) });
    await screen.findByText('Ring watch');
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Edit' })[0]!);
    await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(await screen.findByRole('link', { name: 'List' }));
    await screen.findByText('Ring watch');
    // The bulk bar stays in the page, folded away, while nothing is selected.
    expect(screen.queryByText('1 item selected')).not.toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });
});

describe('a save', () => {
  it('says what was created, by name, and goes on to its edit screen', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...POCKET, ...data, id: 9 } }));
    open('/gadgets/create', 'en', { create, getOne: async () => ({ data: { ...POCKET, id: 9, name: 'Lens cap' } }) });
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'Lens cap');
    await userEvent.click(screen.getByRole('combobox', { name: /Kind/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gadget “Lens cap” created')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Discontinue' })).toBeInTheDocument();
  });

  it('says what was saved, by name, in Simplified Chinese', async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...POCKET, ...data } }));
    open('/gadgets/1/edit', 'zh-CN', { getOne: async () => ({ data: POCKET }), update, getList: async () => ({ data: [POCKET], total: 1 }) });
    await userEvent.type(await screen.findByRole('textbox', { name: /名称/ }), ' 2');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存设备“Pocket projector 2”')).toBeInTheDocument();
  });
});
