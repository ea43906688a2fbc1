/**
 * Runs a batch: one row after the other, the file uploaded resumably and then a draft video
 * created. A row that fails keeps its error and the others go on; nothing done is undone.
 */
import { useCallback, useRef, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../../../src/providers/dataProvider.ts';
import { uploadResumable } from '../../../src/providers/uploads.ts';
import { createRateMeter } from '../../../src/media/transfer.ts';
import { rowErrors, rowPayload, type TBatchRow } from './batchRows.ts';

/** The first field message of a refusal, else its message. */
const reasonOf = (error: unknown): string => {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined;
  const first = errors ? Object.values(errors)[0] : undefined;
  return first ? `${(error as Error).message} ${first}` : (error as Error).message;
};

export const useBatch = () => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const translate = useTranslate();
  const [rows, setRows] = useState<TBatchRow[]>([]);
  const [isRunning, setRunning] = useState(false);
  const latest = useRef(rows);
  latest.current = rows;

  const patch = useCallback((key: string, change: Partial<TBatchRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const runRow = async (row: TBatchRow) => {
    try {
      let video: string | undefined;
      if (row.file) {
        const meter = createRateMeter();
        patch(row.key, { status: 'uploading', error: undefined, transfer: meter(0, row.file.size) });
        video = (await uploadResumable(row.file, (loaded, total) => patch(row.key, { transfer: meter(loaded, total) })).done).url;
      }
      patch(row.key, { status: 'creating' });
      const { data } = await dataProvider.create('videos', { data: { ...rowPayload(row), ...(video ? { video } : {}) } });
      patch(row.key, { status: 'done', createdId: Number(data.id), transfer: undefined });
    } catch (error) {
      patch(row.key, { status: 'failed', transfer: undefined, error: reasonOf(error) || translate('ra.notification.http_error') });
    }
  };

  const start = async () => {
    setRunning(true);
    // A row the schema refuses is never sent (nor its file uploaded): it waits to be corrected.
    const ready = latest.current.filter((r) => (r.status === 'waiting' || r.status === 'failed') && Object.keys(rowErrors(r, translate)).length === 0);
    for (const row of ready) {
      // The row as it is now: its serial number and title may have been corrected since it failed.
      await runRow(latest.current.find((r) => r.key === row.key) ?? row);
    }
    setRunning(false);
  };

  return {
    rows,
    isRunning,
    add: (added: TBatchRow[]) => setRows((current) => [...current, ...added]),
    edit: (key: string, change: Partial<Pick<TBatchRow, 'serialNumber' | 'title'>>) => patch(key, change),
    remove: (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
    clear: () => setRows([]),
    start,
  };
};
