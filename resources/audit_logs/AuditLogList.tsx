import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, FilterButton, List, TextField, TopToolbar, usePermissions, useTranslate } from 'react-admin';
import { ListPagination } from '../../src/generic/ListPagination.tsx';
import { resourcePath } from '../define.ts';
import { canAccess } from '../../src/access.ts';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';
import { GenericEmpty } from '../../src/generic/GenericEmpty.tsx';
import { AuditLogAdminField, AuditLogResourceField } from './AuditLogFields.tsx';
import { auditLogFilters } from './auditLogFilters.tsx';
import { auditLogs } from './schema.ts';

/** Read-only: who did what to which record, when and from where; a row opens the entry with its changes. */
export const AuditLogList = () => {
  const { permissions } = usePermissions<string[]>();
  const translate = useTranslate();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="audit_logs"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      filters={auditLogFilters(canAccess(permissions ?? [], 'admins', 'list'), translate, !isPhone)}
      exporter={false}
      actions={
        isPhone ? (
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      empty={<GenericEmpty resource={auditLogs} canCreate={false} />}
      pagination={<ListPagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <DataTable rowClick={(id) => resourcePath(auditLogs, 'show', id) ?? false} bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <LocalDateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="adminId" disableSort>
          <AuditLogAdminField />
        </DataTable.Col>
        <DataTable.Col source="action">
          <EnumField source="action" />
        </DataTable.Col>
        <DataTable.Col source="resource">
          <AuditLogResourceField />
        </DataTable.Col>
        <DataTable.Col source="recordId" disableSort>
          <TextField source="recordId" />
        </DataTable.Col>
        <DataTable.Col source="ip" disableSort>
          <TextField source="ip" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
