/** Money on screen: amounts in the admin's language and the record's currency, typed in major units and sent as exact minor units. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../../resources/index.ts';
import { gadgetsLabels } from '../fixtures/gadgets/i18n.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const registry = [...resources, gadgets];
const labels = { gadgets: gadgetsLabels };
const row = (id: number, name: string, price: number, currency: string) => ({ id, name, price, currency, kind: 'phone', active: true, launched: null, createdAt: '', updatedAt: '' });

describe('a money field on screen', () => {
  it.each([
    ['en', ['NT$1,234.56', '¥1,500', '$19.99']],
    ['zh-TW', ['$1,234.56', '¥1,500', 'US$19.99']],
    ['zh-CN', ['NT$1,234.56', 'JP¥1,500', 'US$19.99']],
  ])('is shown in %s in each record’s currency', async (locale, shown) => {
    const getList = vi.fn(async () => ({ data: [row(1, 'Taipei', 123456, 'TWD'), row(2, 'Tokyo', 1500, 'JPY'), row(3, 'Boston', 1999, 'USD')], total: 3 }));
    renderRoutes('/gadgets', { locale, registry, labels, permissions: gadgets.permissions, dataProvider: { getList: getList as never } });
    for (const text of shown) expect(await screen.findByText(text, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it.each([
    // A fraction of a cent is no amount: the form's schema refuses what is still text.
    ['en', 'Price', 'Must be a number'],
    ['zh-TW', '價格', '必須是數字'],
    ['zh-CN', '价格', '必须是数字'],
  ])('is typed in %s in major units and sent as exact minor units', { timeout: 15000 }, async (locale, label, refused) => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 9, ...data } }));
    renderRoutes('/gadgets/create', { locale, registry, labels, permissions: gadgets.permissions, dataProvider: { create: create as never } });
    const name = await screen.findByRole('textbox', { name: new RegExp(gadgetsLabels[locale as 'en'].fields.name!) }, { timeout: 5000 });
    await userEvent.type(name, 'Pocket');
    const words = gadgetsLabels[locale as 'en'];
    await userEvent.click(screen.getByRole('combobox', { name: new RegExp(words.fields.kind!) }));
    await userEvent.click(await screen.findByRole('option', { name: words.values!.kind!.phone! }));
    const price = screen.getByRole('textbox', { name: new RegExp(label) });
    await userEvent.type(price, '0.285');
    await userEvent.click(screen.getByRole('button', { name: /Save|儲存|保存/ }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(price);
    // 0.29 is 0.28999999999999998 as a float; the text is parsed, not multiplied.
    await userEvent.type(price, '1,000.29');
    expect(price).toHaveValue('1,000.29');
    await userEvent.click(screen.getByRole('button', { name: /Save|儲存|保存/ }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ name: 'Pocket', kind: 'phone', price: 100029 });
  });

  it('shows a loaded amount as an exact decimal of its currency in the edit form', async () => {
    const getOne = vi.fn(async () => ({ data: row(4, 'Kyoto', 1500, 'JPY') }));
    renderRoutes('/gadgets/4/edit', { registry, labels, permissions: gadgets.permissions, dataProvider: { getOne: getOne as never } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Price/ })).toHaveValue('1500'), { timeout: 5000 });
  });
});
