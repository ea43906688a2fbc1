/** Displays of a record's values by field type, shared by the list columns and the show screen. */
import { Chip, Link as MuiLink, Typography } from '@mui/material';
import {
  BooleanField,
  ChipField,
  DateField,
  EmailField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  RichTextField,
  TextField,
  UrlField,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DateFieldProps,
} from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { useResources } from '../resourcesContext.ts';
import { DurationField, GalleryField, ImageField, ThumbnailField, VideoPlayerField } from '../media/mediaFields.tsx';
import { BasisPointsField, MoneyField } from './moneyFields.tsx';
import { useResourceAccess } from './useResourceAccess.ts';

type TSourceProps = { source: string; label?: string };

/** Dates in the admin's language rather than the browser's. */
export const LocalDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField locales={locale} {...props} />;
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
    />
  );
};

/** A boolean with colours (a banner's expired) as a chip when true, named by its field, so that it stands out in a list. */
export const FlagChipField = ({ source }: TSourceProps) => {
  const resources = useResources();
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (record?.[source] !== true) return null;
  const tone = resources.find((r) => r.name === resource)?.fields[source]?.tones?.true ?? 'default';
  return <Chip size="small" color={tone} label={translate(`resources.${resource}.fields.${source}`)} />;
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

/** The display of one field; `list` shortens long text, `show` gives it in full. */
export const fieldFor = (resource: TResource, source: string, screen: 'list' | 'show') => {
  if (source === 'createdAt' || source === 'updatedAt') return <LocalDateField source={source} showTime />;
  const field = resource.fields[source];
  switch (field?.type) {
    case 'integer':
      return field.isDuration ? <DurationField source={source} /> : <NumberField source={source} />;
    case 'boolean':
      if (field.tones) return <FlagChipField source={source} />;
      // A list marks what is true and leaves false blank, so that the marks stand out.
      return screen === 'list' ? <BooleanField source={source} FalseIcon={null} /> : <BooleanField source={source} />;
    // A date has no time zone: shown as stored, not shifted into the browser's zone.
    case 'date':
      return <LocalDateField source={source} options={{ timeZone: 'UTC' }} />;
    case 'datetime':
      return <LocalDateField source={source} showTime />;
    case 'enum':
      return <EnumField source={source} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()} />;
    case 'email':
      return <EmailField source={source} onClick={(e) => e.stopPropagation()} />;
    case 'reference':
      return <GenericReferenceField source={source} reference={field.reference ?? ''} />;
    case 'references':
      return <GenericReferencesField source={source} reference={field.reference ?? ''} />;
    case 'image':
      return screen === 'list' ? <ThumbnailField source={source} /> : <ImageField source={source} />;
    case 'video':
      return screen === 'list' ? <TextField source={source} emptyText="" /> : <VideoPlayerField source={source} />;
    case 'file':
      return <FileLinkField source={source} />;
    case 'gallery':
      return <GalleryField source={source} />;
    case 'money':
      return <MoneyField source={source} field={field} />;
    case 'basisPoints':
      return <BasisPointsField source={source} />;
    case 'json':
      return <TextField source={source} />;
    case 'richtext':
      return screen === 'list' ? <SnippetField source={source} isHtml /> : <RichTextField source={source} />;
    case 'text':
      return screen === 'list' ? <SnippetField source={source} /> : <TextField source={source} sx={{ whiteSpace: 'pre-wrap' }} />;
    default:
      return <TextField source={source} />;
  }
};
