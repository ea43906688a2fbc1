/**
 * What each field type is on screen: its display in lists and on the show screen, its input in
 * forms, its list filter, and how its form value is sent. The one place of the app that knows a
 * type (its wire shape is in `resources/define.ts`, its column in `server/db/fieldTypes.ts`);
 * the generic views ask here and never branch on a type.
 */
import type { ReactElement, ReactNode } from 'react';
import {
  BooleanField,
  BooleanInput,
  DateInput,
  DateTimeInput,
  EmailField,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  RichTextField,
  SelectInput,
  TextField,
  TextInput,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { SECRET_MASK, type TField, type TFieldType, type TResource } from '../../resources/define.ts';
import { DurationInput } from '../media/DurationInput.tsx';
import { GalleryInput } from '../media/GalleryInput.tsx';
import { ImageInput } from '../media/ImageInput.tsx';
import { AvatarField, DurationField, GalleryField, ImageField, ThumbnailField, VideoPlayerField } from '../media/mediaFields.tsx';
import { VideoInput } from '../media/VideoInput.tsx';
import { enumChoices } from './choices.ts';
import { CurrencyInput } from './CurrencyInput.tsx';
import { DateTimeField, EnumField, FileLinkField, FlagChipField, GenericReferenceField, GenericReferencesField, IntervalField, LocalDateField, SnippetField, ValueLabelField } from './fields.tsx';
import { GenericReferenceInput, GenericReferencesInput, HtmlInput } from './inputs.tsx';
import { BasisPointsField, BasisPointsInput, MoneyField, MoneyInput } from './moneyFields.tsx';
import { NestedReferenceField, NestedReferenceFilter } from './nestedReference.tsx';
import { SecretField, SecretInput } from './SecretInput.tsx';

export type TFieldTypeProps = { resource: TResource; source: string; field: TField };
/** A display reads the value from the record context: a resource's record, or a report's row. */
export type TDisplayProps = { source: string; field: TField };
/** A filter input: `source` is the field's, or a bound's (`priceGte`) with its label. */
export type TFilterProps = TFieldTypeProps & { label?: ReactNode };
export type TScreenKind = 'list' | 'show';

type TAppFieldType = {
  /** The display of a value; `list` shortens long text, `show` gives it in full. */
  field: (props: TDisplayProps, screen: TScreenKind) => ReactElement;
  /** The input of create and edit forms; null when the resource gives its own. */
  input: (props: TFieldTypeProps) => ReactElement | null;
  /** The list filter's input; with `ranged`, one for each bound (`<field>Gte`, `<field>Lte`). */
  filter: (props: TFilterProps) => ReactElement;
  ranged?: boolean;
  /** Numbers line up to the right in a list column. */
  align?: 'right';
  /** The API's value for a form value, when it is not the value trimmed (an emptied input is null). */
  toPayload?: (value: unknown) => unknown;
  /** The value in a message (`%{publishedAt}`), when it is not the value itself. */
  toMessage?: (value: string, locale: string) => string;
};

const common = ({ source, field }: TFieldTypeProps) => ({ source, isRequired: field.required });
const textField = ({ source }: TDisplayProps) => <TextField source={source} />;
const textInput = (props: TFieldTypeProps) => <TextInput {...common(props)} />;
const textFilter = ({ source }: TFilterProps) => <TextInput key={source} source={source} />;
const dateFilter = ({ source, label }: TFilterProps) => <DateInput key={source} source={source} label={label} />;
const referenceFilter = ({ source, field }: TFilterProps) => <GenericReferenceInput key={source} source={source} field={{ ...field, required: false }} />;
const localTime = (value: string, locale: string) => new Date(value).toLocaleString(locale);
const asList = (value: unknown) => (Array.isArray(value) ? value : []);

export const APP_FIELD_TYPES: Record<TFieldType, TAppFieldType> = {
  string: {
    // A unique text is a record's code (an order's number, a username): on a list it stays on one line, never broken at its dashes.
    field: ({ source, field }, screen) =>
      field.hasValueLabels ? <ValueLabelField source={source} /> : <TextField source={source} sx={screen === 'list' && field.unique ? { whiteSpace: 'nowrap' } : undefined} />,
    input: textInput,
    filter: textFilter,
  },
  text: {
    field: ({ source }, screen) => (screen === 'list' ? <SnippetField source={source} /> : <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />),
    input: (props) => <TextInput {...common(props)} multiline minRows={3} />,
    filter: textFilter,
  },
  richtext: {
    field: ({ source }, screen) => (screen === 'list' ? <SnippetField source={source} isHtml /> : <RichTextField source={source} />),
    input: (props) => <HtmlInput {...props} />,
    filter: textFilter,
  },
  integer: {
    field: ({ source, field }) =>
      field.isDuration ? <DurationField source={source} /> : field.isInterval ? <IntervalField source={source} /> : <NumberField source={source} />,
    input: (props) => (props.field.isDuration ? <DurationInput {...common(props)} /> : <NumberInput {...common(props)} step={1} />),
    filter: ({ source, label }) => <NumberInput key={source} source={source} label={label} step={1} />,
    ranged: true,
    align: 'right',
  },
  boolean: {
    field: ({ source, field }, screen) =>
      field.tones ? (
        // A list shows the chip alone; a record's page says no as any other yes/no does, not a label over nothing.
        <FlagChipField source={source} whenFalse={screen === 'list' ? undefined : <BooleanField source={source} />} />
      ) : screen === 'list' ? (
        // A list marks what is true and leaves false blank, so that the marks stand out.
        <BooleanField source={source} FalseIcon={null} />
      ) : (
        <BooleanField source={source} />
      ),
    input: ({ source }) => <BooleanInput source={source} />,
    filter: ({ source }) => <NullableBooleanInput key={source} source={source} />,
  },
  // A date has no time zone: shown as stored, not shifted into the browser's zone.
  date: {
    field: ({ source }) => <LocalDateField source={source} options={{ timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }} sx={{ whiteSpace: 'nowrap' }} />,
    input: (props) => <DateInput {...common(props)} />,
    filter: dateFilter,
    ranged: true,
    toMessage: localTime,
  },
  datetime: {
    field: ({ source }, screen) => <DateTimeField source={source} relative={screen === 'list'} />,
    // The input gives local "YYYY-MM-DDTHH:mm"; the API takes an ISO instant with its offset.
    input: (props) => <DateTimeInput {...common(props)} parse={(value: string | null) => (value ? new Date(value).toISOString() : null)} />,
    filter: dateFilter,
    ranged: true,
    toMessage: localTime,
  },
  enum: {
    field: ({ source }) => <EnumField source={source} />,
    input: (props) => <SelectInput {...common(props)} choices={enumChoices(props.resource, props.source)} />,
    filter: ({ resource, source }) => <SelectInput key={source} source={source} choices={enumChoices(resource, source)} />,
  },
  url: {
    field: ({ source }) => <UrlField source={source} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} />,
    input: (props) => <TextInput {...common(props)} type="url" />,
    filter: textFilter,
  },
  email: {
    field: ({ source }) => <EmailField source={source} onClick={(e) => e.stopPropagation()} />,
    input: (props) => <TextInput {...common(props)} type="email" />,
    filter: textFilter,
  },
  reference: {
    field: ({ source, field }) => <GenericReferenceField source={source} reference={field.reference ?? ''} />,
    input: ({ source, field }) => <GenericReferenceInput source={source} field={field} />,
    filter: referenceFilter,
  },
  references: {
    field: ({ source, field }) => <GenericReferencesField source={source} reference={field.reference ?? ''} />,
    input: ({ source, field }) => <GenericReferencesInput source={source} field={field} />,
    filter: referenceFilter,
    toPayload: asList,
  },
  image: {
    field: ({ source, field }, screen) =>
      screen === 'show' ? <ImageField source={source} /> : field.isAvatar ? <AvatarField source={source} /> : <ThumbnailField source={source} />,
    input: ({ source }) => <ImageInput source={source} />,
    filter: textFilter,
  },
  video: {
    field: ({ source }, screen) => (screen === 'list' ? <TextField source={source} emptyText="" /> : <VideoPlayerField source={source} />),
    input: ({ source }) => <VideoInput source={source} />,
    filter: textFilter,
  },
  // An attachment sent by a customer site: shown as a link to the stored file, typed as its address.
  file: {
    field: ({ source }) => <FileLinkField source={source} />,
    input: (props) => <TextInput {...common(props)} />,
    filter: textFilter,
  },
  gallery: {
    field: ({ source }) => <GalleryField source={source} />,
    input: ({ source }) => <GalleryInput source={source} />,
    filter: textFilter,
    // Read as photos, written as their ids, in their order.
    toPayload: (value) => asList(value).map((photo: { id: number }) => photo.id),
  },
  json: {
    field: textField,
    // A structured value needs the resource's own input (models' social links).
    input: () => null,
    filter: textFilter,
  },
  money: {
    field: ({ source, field }) => <MoneyField source={source} field={field} />,
    input: (props) => <MoneyInput {...common(props)} field={props.field} />,
    // A bound of an amount in a record's own currency is typed with two decimals.
    filter: ({ source, field, label }) => <MoneyInput key={source} source={source} field={{ ...field, required: false }} label={label} />,
    ranged: true,
    align: 'right',
  },
  currency: {
    field: textField,
    input: ({ source, field }) => <CurrencyInput source={source} isRequired={field.required} />,
    filter: ({ source }) => <CurrencyInput key={source} source={source} />,
  },
  basisPoints: {
    field: ({ source }) => <BasisPointsField source={source} />,
    input: (props) => <BasisPointsInput {...common(props)} />,
    filter: ({ source, label }) => <BasisPointsInput key={source} source={source} label={label} />,
    ranged: true,
    align: 'right',
  },
  // Never filtered (the kernel refuses it): the filter is there for the type's completeness.
  secret: {
    field: ({ source }) => <SecretField source={source} />,
    input: (props) => <SecretInput {...common(props)} />,
    filter: textFilter,
    // An emptied box keeps the secret: only a typed one replaces it.
    toPayload: (value) => (typeof value === 'string' && value !== '' ? value : SECRET_MASK),
  },
};

/** A record nested under another reference of the same record (an order's campaign under its channel): shown by name, picked among the parent's. */
const NESTED_ID: TAppFieldType = {
  field: ({ source, field }) => <NestedReferenceField source={source} field={field} />,
  // Only ever written by the server (an attribution): no form input.
  input: () => null,
  filter: ({ resource, source, field }) => <NestedReferenceFilter key={source} owner={resource} source={source} field={field} />,
};

export const appFieldType = (field: TField): TAppFieldType => (field.nestedIn ? NESTED_ID : APP_FIELD_TYPES[field.type]);

/** Types whose display says itself that there is nothing ("No file yet"). */
const SAYS_EMPTY: readonly TFieldType[] = ['image', 'video', 'gallery'];

/** A value the record lacks reads "—" on its page, rather than a label over nothing; a list leaves the cell blank. */
const OrDash = ({ source, children }: { source: string; label?: string; children: ReactElement }) => {
  const value = useRecordContext()?.[source];
  const translate = useTranslate();
  const isEmpty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return isEmpty ? (
    <Typography component="span" variant="body2" color="text.disabled">
      <span aria-hidden>—</span>
      <Box component="span" sx={visuallyHidden}>
        {translate('generic.empty_value')}
      </Box>
    </Typography>
  ) : (
    children
  );
};

/** The display of a value of this type, read from the record context. */
export const displayFor = (field: TField, source: string, screen: TScreenKind): ReactElement => {
  const shown = appFieldType(field).field({ source, field }, screen);
  return screen === 'show' && !SAYS_EMPTY.includes(field.type) ? <OrDash source={source}>{shown}</OrDash> : shown;
};

/** The display of one value of a resource, declared field or timestamp. */
export const fieldFor = (resource: TResource, source: string, screen: TScreenKind): ReactElement => {
  if (source === 'createdAt' || source === 'updatedAt') return <DateTimeField source={source} relative={screen === 'list'} />;
  const field = resource.fields[source];
  return field ? displayFor(field, source, screen) : <TextField source={source} />;
};
