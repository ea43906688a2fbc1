/**
 * The names of the records the app has read (a video's title, a customer's username), for the
 * tabs, the breadcrumb and the browser's title: "Edit Video Midnight Harbour" where they said
 * "Edit Video #12". Read from react-query's cache of react-admin's `getOne` answers (which its
 * lists and references fill too, record by record), and heard as they come, so that a tab is
 * renamed once its record is read or saved under another name; a record never read keeps its number.
 * A record opened by its alternate key (a video's serial number in the path) is found by it too.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TResource } from '../../resources/define.ts';

/** Field types whose value names a record as it is: a reference, an enumeration or a date would show a raw value. */
const NAMING_TYPES = new Set(['string', 'text', 'email']);
/** Longer names are cut, so that a tab stays a tab; the page's own title shows the whole. */
const LONGEST = 40;

export type TRecordName = (resource: TResource, id: string) => string | undefined;

/** How many record reads have been heard, by every subscriber: what makes the names be read again. */
let snapshot = 0;

export const useRecordNames = (): TRecordName => {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  // Changes with every record read, so that the names are read again after each.
  const reads = useSyncExternalStore(
    useCallback(
      (changed: () => void) =>
        cache.subscribe((event) => {
          if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[1] !== 'getOne') return;
          snapshot += 1;
          changed();
        }),
      [cache],
    ),
    () => snapshot,
  );
  // The names found since the last read heard: every tab and crumb asks on every render.
  const found = useMemo(() => ({ reads, names: new Map<string, string | undefined>() }), [reads]);
  return useCallback(
    (resource, id) => {
      const key = `${resource.name}/${id}`;
      if (!found.names.has(key)) found.names.set(key, nameIn(queryClient, resource, id));
      return found.names.get(key);
    },
    [queryClient, found],
  );
};

const nameIn = (queryClient: QueryClient, resource: TResource, id: string): string | undefined => {
  const field = resource.fields[String(resource.title)];
  if (!field || !(NAMING_TYPES.has(field.type) || field.namesRecord)) return undefined;
  const record = queryClient
    .getQueriesData<Record<string, unknown>>({ queryKey: [resource.name, 'getOne'] })
    .map(([, data]) => data)
    .find((data) => data !== undefined && (String(data.id) === id || (resource.alternateKey !== undefined && String(data[String(resource.alternateKey)]) === id)));
  const name = record?.[String(resource.title)];
  if (typeof name !== 'string' || !name.trim()) return undefined;
  const whole = name.trim().replace(/\s+/g, ' ');
  return whole.length > LONGEST ? `${whole.slice(0, LONGEST - 1).trimEnd()}…` : whole;
};
