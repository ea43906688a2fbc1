import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import { BulkDeleteButton, DataTable, FilterButton, List, TopToolbar } from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { BulkActionButton, ExportCsvButton } from './actionButtons.tsx';
import { BatchCreateLinkButton, CreateLinkButton, EditLinkButton, ShowLinkButton } from './buttons.tsx';
import { appFieldType, fieldFor } from './fieldTypes.tsx';
import { GenericEmpty } from './GenericEmpty.tsx';
import { GenericSimpleList } from './GenericSimpleList.tsx';
import { ListPagination } from './ListPagination.tsx';
import { listFilters } from './listFilters.tsx';
import { useResourceAccess } from './useResourceAccess.ts';
import { useFreshSelection } from './useFreshSelection.ts';

const ROWS_PER_PAGE = [10, 25, 50, 100];
const TITLE_TEXT = new Set(['string', 'text']);

/** The API sorts by these and by the resource's `sortable` only; any other column would answer 400. */
const ALWAYS_SORTABLE = ['id', 'createdAt', 'updatedAt'];

type TResourceProps = { resource: TResource };

const GenericListActions = ({ resource, canCreate, canBatchCreate, canExport }: TResourceProps & { canCreate: boolean; canBatchCreate: boolean; canExport: boolean }) => (
  <TopToolbar>
    {(resource.filters?.length ?? 0) > 0 && <FilterButton />}
    {canCreate && <CreateLinkButton resource={resource} />}
    {canBatchCreate && <BatchCreateLinkButton resource={resource} />}
    {canExport && <ExportCsvButton resource={resource} />}
  </TopToolbar>
);

/** Bulk actions the admin holds (each also needs the batch permission), then bulk delete. */
const GenericBulkActions = ({ resource, actions, canBulkDelete }: TResourceProps & { actions: string[]; canBulkDelete: boolean }) => (
  <>
    {actions.map((action) => (
      <BulkActionButton key={action} resource={resource} action={action} />
    ))}
    {canBulkDelete && <BulkDeleteButton mutationMode="pessimistic" />}
  </>
);

/** `above`: what a resource shows above its table, inside the list's context (the totals of the filtered rows). */
export const GenericList = ({ resource, above }: TResourceProps & { above?: ReactElement }) => {
  const { canCreate, canBatchCreate, canEdit, canShow, canBulkDelete, canExport, bulkActions } = useResourceAccess(resource);
  useFreshSelection(resource.name);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const filters = useMemo(() => listFilters(resource), [resource]);
  const sortable = new Set([...ALWAYS_SORTABLE, ...(resource.sortable ?? []).map(String)]);
  // A row opens what the admin may do with it: edit first, else read.
  const rowClick = (id: number | string) =>
    (canEdit && resourcePath(resource, 'edit', id)) || (canShow && resourcePath(resource, 'show', id)) || false;
  return (
    <List
      resource={resource.name}
      // A list named apart from its records (the mail outbox, whose records are mails) is titled as its menu entry is.
      title={resource.menuLabel}
      sort={{ field: String(resource.sort.field), order: resource.sort.order }}
      perPage={25}
      filters={filters}
      exporter={false}
      actions={<GenericListActions resource={resource} canCreate={canCreate} canBatchCreate={canBatchCreate} canExport={canExport} />}
      empty={<GenericEmpty resource={resource} canCreate={canCreate} />}
      pagination={<ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />}
    >
      {above}
      {isPhone ? (
        <GenericSimpleList resource={resource} rowClick={rowClick} />
      ) : (
        <DataTable
          rowClick={rowClick}
          bulkActionButtons={canBulkDelete || bulkActions.length ? <GenericBulkActions resource={resource} actions={bulkActions} canBulkDelete={canBulkDelete} /> : false}
        >
          {resource.list.map((column) => {
            const source = String(column);
            return (
              <DataTable.Col
                key={source}
                source={source}
                disableSort={!sortable.has(source)}
                align={resource.fields[source] && appFieldType(resource.fields[source]).align}
                // The text that names a row (a mail's subject, a post's title) is never squeezed to a word a line by its neighbours.
                sx={source === String(resource.title) && TITLE_TEXT.has(resource.fields[source]?.type ?? '') ? { minWidth: '14em' } : undefined}
              >
                {fieldFor(resource, source, 'list')}
              </DataTable.Col>
            );
          })}
          {(canShow || canEdit) && (
            <DataTable.Col label="" align="right" disableSort>
              {canShow && <ShowLinkButton resource={resource} />}
              {canEdit && <EditLinkButton resource={resource} />}
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
};
