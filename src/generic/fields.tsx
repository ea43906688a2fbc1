/** The displays of record values that react-admin has no single component for, used by the field types and by entities' own screens. */
import type { ReactNode } from 'react';
import { Chip, Link as MuiLink, Tooltip, Typography } from '@mui/material';
import {
  ChipField,
  DateField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DateFieldProps,
} from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { useResources } from '../resourcesContext.ts';
import { useResourceAccess } from './useResourceAccess.ts';

type TSourceProps = { source: string; label?: string };

/** Dates in the admin's language rather than the browser's. */
export const LocalDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
};

/** Seconds as a period in its largest whole unit, in the locale's words: `15 seconds`, `1 hour`, `6 小時`. */
export const formatInterval = (seconds: number, locale: string): string => {
  const [unit, size] = seconds > 0 && seconds % 3600 === 0 ? (['hour', 3600] as const) : seconds > 0 && seconds % 60 === 0 ? (['minute', 60] as const) : (['second', 1] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(seconds / size);
};

export const IntervalField = ({ source }: TSourceProps) => {
  const [locale = 'en'] = useLocaleState();
  const value = useRecordContext()?.[source];
  return typeof value === 'number' ? <span>{formatInterval(value, locale)}</span> : null;
};

/**
 * A date and time in the locale's compact numeric form: `2026/11/23 21:44` in Chinese (24-hour,
 * as read there), `11/23/2026, 9:44 PM` in English. Never wraps.
 */
export const formatDateTime = (value: Date, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(locale.startsWith('zh') ? { hourCycle: 'h23' as const } : {}),
  }).format(value);

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** `3 hours ago`, `3 小時前`, `in 2 days` within a week of `now`; undefined further away, where a date reads better. */
export const formatRelative = (value: Date, locale: string, now = Date.now()): string | undefined => {
  let amount = (value.getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(amount) < size) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(amount), unit);
    amount /= size;
  }
  return undefined;
};

/**
 * An instant: in a list, relative when it is within a week (`3 hours ago`), else the compact
 * date; on a show screen, the compact date and time. The exact time is on hover (and read out).
 */
export const DateTimeField = ({ source, relative = false }: TSourceProps & { relative?: boolean }) => {
  const [locale = 'en'] = useLocaleState();
  const value = useRecordContext()?.[source];
  if (value === null || value === undefined || value === '') return null;
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return null;
  const exact = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'medium', ...(locale.startsWith('zh') ? { hourCycle: 'h23' as const } : {}) }).format(date);
  const shown = (relative && formatRelative(date, locale)) || formatDateTime(date, locale);
  return (
    <Tooltip title={exact} describeChild>
      <Typography component="time" variant="body2" dateTime={date.toISOString()} sx={{ whiteSpace: 'nowrap' }}>
        {shown}
      </Typography>
    </Tooltip>
  );
};

/** An enum value as a chip with its translated name (`resources.<name>.values.<field>.<value>`), in its declared colour. */
export const EnumField = ({ source }: TSourceProps) => {
  const resources = useResources();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const tone = resources.find((r) => r.name === resource)?.fields[source]?.tones?.[String(value)] ?? 'default';
  return (
    <Chip
      size="small"
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      label={translate(`resources.${resource}.values.${source}.${value}`, { _: String(value) })}
      // In a column of labelled values (a ticket's details) a chip keeps its own width rather than the column's.
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};

/** An identifier under its words (`resources.<name>.values.<field>.<value>`), or alone when it has none. */
export const ValueLabelField = ({ source }: TSourceProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return null;
  const words = translate(`resources.${resource}.values.${source}.${value}`, { _: '' });
  return (
    <span>
      {words && <Typography component="span" variant="body2" sx={{ display: 'block' }}>{words}</Typography>}
      <Typography component="span" variant={words ? 'caption' : 'body2'} color={words ? 'text.secondary' : undefined} sx={{ display: 'block', whiteSpace: 'nowrap', fontFamily: words ? 'monospace' : undefined }}>
        {String(value)}
      </Typography>
    </span>
  );
};

/** A boolean with colours (a banner's expired) as a chip when true, named by its field, so that it stands out in a list. */
export const FlagChipField = ({ source, whenFalse = null }: TSourceProps & { whenFalse?: ReactNode }) => {
  const resources = useResources();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (record?.[source] !== true) return whenFalse;
  const tone = resources.find((r) => r.name === resource)?.fields[source]?.tones?.true ?? 'default';
  return <Chip size="small" color={tone} label={translate(`resources.${resource}.fields.${source}`)} sx={{ alignSelf: 'flex-start' }} />;
};

/** The records a many-to-many field links, as chips with their titles. */
export const GenericReferencesField = ({ source, reference }: TSourceProps & { reference: string }) => {
  const target = useResources().find((r) => r.name === reference);
  return (
    <ReferenceArrayField source={source} reference={reference}>
      <SingleFieldList linkType={false} sx={{ gap: 0.5 }}>
        <ChipField source={target ? String(target.title) : 'id'} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
};

const SNIPPET_LENGTH = 80;

// DOMParser documents run no scripts and load nothing, so reading their text is safe.
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Long text shortened for a list cell; HTML is reduced to its text first. */
export const SnippetField = ({ source, isHtml }: TSourceProps & { isHtml?: boolean }) => {
  const record = useRecordContext();
  const raw = record?.[source];
  if (typeof raw !== 'string' || raw === '') return null;
  const text = (isHtml ? plainText(raw) : raw).replace(/\s+/g, ' ').trim();
  const short = text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text;
  return (
    <Typography component="span" variant="body2" title={text}>
      {short}
    </Typography>
  );
};

/** A reference links to the target's edit screen, or its show screen, when the admin may open it. */
export const GenericReferenceField = ({ source, reference }: TSourceProps & { reference: string }) => {
  const target = useResources().find((r) => r.name === reference);
  return target ? <RegisteredReference source={source} target={target} /> : <ReferenceField source={source} reference={reference} link={false} />;
};

const RegisteredReference = ({ source, target }: TSourceProps & { target: TResource }) => {
  const { canEdit, canShow } = useResourceAccess(target);
  const screen = canEdit ? 'edit' : canShow ? 'show' : undefined;
  return (
    <ReferenceField
      source={source}
      reference={target.name}
      link={screen ? (record: { id: number | string }) => resourcePath(target, screen, record.id) ?? false : false}
    />
  );
};

/** An attachment: a link named by its stored file name, opened apart (the server sends non-media files as downloads). */
export const FileLinkField = ({ source }: TSourceProps) => {
  const record = useRecordContext();
  const url = record?.[source];
  if (typeof url !== 'string' || !url) return null;
  return (
    <MuiLink href={url} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {url.split('/').pop()}
    </MuiLink>
  );
};

