/**
 * A versioned record's edit form: it saves with the version it read, and when someone saved the
 * record since, it says who and when in the admin's language and keeps what the admin typed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { plansLabels } from '../../resources/plans/i18n.ts';
import { plans } from '../../resources/plans/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const record = {
  id: 3, name: 'Monthly', title: 'One month', currency: 'USD', initialPeriodCount: 1, initialPeriodUnit: 'month', initialOriginalPrice: 2999,
  initialDiscountPrice: null, recurringPeriodCount: null, recurringPeriodUnit: null, recurringOriginalPrice: null, recurringDiscountPrice: null,
  downloadable: false, show: true, isBest: false, sort: 0, version: 4, createdAt: '2024-05-01T10:00:00Z', updatedAt: '2024-05-01T10:00:00Z',
};
const changedAt = '2026-11-25T07:30:00.000Z';

describe('a versioned edit form', () => {
  it.each([
    ['en', 'alice saved this record at'],
    ['zh-TW', 'alice 已於'],
    ['zh-CN', 'alice 已于'],
  ] as const)('in %s: sends the version it read, and on a stale save names who saved it and keeps the typed values', { timeout: 20000 }, async (locale, said) => {
    const getOne = vi.fn(async () => ({ data: record }));
    const update = vi.fn(async () => {
      throw new HttpError('stale', 409, { message: 'stale', version: 5, changedBy: 'alice', changedAt });
    });
    renderRoutes('/plans/3/edit', { locale, permissions: plans.permissions, hasNotifications: true, dataProvider: { getOne: getOne as never, update: update as never } });
    const title = await screen.findByRole('textbox', { name: new RegExp(`^${plansLabels[locale].fields.title}`) }, { timeout: 5000 });
    await waitFor(() => expect(title).toHaveValue('One month'));
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed by me');
    await userEvent.click(screen.getByRole('button', { name: /Save|儲存|保存/ }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data).toMatchObject({ title: 'Typed by me', version: 4 });
    const message = await screen.findByText((text) => text.startsWith(said), undefined, { timeout: 5000 });
    expect(message.textContent).toContain(new Date(changedAt).toLocaleString(locale));
    expect(title).toHaveValue('Typed by me');
  });
});

describe('the edit form of a record that keeps no version', () => {
  it('sends the instant it read the record, and on a save over a newer one names who saved it and keeps the typed values', { timeout: 20000 }, async () => {
    const tag = { id: 5, name: 'Drama', sort: 1, createdAt: '2024-05-01T10:00:00Z', updatedAt: '2026-11-25T07:00:00.123Z' };
    const getOne = vi.fn(async () => ({ data: tag }));
    const update = vi.fn(async () => {
      throw new HttpError('stale', 409, { message: 'stale', changedBy: 'alice', changedAt });
    });
    renderRoutes('/tags/edit/5', { permissions: ['list-tags', 'edit-tags'], hasNotifications: true, dataProvider: { getOne: getOne as never, update: update as never } });
    const name = await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Drama'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Typed by me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown as [string, { data: Record<string, unknown> }])[1].data).toMatchObject({ name: 'Typed by me', updatedAt: tag.updatedAt });
    const message = await screen.findByText((text) => text.startsWith('alice saved this record at'), undefined, { timeout: 5000 });
    expect(message.textContent).toContain(new Date(changedAt).toLocaleString('en'));
    expect(name).toHaveValue('Typed by me');
  });
});
