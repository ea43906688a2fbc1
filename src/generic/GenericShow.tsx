import { cloneElement } from 'react';
import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { EditLinkButton, ListLinkButton } from './buttons.tsx';
import { fieldFor } from './fieldTypes.tsx';
import { RecordTitle } from './GenericTitle.tsx';
import { RecordActionButton } from './actionButtons.tsx';
import { useResourceAccess } from './useResourceAccess.ts';

export const GenericShow = ({ resource }: { resource: TResource }) => {
  const { canEdit, actions } = useResourceAccess(resource);
  const sources = [...Object.keys(resource.fields), 'createdAt', 'updatedAt'];
  return (
    <Show
      resource={resource.name}
      title={<RecordTitle resource={resource} screen="show" />}
      redirectOnError={() => resourcePath(resource, 'list')!}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
          {canEdit && <EditLinkButton resource={resource} />}
          {actions.map((action) => (
            <RecordActionButton key={action} resource={resource} action={action} />
          ))}
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        {sources.map((source) => cloneElement(fieldFor(resource, source, 'show'), { key: source }))}
      </SimpleShowLayout>
    </Show>
  );
};
