/**
 * A tab of one record's page listing the records of another resource that point at it (a
 * customer's orders, their subscriptions): its declared fields as columns, newest first, ten a
 * page, each row opening its own page; shown only to who may list that resource.
 */
import { DataTable, Pagination, ReferenceManyField, TabbedShowLayout, usePermissions, type TabProps } from 'react-admin';
import { canAccess } from '../access.ts';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { fieldFor } from './fieldTypes.tsx';

type TRelatedRecordsTabProps = Omit<TabProps, 'children'> & {
  /** The resource listed. */
  of: TResource;
  /** Its field that holds the shown record's id. */
  target: string;
  columns: readonly string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
};

export const RelatedRecordsTab = ({ of, target, columns, sort, ...props }: TRelatedRecordsTabProps) => {
  const { permissions } = usePermissions<string[]>();
  if (!canAccess(permissions ?? [], of.name, 'list')) return null;
  return (
    <TabbedShowLayout.Tab {...props}>
      <ReferenceManyField reference={of.name} target={target} sort={sort} perPage={10} pagination={<Pagination />}>
        <DataTable bulkActionButtons={false} rowClick={(id) => resourcePath(of, 'show', id) ?? false}>
          {columns.map((source) => (
            <DataTable.Col key={source} source={source} label={`resources.${of.name}.fields.${source}`}>
              {fieldFor(of, source, 'list')}
            </DataTable.Col>
          ))}
        </DataTable>
      </ReferenceManyField>
    </TabbedShowLayout.Tab>
  );
};
