/**
 * A block item's status (a draft, scheduled or hidden video) as its entity's own chip, so that
 * an item the site does not show never looks live in the picker or the preview. Items without a
 * status (models) show nothing.
 */
import { RecordContextProvider, ResourceContextProvider, type RaRecord } from 'react-admin';
import { EnumField } from '../../src/generic/fields.tsx';

/** What the public sees: an item with no status, or a published one. */
export const isPublic = (record: RaRecord | undefined): boolean => record?.status === undefined || record.status === 'published';

export const ItemStatus = ({ kind, record }: { kind: 'videos' | 'models'; record: RaRecord | undefined }) =>
  record?.status === undefined ? null : (
    <ResourceContextProvider value={kind}>
      <RecordContextProvider value={record}>
        <EnumField source="status" />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
