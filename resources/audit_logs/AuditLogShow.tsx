import { Labeled, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';
import { AuditLogDiff } from './AuditLogDiff.tsx';
import { AuditLogAdminField, AuditLogResourceField } from './AuditLogFields.tsx';
import { auditLogs } from './schema.ts';
import { RecordShow } from '../../src/generic/RecordShow.tsx';

const AuditTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  return <span>{`${translate('resources.audit_logs.name', { smart_count: 1 })} #${record.id}`}</span>;
};

export const AuditLogShow = () => (
  <RecordShow
    resource={auditLogs}
    title={<AuditTitle />}
    actions={
      <TopToolbar>
        <ListLinkButton resource={auditLogs} />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <LocalDateField source="createdAt" showTime />
      <AuditLogAdminField label="resources.audit_logs.fields.adminId" />
      <EnumField source="action" />
      <AuditLogResourceField label="resources.audit_logs.fields.resource" />
      <TextField source="recordId" emptyText="—" />
      <TextField source="ip" emptyText="—" />
      <Labeled label="resources.audit_logs.diff.changes" fullWidth>
        <AuditLogDiff />
      </Labeled>
    </SimpleShowLayout>
  </RecordShow>
);
