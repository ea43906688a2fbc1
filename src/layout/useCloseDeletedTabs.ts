/**
 * The tabs of records deleted anywhere in the app (a row's delete, a bulk delete, a record's own
 * page) close once the server has deleted them: they would open nothing but "this record does not
 * exist". react-admin runs every delete as a react-query mutation, whose cache says when one
 * succeeded and of which ids; an undoable delete succeeds only once its undo has passed. A record
 * opened by its alternate key (/videos/edit/BV-000123) loses that tab too.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { useResources } from '../resourcesContext.ts';
import { closeTag, tagsStore } from './tagsStore.ts';

type TDeleted = { resource?: string; id?: unknown; ids?: unknown[]; previousData?: Record<string, unknown> };

/**
 * What the deleted records' pages may be opened by: their ids, and for a resource with an
 * alternate key (a video's serial number), each one's key, as the delete's record or the records
 * the app has read (a list, a record page) hold it.
 */
const keysOf = (queryClient: QueryClient, resource: TResource, ids: readonly unknown[], previous?: Record<string, unknown>): unknown[] => {
  if (resource.alternateKey === undefined) return [...ids];
  const key = String(resource.alternateKey);
  const wanted = new Set(ids.map(String));
  const read = queryClient
    .getQueriesData<unknown>({ queryKey: [resource.name] })
    // A record (getOne), records (getMany), or a page of them (getList).
    .flatMap(([, data]) => (Array.isArray(data) ? data : Array.isArray((data as { data?: unknown })?.data) ? (data as { data: unknown[] }).data : [data]))
    .filter((record): record is Record<string, unknown> => typeof record === 'object' && record !== null && wanted.has(String((record as { id?: unknown }).id)));
  const keys = [...read, ...(previous && wanted.has(String(previous.id)) ? [previous] : [])].map((record) => record[key]).filter((value) => typeof value === 'string' && value !== '');
  return [...new Set([...ids, ...keys])];
};

/** The paths of the record pages (details and form) of `ids`. */
export const recordPaths = (resource: Pick<TResource, 'path' | 'routes'>, ids: readonly unknown[]): string[] =>
  ids.flatMap((id) => [resourcePath(resource, 'show', String(id)), resourcePath(resource, 'edit', String(id))]).filter((path) => path !== undefined);

export const useCloseDeletedTabs = (): void => {
  const queryClient = useQueryClient();
  const resources = useResources();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const [, method] = event.mutation.options.mutationKey ?? [];
        if (method !== 'delete' && method !== 'deleteMany') return;
        const { resource: name, id, ids, previousData } = (event.mutation.state.variables ?? {}) as TDeleted;
        const resource = resources.find((r) => r.name === name);
        if (!resource) return;
        const gone = recordPaths(resource, keysOf(queryClient, resource, method === 'delete' ? [id] : (ids ?? []), previousData));
        if (gone.length) tagsStore.set((current) => gone.reduce(closeTag, current));
      }),
    [queryClient, resources],
  );
};
