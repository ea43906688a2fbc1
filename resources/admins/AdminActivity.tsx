import { Box, Typography } from '@mui/material';
import { DataTable, Link, Pagination, ReferenceManyField, TextField, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { AuditLogResourceField } from '../audit_logs/AuditLogFields.tsx';
import { auditLogs } from '../audit_logs/schema.ts';
import { resourcePath } from '../define.ts';
import { canAccess } from '../../src/access.ts';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';

/** The admin's latest audit entries, for those who may read the audit log, with a link to all of them. */
export const AdminActivity = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!record || !canAccess(permissions ?? [], 'audit_logs', 'list')) return null;
  const all = `${resourcePath(auditLogs, 'list')}?filter=${encodeURIComponent(JSON.stringify({ adminId: record.id }))}`;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('resources.admins.activity.recent')}
      </Typography>
      <ReferenceManyField reference="audit_logs" target="adminId" sort={{ field: 'createdAt', order: 'DESC' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[]} />}>
        <DataTable
          bulkActionButtons={false}
          rowClick={(id) => resourcePath(auditLogs, 'show', id) ?? false}
          empty={<Typography variant="body2">{translate('resources.admins.activity.none')}</Typography>}
        >
          <DataTable.Col source="createdAt" label="resources.audit_logs.fields.createdAt">
            <LocalDateField source="createdAt" showTime />
          </DataTable.Col>
          <DataTable.Col source="action" label="resources.audit_logs.fields.action">
            <EnumField source="action" />
          </DataTable.Col>
          <DataTable.Col source="resource" label="resources.audit_logs.fields.resource">
            <AuditLogResourceField />
          </DataTable.Col>
          <DataTable.Col source="recordId" label="resources.audit_logs.fields.recordId" />
          <DataTable.Col source="ip" label="resources.audit_logs.fields.ip">
            <TextField source="ip" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
      <Link to={all} variant="body2">
        {translate('resources.admins.activity.all')}
      </Link>
    </Box>
  );
};
