/**
 * What awaits a decision, as `GET /inbox` answers it for the signed-in admin: the resources that
 * declare an inbox and that the admin may list, and the items themselves (polled, so that the
 * menu's badge follows what other staff decide).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { canAccess } from '../access.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { useResources } from '../resourcesContext.ts';

export type TInboxItem = { resource: string; id: number; title: string | null; summary: string | null; since: string };
export type TInboxPage = { data: TInboxItem[]; total: number; counts: Record<string, number> };

export const INBOX_PATH = '/inbox';
/** The items one screen shows; the total says how many there are in all. */
export const INBOX_PAGE = 100;
const POLL_MS = 60_000;

/** The resources whose records the admin may see in the inbox. */
export const useInboxResources = (): TResource[] => {
  const resources = useResources();
  const { permissions } = usePermissions<string[]>();
  return resources.filter((resource) => resource.inbox && canAccess(permissions ?? [], resource.name, 'list'));
};

/**
 * The inbox's items (`size` of them, oldest first, of one resource when named) and their total,
 * with the count per resource; nothing is asked of an admin who may see none.
 */
export const useInbox = (size = INBOX_PAGE, resource?: string) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const isShown = useInboxResources().length > 0;
  const query = new URLSearchParams({ range: JSON.stringify([0, size - 1]), ...(resource ? { resource } : {}) });
  return useQuery({
    queryKey: ['inbox', size, resource ?? ''],
    enabled: isShown,
    refetchInterval: POLL_MS,
    queryFn: () => dataProvider.call<TInboxPage>('GET', `/inbox?${query}`),
  });
};
