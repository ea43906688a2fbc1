/**
 * The tabs of records deleted anywhere in the app (a row's delete, a bulk delete, a record's own
 * page) close once the server has deleted them: they would open nothing but "this record does not
 * exist". react-admin runs every delete as a react-query mutation, whose cache says when one
 * succeeded and of which ids; an undoable delete succeeds only once its undo has passed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { useResources } from '../resourcesContext.ts';
import { closeTag, tagsStore } from './tagsStore.ts';

type TDeleted = { resource?: string; id?: unknown; ids?: unknown[] };

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
        const { resource: name, id, ids } = (event.mutation.state.variables ?? {}) as TDeleted;
        const resource = resources.find((r) => r.name === name);
        if (!resource) return;
        const gone = recordPaths(resource, method === 'delete' ? [id] : (ids ?? []));
        if (gone.length) tagsStore.set((current) => gone.reduce(closeTag, current));
      }),
    [queryClient, resources],
  );
};
