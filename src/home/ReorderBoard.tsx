/**
 * The records of one group (a page's blocks, a position's banners) in their sort order, in tabs
 * per group, or all of a resource ordered as one list (plans); dragging changes the order on
 * screen and one request saves it (`POST /<resource>/reorder {ids}`); leaving with an unsaved
 * order asks first.
 */
import { useState, type ReactNode } from 'react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useWarnWhenUnsaved } from '../generic/useWarnWhenUnsaved.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { SortableRows } from './SortableRows.tsx';

/** The field that groups the records, its values in the order of the tabs, and the one shown. */
type TGrouping = { group: string; groups: readonly string[]; value: string; onGroup: (value: string) => void };

type TProps = {
  resource: string;
  render: (record: RaRecord) => ReactNode;
  canSave: boolean;
} & (TGrouping | { group?: undefined; groups?: undefined; value?: undefined; onGroup?: undefined });

export const ReorderBoard = ({ resource, group, groups, value, onGroup, render, canSave }: TProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { data, isPending } = useGetList(resource, { filter: group ? { [group]: value } : {}, sort: { field: 'sort', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  // A dragged order belongs to the list it was dragged from: new data (another tab, a save) replaces it.
  const [draft, setDraft] = useState<{ base: unknown; records: RaRecord[] }>();
  const order = draft && draft.base === data ? draft.records : ((data ?? []) as RaRecord[]);
  const setOrder = (records: RaRecord[]) => setDraft({ base: data, records });
  const [isSaving, setSaving] = useState(false);
  const changed = order.map((r) => r.id).join() !== (data ?? []).map((r) => r.id).join();
  useWarnWhenUnsaved(changed && canSave);

  const save = async () => {
    setSaving(true);
    try {
      await dataProvider.call('POST', `/${resource}/reorder`, { ids: order.map((r) => r.id) });
      notify('home.reorder.saved', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      {group && (
        <Tabs value={value} onChange={(_, next: string) => onGroup(next)} variant="scrollable" allowScrollButtonsMobile>
          {groups.map((g) => (
            <Tab key={g} value={g} label={translate(`resources.${resource}.values.${group}.${g}`)} />
          ))}
        </Tabs>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', my: 1, gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('home.reorder.hint')}
        </Typography>
        {canSave && (
          <Button variant="contained" size="small" startIcon={<SaveIcon />} disabled={!changed || isSaving} onClick={() => void save()}>
            {translate('home.reorder.save')}
          </Button>
        )}
      </Stack>
      {!isPending && order.length === 0 && <Alert severity="info">{translate(`resources.${resource}.empty`)}</Alert>}
      <SortableRows name={`${resource}-row`} items={order as (RaRecord & { id: number })[]} onChange={setOrder} render={(record) => render(record)} />
    </Box>
  );
};
