import { BulkDeleteButton, DataTable, FilterButton, List, NullableBooleanInput, Pagination, ReferenceInput, SearchInput, SelectInput, TextInput, TopToolbar, usePermissions } from 'react-admin';
import { resourcePath } from '../define.ts';
import { canAccess } from '../../src/access.ts';
import { CreateLinkButton, EditLinkButton, ShowLinkButton } from '../../src/generic/buttons.tsx';
import { enumChoices } from '../../src/generic/choices.ts';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';
import { GenericEmpty } from '../../src/generic/GenericEmpty.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { AdminRolesField, AdminTwoFactorField } from './AdminFields.tsx';
import { admins } from './schema.ts';
import { useFreshSelection } from '../../src/generic/useFreshSelection.ts';

/** The role filter needs the role names, which those who may list roles or assign them can read. */
const adminFilters = (canReadRoles: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="username" source="username" />,
  <TextInput key="name" source="name" />,
  <SelectInput key="status" source="status" choices={enumChoices(admins, 'status')} />,
  ...(canReadRoles
    ? [
        <ReferenceInput key="roles" source="roles" reference="roles" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
          <SelectInput optionText="name" label="resources.admins.fields.roles" />
        </ReferenceInput>,
      ]
    : []),
  <NullableBooleanInput key="twoFactorEnabled" source="twoFactorEnabled" />,
];

export const AdminList = () => {
  const { permissions } = usePermissions<string[]>();
  const held = permissions ?? [];
  const { canCreate, canEdit, canShow, canBulkDelete } = useResourceAccess(admins);
  useFreshSelection('admins');
  const canReadRoles = canAccess(held, 'roles', 'list') || canAccess(held, 'admins', 'create') || canAccess(held, 'admins', 'edit');
  const rowClick = (id: number | string) => (canShow && resourcePath(admins, 'show', id)) || (canEdit && resourcePath(admins, 'edit', id)) || false;
  return (
    <List
      resource="admins"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={25}
      filters={adminFilters(canReadRoles)}
      exporter={false}
      actions={
        <TopToolbar>
          <FilterButton />
          {canCreate && <CreateLinkButton resource={admins} />}
        </TopToolbar>
      }
      empty={<GenericEmpty resource={admins} canCreate={canCreate} />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={canBulkDelete ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="username" />
        <DataTable.Col source="name" />
        <DataTable.Col source="roles" disableSort>
          <AdminRolesField />
        </DataTable.Col>
        <DataTable.Col source="status">
          <EnumField source="status" />
        </DataTable.Col>
        <DataTable.Col source="twoFactorEnabled" disableSort>
          <AdminTwoFactorField />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt">
          <LocalDateField source="lastLoginAt" showTime />
        </DataTable.Col>
        <DataTable.Col label="" align="right" disableSort>
          {canShow && <ShowLinkButton resource={admins} />}
          {canEdit && <EditLinkButton resource={admins} />}
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
