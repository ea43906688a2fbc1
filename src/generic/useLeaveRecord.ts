import { useLocation, useParams } from 'react-router-dom';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { closeTag, tagsStore } from '../layout/tagsStore.ts';
import { recordPaths } from '../layout/useCloseDeletedTabs.ts';

/**
 * Where a record's page goes once the record is gone (deleted here, or since: an old tab, a
 * bookmark): the resource's list at its own path. The record's tabs close on the way, this page's
 * and its other page's (found gone from its details, its form's tab goes too), since they would
 * open nothing but "this record does not exist".
 */
export const useLeaveRecord = (resource: Pick<TResource, 'path' | 'routes'>): (() => string) => {
  const { pathname } = useLocation();
  const { id } = useParams();
  return () => {
    const gone = new Set([pathname, ...recordPaths(resource, id === undefined ? [] : [id])]);
    tagsStore.set((current) => [...gone].reduce(closeTag, current));
    return resourcePath(resource, 'list')!;
  };
};
