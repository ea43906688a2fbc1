import { useLocation } from 'react-router-dom';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { closeTag, tagsStore } from '../layout/tagsStore.ts';

/**
 * Where a record's page goes once the record is gone (deleted here, or since: an old tab, a
 * bookmark): the resource's list at its own path. The page's tab closes on the way, since it
 * would open nothing but "this record does not exist".
 */
export const useLeaveRecord = (resource: Pick<TResource, 'path' | 'routes'>): (() => string) => {
  const { pathname } = useLocation();
  return () => {
    tagsStore.set((current) => closeTag(current, pathname));
    return resourcePath(resource, 'list')!;
  };
};
