/** The inputs of a resource's create and edit forms, one per declared field, by field type. */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useTranslateLabel,
} from 'react-admin';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { isWritable, type TField, type TResource } from '../../resources/define.ts';
import { DurationInput } from '../media/DurationInput.tsx';
import { GalleryInput } from '../media/GalleryInput.tsx';
import { ImageInput } from '../media/ImageInput.tsx';
import { VideoInput } from '../media/VideoInput.tsx';
import { useResources } from '../resourcesContext.ts';
import { enumChoices } from './choices.ts';
import { BasisPointsInput, MoneyInput } from './moneyFields.tsx';

type TInputProps = { resource: TResource; source: string; field: TField };

// The datetime input gives local "YYYY-MM-DDTHH:mm"; the API takes an ISO instant with its offset.
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

const RichTextEditor = lazy(() => import('../media/RichTextEditor.tsx'));

/** Formatted text (headings, lists, links, images); the editor's code loads with the first form that has one. */
const HtmlInput = ({ resource, source, field }: TInputProps) => {
  const label = String(useTranslateLabel()({ source, resource: resource.name }));
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={180} aria-label={label} sx={{ width: '100%', my: 1 }} />}>
      <RichTextEditor source={source} label={label} isRequired={field.required} />
    </Suspense>
  );
};

/** How a reference input lists and searches its target's records. */
export const referenceOptions = (reference: string | undefined, resources: readonly TResource[]) => {
  const target = resources.find((r) => r.name === reference);
  const isSearchable = (target?.search?.length ?? 0) > 0;
  return {
    sort: target ? { field: String(target.sort.field), order: target.sort.order } : undefined,
    optionText: target ? String(target.title) : undefined,
    filterToQuery: (q: string) => (isSearchable && q ? { q } : {}),
  };
};

/** A reference offers the target's records by their title; typing searches them when the target is searchable. */
export const GenericReferenceInput = ({ source, field }: Omit<TInputProps, 'resource'>) => {
  const { sort, optionText, filterToQuery } = referenceOptions(field.reference, useResources());
  return (
    <ReferenceInput source={source} reference={field.reference ?? ''} sort={sort}>
      <AutocompleteInput isRequired={field.required} optionText={optionText} filterToQuery={filterToQuery} />
    </ReferenceInput>
  );
};

/** Many records of the target, as chips, searched as you type. */
export const GenericReferencesInput = ({ source, field }: Omit<TInputProps, 'resource'>) => {
  const { sort, optionText, filterToQuery } = referenceOptions(field.reference, useResources());
  return (
    <ReferenceArrayInput source={source} reference={field.reference ?? ''} sort={sort} perPage={25}>
      <AutocompleteArrayInput optionText={optionText} filterToQuery={filterToQuery} />
    </ReferenceArrayInput>
  );
};

export const GenericInput = (props: TInputProps) => {
  const { resource, source, field } = props;
  const common = { source, isRequired: field.required };
  switch (field.type) {
    case 'text':
      return <TextInput {...common} multiline minRows={3} />;
    case 'richtext':
      return <HtmlInput {...props} />;
    case 'integer':
      return field.isDuration ? <DurationInput {...common} /> : <NumberInput {...common} step={1} />;
    case 'boolean':
      return <BooleanInput source={source} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} parse={toInstant} />;
    case 'enum':
      return <SelectInput {...common} choices={enumChoices(resource, source)} />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'reference':
      return <GenericReferenceInput {...props} />;
    case 'references':
      return <GenericReferencesInput {...props} />;
    case 'image':
      return <ImageInput source={source} />;
    case 'video':
      return <VideoInput source={source} />;
    case 'gallery':
      return <GalleryInput source={source} />;
    case 'money':
      return <MoneyInput {...common} field={field} />;
    case 'basisPoints':
      return <BasisPointsInput {...common} />;
    case 'json':
      // A structured value needs the resource's own input (models' social links).
      return null;
    default:
      return <TextInput {...common} />;
  }
};

export const GenericInputs = ({ resource }: { resource: TResource }) => (
  <>
    {Object.entries(resource.fields)
      .filter(([, field]) => isWritable(field))
      .map(([source, field]) => (
        <GenericInput key={source} resource={resource} source={source} field={field} />
      ))}
  </>
);
