/** How figures read on charts, tiles and tables: Intl in the admin's language, money in minor units, rates in basis points. */
import { formatBasisPoints, formatMoney } from '../../resources/money.ts';

export type TValueKind = 'count' | 'money' | 'percent';

export const formatValue = (value: number, kind: TValueKind, locale: string, currency = 'USD'): string => {
  if (kind === 'money') return formatMoney(value, currency, locale);
  if (kind === 'percent') return formatBasisPoints(value, locale);
  return new Intl.NumberFormat(locale).format(value);
};

/** A date of a series ('2026-11-24') as the admin's language writes a day of the month (Nov 24, 11月24日). */
export const formatDay = (day: string, locale: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : day;

/** An instant ('2026-11-24T10:05:31Z') as a time of day in the admin's zone. */
export const formatTime = (instant: string, locale: string): string =>
  Number.isNaN(Date.parse(instant)) ? instant : new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** At most `count` evenly spread values of a series' x, so that the axis never crowds. */
export const sparseTicks = <T,>(values: readonly T[], count: number): T[] => {
  if (values.length <= count) return [...values];
  const step = Math.ceil(values.length / count);
  return values.filter((_, i) => i % step === 0);
};
