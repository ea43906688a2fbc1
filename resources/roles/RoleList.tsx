import { Chip, Stack } from '@mui/material';
import { BulkDeleteButton, DataTable, List, NumberField, Pagination, SearchInput, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { CreateLinkButton, EditLinkButton } from '../../src/generic/buttons.tsx';
import { LocalDateField, SnippetField } from '../../src/generic/fields.tsx';
import { GenericEmpty } from '../../src/generic/GenericEmpty.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { roles } from './schema.ts';
import { useFreshSelection } from '../../src/generic/useFreshSelection.ts';

/** The role's name, and a mark on the super-admin role, which holds everything. */
const RoleNameField = (_props: { source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField source="name" />
      {record?.isSuper && <Chip size="small" color="primary" label={translate('resources.roles.permissions.all')} />}
    </Stack>
  );
};

export const RoleList = () => {
  const { canCreate, canEdit, canBulkDelete } = useResourceAccess(roles);
  useFreshSelection('roles');
  return (
    <List
      resource="roles"
      sort={{ field: 'id', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
      actions={<TopToolbar>{canCreate && <CreateLinkButton resource={roles} />}</TopToolbar>}
      empty={<GenericEmpty resource={roles} canCreate={canCreate} />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable
        rowClick={(id) => (canEdit && resourcePath(roles, 'edit', id)) || false}
        bulkActionButtons={canBulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}
      >
        <DataTable.Col source="id" />
        <DataTable.Col source="name">
          <RoleNameField />
        </DataTable.Col>
        <DataTable.Col source="description" disableSort>
          <SnippetField source="description" />
        </DataTable.Col>
        <DataTable.Col source="adminsCount" disableSort align="right">
          <NumberField source="adminsCount" />
        </DataTable.Col>
        <DataTable.Col source="permissionsCount" disableSort align="right">
          <NumberField source="permissionsCount" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <LocalDateField source="updatedAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="" align="right" disableSort>
          {canEdit && <EditLinkButton resource={roles} />}
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
