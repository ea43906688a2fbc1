import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupPermissions } from '../../resources/roles/permissionGroups.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

// Typing into react-admin forms is slow in jsdom, slower still beside the server suite.
const FORMS = { timeout: 15_000 };

const CATALOGUE = [
  { id: 1, name: 'list-tags', resource: 'tags', area: 'content' },
  { id: 2, name: 'create-tags', resource: 'tags', area: 'content' },
  { id: 3, name: 'edit-tags', resource: 'tags', area: 'content' },
  { id: 4, name: 'delete-tags', resource: 'tags', area: 'content' },
  { id: 5, name: 'batch-action-tags', resource: 'tags', area: 'content' },
  { id: 6, name: 'list-directors', resource: 'directors', area: 'content' },
  { id: 7, name: 'view-daily-revenue', resource: 'daily-revenue', area: 'analytics' },
  { id: 8, name: 'list-admins', resource: 'admins', area: 'administration' },
  { id: 9, name: 'resetQRCode-admins', resource: 'admins', area: 'administration' },
  { id: 10, name: 'enable-admins', resource: 'admins', area: 'administration' },
];

const ROLE = { id: 4, name: 'Catalogue', description: null, isSuper: false, permissions: ['list-tags'], admins: [{ id: 9, username: 'mia', name: 'Mia', status: 'enabled' }], adminsCount: 1, permissionsCount: 1 };
const EDITOR = ['list-roles', 'edit-roles', 'list-tags', 'create-tags', 'edit-tags', 'delete-tags', 'batch-action-tags', 'list-directors', 'view-daily-revenue'];

const openEditor = (role = ROLE, permissions = EDITOR, locale = 'en') => {
  const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...role, ...data } }));
  const view = renderRoutes(`/permissions/roles/edit/${role.id}`, {
    locale,
    permissions,
    hasNotifications: true,
    dataProvider: { getOne: async () => ({ data: role }) as never, update: update as never, call: async (_method: string, path: string) => (path === '/permissions' ? CATALOGUE : undefined) },
  });
  return { ...view, update };
};

describe('the permission catalogue, grouped', FORMS, () => {
  it('by area in menu order, then resource, with a column per kind of right', () => {
    const groups = groupPermissions(CATALOGUE);
    expect(groups.map((g) => g.area)).toEqual(['content', 'analytics', 'administration']);
    const [tags] = groups[0]!.rows;
    expect(tags).toMatchObject({ resource: 'tags', cells: { list: [{ name: 'list-tags', action: 'list' }], batch: [{ name: 'batch-action-tags', action: 'batch-action' }] } });
    expect(groups[1]!.rows[0]!.cells.list).toEqual([{ name: 'view-daily-revenue', action: 'view' }]);
    expect(groups[2]!.rows[0]!.cells.actions!.map((c) => c.action)).toEqual(['resetQRCode', 'enable']);
  });
});

describe('the role editor', FORMS, () => {
  it('labels areas, resources and actions, and shows who holds the role', async () => {
    openEditor();
    // The first screen of the file also pays for loading react-admin and MUI.
    expect(await screen.findByRole('checkbox', { name: 'Tags: List' }, { timeout: 5000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Daily revenue: List' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Admins: Reset QR code' })).toBeInTheDocument();
    expect(screen.getByText('Mia (mia)')).toBeInTheDocument();
    expect(screen.getByText('1 of 6 selected')).toBeInTheDocument();
  });

  it('selects a whole area with one box, leaving out what the editor does not hold, and saves the set', async () => {
    const { update } = openEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all of Content' }));
    expect(screen.getByRole('checkbox', { name: 'Select all of Administration' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Admins: List' })).toBeDisabled();
    expect(screen.getByText('You can only grant or remove permissions you hold yourself; the others are greyed out.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]![1].data).toEqual({
      name: 'Catalogue',
      description: null,
      channelScoped: false,
      permissions: ['batch-action-tags', 'create-tags', 'delete-tags', 'edit-tags', 'list-directors', 'list-tags'],
    });
  });

  it('shows the super-admin role whole and fixed, without a delete button', async () => {
    openEditor({ ...ROLE, name: 'super-admin', isSuper: true }, ['list-roles', 'edit-roles', 'delete-roles']);
    const boxes = within(await screen.findByRole('group', { name: 'Permissions' }));
    await waitFor(() => expect(boxes.getAllByRole('checkbox').length).toBeGreaterThan(5));
    for (const box of boxes.getAllByRole('checkbox')) {
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    expect(screen.getByRole('textbox', { name: /Role name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks Traditional Chinese', async () => {
    openEditor(ROLE, EDITOR, 'zh-TW');
    expect(await screen.findByRole('checkbox', { name: '全選「內容管理」' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '標籤: 列表' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '管理員: 重設 QR 碼' })).toBeInTheDocument();
  });

  it('says which role it saved, by name', async () => {
    openEditor();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Tags: Create' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role “Catalogue” saved')).toBeInTheDocument();
    expect(screen.queryByText(/Element (created|updated)/)).not.toBeInTheDocument();
  });

  it('warns while a role grants no permission, and still saves it', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 7, ...data } }));
    renderRoutes('/permissions/roles/create', {
      permissions: [...EDITOR, 'create-roles'],
      hasNotifications: true,
      dataProvider: { create: create as never, getList: async () => ({ data: [], total: 0 }), call: async (_method: string, path: string) => (path === '/permissions' ? CATALOGUE : undefined) },
    });
    const user = userEvent.setup();
    const warning = 'This role grants no permission: an admin who holds only this role can sign in but opens no screen. It can still be saved.';
    expect(await screen.findByText(warning)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tags: List' }));
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Tags: List' }));
    expect(screen.getByText(warning)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Role name/), 'Readers');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ name: 'Readers', permissions: [] });
    expect(await screen.findByText('Role “Readers” created')).toBeInTheDocument();
  });
});
