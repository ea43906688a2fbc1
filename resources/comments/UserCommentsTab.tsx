/** A customer's comments, newest first, each opening on its own page: a tab of the user's page. */
import { DataTable, Pagination, ReferenceManyField, TabbedShowLayout, usePermissions, type TabProps } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { EnumField, GenericReferenceField, LocalDateField, SnippetField } from '../../src/generic/fields.tsx';

export const UserCommentsTab = (props: Omit<TabProps, 'children'>) => {
  const { permissions } = usePermissions<string[]>();
  if (!canAccess(permissions ?? [], 'comments', 'list')) return null;
  return (
    <TabbedShowLayout.Tab {...props}>
      <ReferenceManyField reference="comments" target="user" sort={{ field: 'createdAt', order: 'DESC' }} perPage={10} pagination={<Pagination />}>
        <DataTable bulkActionButtons={false} rowClick={(id) => `/comments/${id}`}>
          <DataTable.Col source="createdAt" label="resources.comments.fields.createdAt"><LocalDateField source="createdAt" showTime /></DataTable.Col>
          <DataTable.Col source="comment" label="resources.comments.fields.comment"><SnippetField source="comment" /></DataTable.Col>
          <DataTable.Col source="video" label="resources.comments.fields.video"><GenericReferenceField source="video" reference="videos" /></DataTable.Col>
          <DataTable.Col source="status" label="resources.comments.fields.status"><EnumField source="status" /></DataTable.Col>
          <DataTable.Col source="reportStatus" label="resources.comments.fields.reportStatus"><EnumField source="reportStatus" /></DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};
