/**
 * The plan form's prices in the three languages: typed in major units, sent as exact minor units,
 * a discount above its original price refused under the field before anything is sent, and a
 * loaded plan's prices shown as exact decimals of its currency, and its currency picked by name.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plansLabels } from '../../resources/plans/i18n.ts';
import { plans } from '../../resources/plans/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

type TLocale = 'en' | 'zh-TW' | 'zh-CN';
const words = (locale: TLocale) => plansLabels[locale];
const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const save = () => userEvent.click(screen.getByRole('button', { name: /Save|儲存|保存/ }));

describe('the plan form', () => {
  it.each(['en', 'zh-TW', 'zh-CN'] as const)('in %s: prices typed in major units, a discount above the original refused, exact minor units sent', { timeout: 20000 }, async (locale) => {
    const { fields, validation } = words(locale);
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 7, ...data } }));
    renderRoutes('/plans/create', { locale, permissions: plans.permissions, dataProvider: { create: create as never } });
    await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${fields.name}`) }, { timeout: 5000 }), 'Monthly');
    await userEvent.type(input(fields.title!), 'One month');
    const original = input(fields.initialOriginalPrice!);
    const discount = input(fields.initialDiscountPrice!);
    await userEvent.type(original, '29.99');
    await userEvent.type(discount, '1,029.99');
    await save();
    expect(await screen.findByText((validation as Record<string, string>).discount_above_original!)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(discount);
    // 19.99 is 19.989999999999998 as a float: the text is parsed, never multiplied.
    await userEvent.type(discount, '19.99');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({
      name: 'Monthly',
      currency: 'USD',
      initialOriginalPrice: 2999,
      initialDiscountPrice: 1999,
      initialPeriodCount: 1,
      initialPeriodUnit: 'month',
    });
  });

  it.each([
    ['en', 'Initial original price', '1234.56', 'Recurring discount price'],
    ['zh-TW', '首期原價', '1234.56', '續期優惠價'],
    ['zh-CN', '首期原价', '1234.56', '续费优惠价'],
  ] as const)('in %s: shows a loaded plan\'s prices as exact decimals of its currency', { timeout: 15000 }, async (locale, label, shown, emptyLabel) => {
    const record = {
      id: 3, name: 'Taipei', title: 'Month', currency: 'TWD', initialPeriodCount: 1, initialPeriodUnit: 'month', initialOriginalPrice: 123456,
      initialDiscountPrice: null, recurringPeriodCount: null, recurringPeriodUnit: null, recurringOriginalPrice: null, recurringDiscountPrice: null,
      downloadable: false, show: true, isBest: false, sort: 0, createdAt: '', updatedAt: '',
    };
    const getOne = vi.fn(async () => ({ data: record }));
    renderRoutes('/plans/3/edit', { locale, permissions: plans.permissions, dataProvider: { getOne: getOne as never } });
    await waitFor(() => expect(input(label)).toHaveValue(shown), { timeout: 5000 });
    expect(input(emptyLabel)).toHaveValue('');
  });

  it.each([
    ['en', 'Euro', 'EUR — Euro', 'EUR'],
    ['zh-TW', '新台', 'TWD — 新台幣', 'TWD'],
    ['zh-CN', '日元', 'JPY — 日元', 'JPY'],
  ] as const)('in %s: a currency is picked by its name in the admin\'s language, and its code is sent', { timeout: 20000 }, async (locale, typed, option, code) => {
    const { fields } = words(locale);
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { id: 7, ...data } }));
    renderRoutes('/plans/create', { locale, permissions: plans.permissions, dataProvider: { create: create as never } });
    await userEvent.type(await screen.findByRole('textbox', { name: new RegExp(`^${fields.name}`) }, { timeout: 5000 }), 'Monthly');
    await userEvent.type(input(fields.title!), 'One month');
    await userEvent.type(input(fields.initialOriginalPrice!), '300');
    const currency = screen.getByRole('combobox', { name: new RegExp(`^${fields.currency}`) });
    expect(currency).toHaveValue('USD — US Dollar'.replace('US Dollar', new Intl.DisplayNames([locale], { type: 'currency' }).of('USD')!));
    await userEvent.clear(currency);
    await userEvent.type(currency, typed);
    await userEvent.click(await screen.findByRole('option', { name: option }));
    await save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0]![1].data).toMatchObject({ currency: code });
  });
});
