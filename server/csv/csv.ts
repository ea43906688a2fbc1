/**
 * CSV as RFC 4180 writes it (CRLF, quotes doubled, a field with a comma, quote or line break
 * quoted), with formula injection neutralised: a text cell starting with = + - @ TAB or CR gets
 * a leading `'`, so that a spreadsheet shows it instead of running it. Every export writes for
 * its reader (`TCsvReader`): headers in their language, values as a spreadsheet reads them.
 */
import type { TField } from '../../resources/define.ts';
import { translation, type TLocale } from '../lib/i18n.ts';

/** The first characters that make a spreadsheet read a cell as a formula: = + - @ TAB CR. */
export const FORMULA_START: ReadonlySet<number> = new Set([61, 43, 45, 64, 9, 13]);
const TO_QUOTE = /[",\r\n]/;

export const csvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'boolean') text = value ? '1' : '0';
  else if (typeof value === 'number' || typeof value === 'bigint') text = String(value);
  else {
    text = typeof value === 'string' ? value : JSON.stringify(value);
    if (FORMULA_START.has(text.charCodeAt(0))) text = `'${text}`;
  }
  return TO_QUOTE.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Excel reads UTF-8 (Chinese titles) only when the file starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

/** What a file is written for: the admin's language and time zone, and the address media paths are under. */
export type TCsvReader = { locale: TLocale; timeZone: string; origin: string };

/** Whether the runtime knows this IANA time zone (`Asia/Taipei`). */
export const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** `2026-11-23 21:44:40` in the zone: the form every spreadsheet reads as a date and time. */
export const csvDateTime = (value: Date, timeZone: string): string => {
  const time = value.getTime();
  const local = new Date(time + offsetOf(time, timeZone));
  // `2026-11-23T21:44:40.000Z` of the shifted instant is the local date and time (years 1 to 9999).
  const iso = local.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
};

/** The digits of `text` from `start` to `end` as a number, or NaN when one is not a digit. */
const digitsAt = (text: string, start: number, end: number): number => {
  let n = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return n;
};

/**
 * `csvDateTime` of an instant as PostgreSQL writes it (`2026-11-23 21:44:40.123456+00`, the offset as
 * `+hh`, `+hh:mm` or `+hh:mm:ss`), read from its text without parsing a `Date`: when the reader's zone
 * has the text's offset at that instant, the local date and time are the text's own. Undefined for any
 * other form (years before 100 or after 9999, BC, infinity), which the caller writes as before.
 */
export const csvDateTimeOfText = (text: string, timeZone: string): string | undefined => {
  if (text.length < 22 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32 || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return undefined;
  // The offset: after the seconds and their fraction.
  let at = 19;
  if (text.charCodeAt(at) === 46) while (++at < text.length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57);
  const sign = text.charCodeAt(at) === 43 ? 1 : text.charCodeAt(at) === 45 ? -1 : 0;
  const rest = text.length - at - 1;
  if (!sign || (rest !== 2 && rest !== 5 && rest !== 8) || (rest > 2 && text.charCodeAt(at + 3) !== 58) || (rest > 5 && text.charCodeAt(at + 6) !== 58)) return undefined;
  const textOffset = sign * 1000 * (digitsAt(text, at + 1, at + 3) * 3600 + (rest > 2 ? digitsAt(text, at + 4, at + 6) * 60 : 0) + (rest > 5 ? digitsAt(text, at + 7, at + 9) : 0));
  const year = digitsAt(text, 0, 4);
  // Date.UTC reads years 0 to 99 as 1900 to 1999.
  if (!(year >= 100)) return undefined;
  const wall = Date.UTC(year, digitsAt(text, 5, 7) - 1, digitsAt(text, 8, 10), digitsAt(text, 11, 13), digitsAt(text, 14, 16), digitsAt(text, 17, 19));
  if (Number.isNaN(wall) || Number.isNaN(textOffset)) return undefined;
  // To the second: the fraction never moves an instant across a quarter hour, nor shows in the file.
  const time = wall - textOffset;
  const offset = offsetOf(time, timeZone);
  if (offset === textOffset) return text.slice(0, 19);
  const iso = new Date(time + offset).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
};

/**
 * A zone's offset from UTC at an instant, in milliseconds, read once per zone and quarter hour:
 * every offset and every change of offset falls on a quarter hour of UTC, so an export of a million
 * rows asks the zone's rules (Intl, tens of microseconds a call) a few thousand times, not a million.
 */
const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<string, Map<number, number>>();
const formats = new Map<string, Intl.DateTimeFormat>();
const offsetOf = (time: number, timeZone: string): number => {
  if (timeZone === 'UTC') return 0;
  const quarter = Math.floor(time / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  let known = offsets.get(timeZone);
  if (!known) offsets.set(timeZone, (known = new Map()));
  let offset = known.get(quarter);
  if (offset === undefined) {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
      formats.set(timeZone, format);
    }
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(quarter)) parts[part.type] = Number(part.value);
    const wall = new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!));
    // Date.UTC reads years 0 to 99 as 1900 to 1999.
    if (parts.year! < 100) wall.setUTCFullYear(parts.year!);
    offset = wall.getTime() - quarter;
    // Kept bounded: a long export in many zones forgets and asks again.
    if (known.size >= 200_000) known.clear();
    known.set(quarter, offset);
  }
  return offset;
};

/** Seconds as h:mm:ss (`1:01:05`), as a spreadsheet reads a duration. */
export const csvDuration = (seconds: number): string => {
  const whole = Math.max(0, Math.trunc(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
};

/** A stored media path (`/media/…`) as the full address a spreadsheet can open; full addresses stay. */
export const csvMediaUrl = (value: string, origin: string): string => (value.startsWith('/') && !value.startsWith('//') ? `${origin}${value}` : value);

/** A column's header in the reader's language: the field's label, else the key's own words. */
export const csvHeader = (resource: string, column: string, locale: TLocale): string =>
  translation(`resources.${resource}.fields.${column}`, locale) ?? humanise(column);

const humanise = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A cell as the reader reads it, before `csvCell` quotes it: booleans as yes/no words, enum
 * values by their label, durations as h:mm:ss, instants in the reader's zone, media as full URLs.
 */
export const csvValue = (resource: string, column: string, field: TField | undefined, value: unknown, reader: TCsvReader): unknown => {
  if (value === null || value === undefined) return value;
  if (value instanceof Date) return csvDateTime(value, reader.timeZone);
  if (typeof value === 'boolean') return translation(`ra.boolean.${value}`, reader.locale) ?? String(value);
  if (!field) return value;
  if (field.isDuration && typeof value === 'number') return csvDuration(value);
  if (field.type === 'enum' && typeof value === 'string') return translation(`resources.${resource}.values.${column}.${value}`, reader.locale) ?? value;
  if ((field.type === 'image' || field.type === 'video') && typeof value === 'string') return csvMediaUrl(value, reader.origin);
  if (field.type === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return csvDateTime(new Date(value), reader.timeZone);
  return value;
};
