import { cloneElement, type ReactNode } from 'react';
import { DeleteButton, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { EditLinkButton, ListLinkButton } from './buttons.tsx';
import { fieldFor } from './fieldTypes.tsx';
import { RecordTitle } from './GenericTitle.tsx';
import { RecordActionButton } from './actionButtons.tsx';
import { useResourceAccess } from './useResourceAccess.ts';
import { RecordShow } from './RecordShow.tsx';
import { useLeaveRecord } from './useLeaveRecord.ts';

/** A show screen's toolbar: back to the list, edit and the record's actions as the admin may, and delete where asked for. */
export const ShowToolbar = ({ resource, hasDelete = false }: { resource: TResource; hasDelete?: boolean }) => {
  const { canEdit, canDelete, actions } = useResourceAccess(resource);
  const leave = useLeaveRecord(resource);
  return (
    <TopToolbar>
      <ListLinkButton resource={resource} />
      {canEdit && <EditLinkButton resource={resource} />}
      {actions.map((action) => (
        <RecordActionButton key={action} resource={resource} action={action} />
      ))}
      {hasDelete && canDelete && <DeleteButton mutationMode="pessimistic" redirect={leave} />}
    </TopToolbar>
  );
};

/**
 * A record's page: every declared field but one that only names it (its title, `namesRecord`), then
 * `children` (what an entity adds inside the layout: an order's events) and `after` (panels below
 * it: a channel's campaigns and admins).
 */
export const GenericShow = ({ resource, children, after }: { resource: TResource; children?: ReactNode; after?: ReactNode }) => {
  const sources = [...Object.entries(resource.fields).filter(([, field]) => !field.namesRecord).map(([name]) => name), 'createdAt', 'updatedAt'];
  return (
    <RecordShow
      resource={resource}
      title={<RecordTitle resource={resource} screen="show" />}
      actions={<ShowToolbar resource={resource} />}
    >
      <SimpleShowLayout>
        <TextField source="id" />
        {sources.map((source) => cloneElement(fieldFor(resource, source, 'show'), { key: source }))}
        {children}
      </SimpleShowLayout>
      {after}
    </RecordShow>
  );
};
