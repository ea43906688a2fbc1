/**
 * A list opens with nothing selected. react-admin keeps a list's selection in its store, which
 * outlives the visit (and the page, in local storage): a selection from an earlier visit would
 * cover the filters and the search box with the bulk-action bar and act on rows out of sight.
 */
import { useLayoutEffect } from 'react';
import { useUnselectAll } from 'react-admin';

export const useFreshSelection = (resource: string): void => {
  const unselectAll = useUnselectAll(resource);
  // Once per visit, before the first paint; later selections are the admin's own.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => unselectAll(), [resource]);
};
