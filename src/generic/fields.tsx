/** The displays of record values that react-admin has no single component for, used by the field types and by entities' own screens. */
import { Chip, Typography } from '@mui/material';
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
