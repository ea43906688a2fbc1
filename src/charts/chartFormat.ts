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

/**
 * An instant as a time of day when it falls on `today` in the admin's zone, else with its day too
 * (Nov 26, 09:55 PM; 11月26日 21:55): a list of the latest events may reach back before today.
 */
export const formatMoment = (instant: string, locale: string, today: Date = new Date()): string => {
  if (Number.isNaN(Date.parse(instant))) return instant;
  const at = new Date(instant);
  const sameDay = at.getFullYear() === today.getFullYear() && at.getMonth() === today.getMonth() && at.getDate() === today.getDate();
  if (sameDay) return formatTime(instant, locale);
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at);
};

/** At most `count` evenly spread values of a series' x, so that the axis never crowds. */
export const sparseTicks = <T,>(values: readonly T[], count: number): T[] => {
  if (values.length <= count) return [...values];
  const step = Math.ceil(values.length / count);
  return values.filter((_, i) => i % step === 0);
};
