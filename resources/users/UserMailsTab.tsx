/** The e-mails sent to a customer, newest first, each opening in the outbox. */
import { DataTable, Pagination, ReferenceManyField, TabbedShowLayout, TextField, usePermissions, type TabProps } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { EnumField, LocalDateField } from '../../src/generic/fields.tsx';

export const UserMailsTab = (props: Omit<TabProps, 'children'>) => {
  const { permissions } = usePermissions<string[]>();
  if (!canAccess(permissions ?? [], 'mails', 'list')) return null;
  return (
    <TabbedShowLayout.Tab {...props}>
      <ReferenceManyField reference="mails" target="user" sort={{ field: 'id', order: 'DESC' }} perPage={10} pagination={<Pagination />}>
        <DataTable bulkActionButtons={false} rowClick={(id) => `/users/mails/${id}`}>
          <DataTable.Col source="createdAt" label="resources.mails.fields.createdAt"><LocalDateField source="createdAt" showTime /></DataTable.Col>
          <DataTable.Col source="subject" label="resources.mails.fields.subject"><TextField source="subject" /></DataTable.Col>
          <DataTable.Col source="template" label="resources.mails.fields.template"><TextField source="template" /></DataTable.Col>
          <DataTable.Col source="state" label="resources.mails.fields.state"><EnumField source="state" /></DataTable.Col>
          <DataTable.Col source="sentAt" label="resources.mails.fields.sentAt"><LocalDateField source="sentAt" showTime emptyText="—" /></DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};
