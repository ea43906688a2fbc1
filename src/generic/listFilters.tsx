/**
 * The list's filter inputs, from the resource's `search` and `filters`. Range bounds are named
 * `<field>Gte`/`<field>Lte`: the data provider decamelizes them to the API's `_gte`/`_lte`.
 */
import type { ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  useTranslate,
  useTranslateLabel,
} from 'react-admin';
import { fieldOf, type TField, type TResource } from '../../resources/define.ts';
import { enumChoices } from './choices.ts';
import { GenericReferenceInput } from './GenericInputs.tsx';
import { BasisPointsInput, MoneyInput } from './moneyFields.tsx';

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

const boundInputs = (resource: TResource, source: string, field: TField): ReactElement[] =>
  (['Gte', 'Lte'] as const).map((bound) => {
    const name = `${source}${bound}`;
    const label = <BoundLabel resource={resource} source={source} bound={bound} />;
    switch (field.type) {
      case 'integer':
        return <NumberInput key={name} source={name} label={label} step={1} />;
      // A bound of an amount in a record's own currency is typed with two decimals.
      case 'money':
        return <MoneyInput key={name} source={name} field={{ ...field, required: false }} label={label} />;
      case 'basisPoints':
        return <BasisPointsInput key={name} source={name} label={label} />;
      default:
        return <DateInput key={name} source={name} label={label} />;
    }
  });

const filterInputs = (resource: TResource, source: string): ReactElement[] => {
  const field = fieldOf(resource, source);
  if (!field) return [];
  switch (field.type) {
    case 'integer':
    case 'money':
    case 'basisPoints':
    case 'date':
    case 'datetime':
      return boundInputs(resource, source, field);
    case 'enum':
      return [<SelectInput key={source} source={source} choices={enumChoices(resource, source)} />];
    case 'boolean':
      return [<NullableBooleanInput key={source} source={source} />];
    case 'reference':
    case 'references':
      return [<GenericReferenceInput key={source} source={source} field={{ ...field, required: false }} />];
    default:
      return [<TextInput key={source} source={source} />];
  }
};

export const listFilters = (resource: TResource): ReactElement[] => [
  ...(resource.search?.length ? [<SearchInput key="q" source="q" alwaysOn />] : []),
  ...(resource.filters ?? []).flatMap((source) => filterInputs(resource, String(source))),
];
