import { Loading, ShowBase, ShowView, type ShowViewProps } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { useLeaveRecord } from './useLeaveRecord.ts';

/**
 * A record's page whose read failed (a record deleted since: an old tab, a bookmark) goes back to
 * the resource's list at its own path. react-admin's `Show` drops `redirectOnError` and goes to
 * `/<resource name>`, which is no page where the path differs (payout reports live at
 * /orders/payout-reports), so the admin landed on "page not found"; its `ShowBase` keeps it.
 */
export const RecordShow = ({ resource, ...view }: Omit<ShowViewProps, 'resource'> & { resource: Pick<TResource, 'name' | 'path' | 'routes'> }) => {
  const leave = useLeaveRecord(resource);
  return (
    <ShowBase resource={resource.name} redirectOnError={leave} authLoading={<Loading />}>
      <ShowView {...view} />
    </ShowBase>
  );
};
