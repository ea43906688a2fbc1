/**
 * A field declared `nestedIn` (an order's campaign, which lives under the order's channel and has
 * no route of its own): shown by the name its parent's nested list gives it, linked to the
 * parent's page, and filtered by picking one of the chosen parent's. The list is asked once per
 * parent and shared by every row that names it.
 */
import { useEffect, useRef, type MouseEvent, type ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, SelectInput, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { resourcePath, type TField, type TResource } from '../../resources/define.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { useResources } from '../resourcesContext.ts';
import { useResourceAccess } from './useResourceAccess.ts';

type TNestedRow = { id: number; name?: string; title?: string };

/** The parent's resource of a nested field of `resource`: the target of the reference it lives under. */
const useParentResource = (resource: TResource | undefined, field: TField): TResource | undefined => {
  const resources = useResources();
  const reference = field.nestedIn && resource?.fields[field.nestedIn.field]?.reference;
  return resources.find((r) => r.name === reference);
};

/** The query of the parent's nested records (a channel's campaigns), asked once per parent and shared by all who name it. */
export const useNestedQuery = (parent: TResource | undefined, parentId: unknown, path: string | undefined) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const enabled = parent !== undefined && path !== undefined && isChosen(parentId);
  const query = useQuery({
    queryKey: ['nested', parent?.name, String(parentId), path],
    queryFn: () => dataProvider.call<TNestedRow[]>('GET', `/${parent!.name}/${encodeURIComponent(String(parentId))}/${path}`),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
  return { rows: enabled ? query.data : undefined, failed: enabled && query.isError };
};

/** The parent's nested records, or undefined while they load or when the admin may not read them. */
const useNestedRows = (parent: TResource | undefined, parentId: unknown, path: string | undefined): TNestedRow[] | undefined =>
  useNestedQuery(parent, parentId, path).rows;

export const isChosen = (value: unknown) => value !== undefined && value !== null && value !== '';

export const nameOf = (row: TNestedRow) => row.name ?? row.title ?? `#${row.id}`;

/** `children` linked to the parent record's page, where the admin may open it. */
const ParentLink = ({ parent, id, children }: { parent: TResource; id: unknown; children: ReactElement }) => {
  const { canShow } = useResourceAccess(parent);
  const to = canShow ? resourcePath(parent, 'show', String(id)) : undefined;
  return to ? (
    <Link to={to} onClick={(e: MouseEvent) => e.stopPropagation()}>
      {children}
    </Link>
  ) : (
    children
  );
};

/** The nested record's name, linked to its parent's page; its number until the name is known (or when it cannot be). */
export const NestedReferenceField = ({ source, field }: { source: string; field: TField }) => {
  const record = useRecordContext();
  const resources = useResources();
  const name = useResourceContext();
  const resource = resources.find((r) => r.name === name);
  const parent = useParentResource(resource, field);
  const parentId = field.nestedIn ? record?.[field.nestedIn.field] : undefined;
  const rows = useNestedRows(parent, parentId, field.nestedIn?.path);
  const value = record?.[source];
  if (!isChosen(value)) return null;
  const row = rows?.find((r) => r.id === Number(value));
  const shown = (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {row ? nameOf(row) : `#${value}`}
    </Typography>
  );
  return parent && isChosen(parentId) ? (
    <ParentLink parent={parent} id={parentId}>
      {shown}
    </ParentLink>
  ) : (
    shown
  );
};

/**
 * The filter: one of the records of the parent chosen in the parent's own filter. Picking another
 * parent forgets the choice, which would match nothing under it. The resource is `owner`: the list's
 * filter form gives each input its resource's name as `resource`.
 */
export const NestedReferenceFilter = ({ owner: resource, source, field }: { owner: TResource; source: string; field: TField }) => {
  const translate = useTranslate();
  const parent = useParentResource(resource, field);
  const parentSource = field.nestedIn?.field ?? '';
  const parentId = useWatch({ name: parentSource });
  const { setValue, getValues } = useFormContext();
  const rows = useNestedRows(parent, parentId, field.nestedIn?.path);
  const chosen = isChosen(parentId);
  // The form fills in the filters after its first render: only a parent changed from one to another forgets the choice.
  const previous = useRef(parentId);
  useEffect(() => {
    const before = previous.current;
    previous.current = parentId;
    if (isChosen(before) && before !== parentId && isChosen(getValues(source))) setValue(source, null);
  }, [parentId, source, getValues, setValue]);
  return (
    <SelectInput
      key={source}
      source={source}
      choices={(rows ?? []).map((row) => ({ id: row.id, name: nameOf(row) }))}
      disabled={!chosen}
      helperText={chosen ? false : translate('generic.filter.pick_parent_first', { parent: translate(`resources.${resource.name}.fields.${parentSource}`) })}
      sx={{ minWidth: 180 }}
    />
  );
};
