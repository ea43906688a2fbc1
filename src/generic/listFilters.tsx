/**
 * The list's filter inputs, from the resource's `search` and `filters`, as each field type gives
 * them. Range bounds are named `<field>Gte`/`<field>Lte`: the data provider decamelizes them to
 * the API's `_gte`/`_lte`.
 */
import type { ReactElement } from 'react';
import { SearchInput, useTranslate, useTranslateLabel } from 'react-admin';
import { fieldOf, type TResource } from '../../resources/define.ts';
import { appFieldType } from './fieldTypes.tsx';

type TBoundLabelProps = { resource: TResource; source: string; bound: 'Gte' | 'Lte' };

/**
 * "Sort from" / "Sort to": an element rather than a string, because the label needs the field's
 * translated name and both the input and the "add filter" menu render it as given.
 */
const BoundLabel = ({ resource, source, bound }: TBoundLabelProps) => {
  const translate = useTranslate();
  const field = useTranslateLabel()({ source, resource: resource.name });
  return <>{translate(bound === 'Gte' ? 'generic.filter.from' : 'generic.filter.to', { field })}</>;
};

const filterInputs = (resource: TResource, source: string): ReactElement[] => {
  const field = fieldOf(resource, source);
  if (!field) return [];
  const type = appFieldType(field);
  if (!type.ranged) return [type.filter({ resource, source, field })];
  return (['Gte', 'Lte'] as const).map((bound) =>
    type.filter({ resource, source: `${source}${bound}`, field, label: <BoundLabel resource={resource} source={source} bound={bound} /> }),
  );
};

export const listFilters = (resource: TResource): ReactElement[] => [
  ...(resource.search?.length ? [<SearchInput key="q" source="q" alwaysOn />] : []),
  ...(resource.filters ?? []).flatMap((source) => filterInputs(resource, String(source))),
];
