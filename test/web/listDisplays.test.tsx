/**
 * How records read. In a list on a phone: one line a record, titled by its title field, with the
 * next declared column and its first amount beneath, and its status chip at the end where it has one
 * (its number otherwise). In every list: a person's picture, round, with an initial where there is
 * none. On a record's page: an empty value as a dash, "not set" to a screen reader.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources/index.ts';
import { banners } from '../../resources/banners/schema.ts';
import { orders } from '../../resources/orders/schema.ts';
import { supports } from '../../resources/supports/schema.ts';
import { tags } from '../../resources/tags/schema.ts';
import { users } from '../../resources/users/schema.ts';
import { simpleListColumns } from '../../src/generic/GenericSimpleList.tsx';
import { avatarColour } from '../../src/media/mediaFields.tsx';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

describe('the columns of a record\'s line on a phone', () => {
  it('are the title, the next column, the first amount and the status chip, from the declared list', () => {
    expect(simpleListColumns(orders)).toEqual({ title: 'orderId', detail: 'user', amount: 'amount', state: 'status' });
    expect(simpleListColumns(supports)).toEqual({ title: 'subject', detail: 'type', amount: undefined, state: 'status' });
    expect(simpleListColumns(tags)).toEqual({ title: 'name', detail: 'sort', amount: undefined, state: undefined });
  });

  it('has a chip for every status: each status enumeration gives its values colours', () => {
    const untoned = resources.flatMap((resource) =>
      Object.entries(resource.fields)
        .filter(([name, field]) => field.type === 'enum' && /status/i.test(name) && !field.tones)
        .map(([name]) => `${resource.name}.${name}`),
    );
    expect(untoned).toEqual([]);
  });
});

describe('the orders list at phone width', { timeout: 30000 }, () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows each order\'s number, customer, amount and status on its line', async () => {
    // Every media query matches: the theme's "below small" is the phone's.
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addListener: vi.fn(), removeListener: vi.fn(), addEventListener: vi.fn(), removeEventListener: vi.fn(), dispatchEvent: vi.fn() })) as never;
    const order = {
      id: 875, orderId: 'SP1-R1ka-00039', kind: 'rebill', user: 19, plan: 1, subscription: 4, segpay: 1, status: 'refunded', currency: 'USD', amount: 999, refundedAmount: 999,
      paymentMethod: 'visa', transactionNumber: 'R1ka-00039', paidAt: '2026-11-27T11:31:45Z', transactionFee: 75, settlementFee: 10, reserveFee: 100, totalAmount: 814, version: 1,
      createdAt: '2026-11-27T11:31:45Z', updatedAt: '2026-11-27T11:31:45Z',
    };
    const getList = vi.fn(async () => ({ data: [order], total: 1 }));
    const getMany = vi.fn(async (resource: string) => ({ data: resource === 'users' ? [{ id: 19, username: 'liam18' }] : [] }));
    const call = vi.fn(async () => ({ data: [] }));
    renderRoutes('/orders', { permissions: [...orders.permissions, 'list-users'], dataProvider: { getList: getList as never, getMany: getMany as never, call } as never });
    const title = await screen.findByText('SP1-R1ka-00039', undefined, { timeout: 5000 });
    const line = title.closest('li')!;
    expect(line).toBeTruthy();
    // The customer is a reference, linked to their page.
    await waitFor(() => expect(within(line).getByRole('link').getAttribute('href')).toBe('/users/19'), { timeout: 5000 });
    expect(within(line).getByText('$9.99')).toBeTruthy();
    expect(within(line).getByText('Refunded')).toBeTruthy();
    // No table of columns, and no bare number where the status is.
    expect(screen.queryByRole('columnheader')).toBeNull();
    expect(within(line).queryByText('#875')).toBeNull();
  });
});

describe('a person\'s picture in a list', { timeout: 30000 }, () => {
  it('is a round avatar, the initial of the username where there is none', async () => {
    const user = (id: number, username: string, avatar: string | null) => ({
      id, username, avatar, email: `${username}@example.com`, firstName: null, lastName: null, status: 'active', site: 1, language: 'en', createdAt: '2026-11-01T10:00:00Z', updatedAt: '2026-11-01T10:00:00Z',
    });
    const getList = vi.fn(async () => ({ data: [user(1, 'yan1999', null), user(2, 'mia', '/media/avatars/mia.jpg')], total: 2 }));
    const getMany = vi.fn(async () => ({ data: [] }));
    const { container } = renderRoutes('/users', { permissions: users.permissions, dataProvider: { getList: getList as never, getMany: getMany as never } as never });
    const row = (await screen.findByText('yan1999', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Y').closest('.MuiAvatar-root')).toBeTruthy();
    const pictured = screen.getByText('mia').closest('tr')!;
    const img = pictured.querySelector('.MuiAvatar-root img');
    expect(img?.getAttribute('src')).toContain('mia');
    // Round, not a 16:9 thumbnail.
    expect(container.querySelector('.MuiAvatar-circular')).toBeTruthy();
    // A colour of its own, the same for the same name.
    expect(avatarColour('yan1999')).toBe(avatarColour('yan1999'));
    expect(new Set(['yan1999', 'mia', 'lei1997', 'jing1996', 'min1995'].map(avatarColour)).size).toBeGreaterThan(1);
  });
});

describe('an empty value on a record\'s page', { timeout: 30000 }, () => {
  it.each([
    ['en', 'Not set'],
    ['zh-TW', '未設定'],
  ] as const)('reads a dash, "not set" to a screen reader, in %s, where a label stood over nothing', async (locale, words) => {
    const order = {
      id: 875, orderId: 'SP1-R1ka-00039', kind: 'rebill', user: 19, plan: 1, subscription: 4, segpay: 1, status: 'paid', statusReason: null, currency: 'USD', amount: 999, refundedAmount: 0,
      paymentMethod: 'visa', transactionNumber: 'R1ka-00039', paidAt: '2026-11-27T11:31:45Z', transactionFee: 75, settlementFee: 10, reserveFee: 100, totalAmount: 814, version: 1,
      promotion: null, channel: null, campaign: null, country: 'CA', note: '', createdAt: '2026-11-27T11:31:45Z', updatedAt: '2026-11-27T11:31:45Z',
    };
    const getOne = vi.fn(async () => ({ data: order }));
    const getMany = vi.fn(async () => ({ data: [] }));
    const call = vi.fn(async () => []);
    renderRoutes('/orders/875', { locale, permissions: orders.permissions, dataProvider: { getOne: getOne as never, getMany: getMany as never, call } as never });
    await screen.findByText('R1ka-00039', undefined, { timeout: 5000 });
    // The reason, the promotion, the channel, the campaign and the note are empty.
    expect(screen.getAllByText(words).length).toBeGreaterThanOrEqual(5);
    // A value that is there reads as itself.
    expect(screen.getByText('CA')).toBeTruthy();
  });
});

describe('a yes/no with colours on a record\'s page', { timeout: 30000 }, () => {
  const banner = (expired: boolean) => ({
    id: 5, sort: 0, position: 'home_hero', name: 'Winter sale', title: null, subtitle: null, type: 'image', cta: null, image: null, mobileImage: null,
    video: null, mobileVideo: null, link: null, clicks: 0, expiredAt: null, expired, createdAt: '2026-11-27T11:31:45Z', updatedAt: '2026-11-27T11:31:45Z',
  });
  const expiredRow = (container: HTMLElement) => container.querySelector('.ra-field-expired') as HTMLElement;

  it('says no when false, where a label stood over nothing', async () => {
    const getOne = vi.fn(async () => ({ data: banner(false) }));
    const { container } = renderRoutes('/blocks/banners/5', { permissions: banners.permissions, dataProvider: { getOne: getOne as never } as never });
    await screen.findAllByText('Winter sale', undefined, { timeout: 5000 });
    expect(within(expiredRow(container)).getByText('Expired')).toBeTruthy();
    expect(expiredRow(container).querySelector('[aria-label="No"]')).not.toBeNull();
  });

  it('is the field\'s chip when true', async () => {
    const getOne = vi.fn(async () => ({ data: banner(true) }));
    const { container } = renderRoutes('/blocks/banners/5', { permissions: banners.permissions, dataProvider: { getOne: getOne as never } as never });
    await screen.findAllByText('Winter sale', undefined, { timeout: 5000 });
    expect(expiredRow(container).querySelector('[aria-label="No"]')).toBeNull();
    expect(within(expiredRow(container)).getAllByText('Expired').some((el) => el.closest('.MuiChip-root'))).toBe(true);
  });
});
