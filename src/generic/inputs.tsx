/** The inputs the field types use that react-admin has no single component for: rich text and references. */
import { AutocompleteArrayInput, AutocompleteInput, ReferenceArrayInput, ReferenceInput, useTranslateLabel } from 'react-admin';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { TField, TResource } from '../../resources/define.ts';
import { useResources } from '../resourcesContext.ts';

type TInputProps = { resource: TResource; source: string; field: TField };

const RichTextEditor = lazy(() => import('../media/RichTextEditor.tsx'));

/** Formatted text (headings, lists, links, images); the editor's code loads with the first form that has one. */
export const HtmlInput = ({ resource, source, field }: TInputProps) => {
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
