/**
 * The buttons of a resource's custom actions (publish, hide, ...) on a record and on the list's
 * selection, and its CSV export. A refusal names what is missing, in the admin's language.
 */
import DownloadIcon from '@mui/icons-material/Download';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import {
  Button,
  HttpError,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useTranslateLabel,
  useUnselectAll,
} from 'react-admin';
import { useState } from 'react';
import type { TResource } from '../../resources/define.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';

type TActionProps = { resource: TResource; action: string };

/** What the admin is told when an action went through. */
const DONE: Record<string, string> = { publish: 'content.notify.published', hide: 'content.notify.hidden', unpublish: 'content.notify.unpublished' };

/** `Missing: Title, Cover` from a 422's fields; for a bulk refusal, one line per record id. */
const useRefusal = (resource: TResource) => {
  const translate = useTranslate();
  const label = useTranslateLabel();
  const fields = (names: string[]) => names.map((name) => label({ source: name, resource: resource.name })).join(', ');
  return (error: unknown): string => {
    if (!(error instanceof HttpError)) return (error as Error).message;
    const errors = (error.body as { errors?: Record<string, string | string[]> } | undefined)?.errors ?? {};
    const lines = Object.entries(errors).map(([key, value]) =>
      /^\d+$/.test(key) ? `#${key}: ${fields([value].flat())}` : fields([key]),
    );
    return lines.length ? `${error.message} ${translate('content.notify.missing', { fields: lines.join(' · ') })}` : error.message;
  };
};

export const RecordActionButton = ({ resource, action }: TActionProps) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const refusal = useRefusal(resource);
  const [isBusy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
    setBusy(true);
    try {
      const after = (await dataProvider.action(resource.name, record.id, action)) as { status?: string; publishedAt?: string };
      const message =
        after.status === 'scheduled'
          ? translate('content.notify.scheduled', { date: new Date(after.publishedAt!).toLocaleString() })
          : translate(DONE[action] ?? 'ra.notification.updated', { smart_count: 1 });
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      notify(refusal(error), { type: 'error', multiLine: true, autoHideDuration: 10000 });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={`content.action.${action}`} onClick={() => void run()} disabled={isBusy}><PlayCircleOutlineIcon /></Button>;
};

export const BulkActionButton = ({ resource, action }: TActionProps) => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource.name);
  const refusal = useRefusal(resource);
  const [isBusy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.bulkAction(resource.name, action, selectedIds);
      notify('content.notify.bulk_done', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      unselectAll();
      refresh();
    } catch (error) {
      notify(refusal(error), { type: 'error', multiLine: true, autoHideDuration: 10000 });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={`content.action.${action}`} onClick={() => void run()} disabled={isBusy}><PlayCircleOutlineIcon /></Button>;
};

/** The filtered, sorted list as the resource's CSV, downloaded with the token in a header. */
export const ExportCsvButton = ({ resource }: { resource: TResource }) => {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const run = async () => {
    try {
      await dataProvider.exportCsv(resource.name, { filter: filterValues, sort }, resource.export!.filename);
      notify('content.notify.exported', { type: 'info', messageArgs: { filename: resource.export!.filename } });
    } catch {
      notify('content.notify.export_failed', { type: 'error' });
    }
  };
  return <Button label="content.action.export_csv" onClick={() => void run()} disabled={total === 0}><DownloadIcon /></Button>;
};
