/** The rows of a batch creation: from video files (serial number and title from the name) or from pasted lines. */
import { ALTERNATE_KEY } from '../../define.ts';
import type { TTransfer } from '../../../src/media/transfer.ts';
import { formValidator } from '../../../src/generic/formValues.ts';
import { videos } from '../schema.ts';

export type TBatchStatus = 'waiting' | 'uploading' | 'creating' | 'done' | 'failed';

export type TBatchRow = {
  key: string;
  serialNumber: string;
  title: string;
  file?: File;
  status: TBatchStatus;
  transfer?: TTransfer;
  error?: string;
  createdId?: number;
};

let counter = 0;
const nextKey = () => `row-${++counter}`;

const toSerial = (text: string) =>
  text.toUpperCase().replace(/[^A-Z0-9._-]+/g, '-').replace(/^[^A-Z0-9]+/, '').replace(/[-_.]+$/, '').slice(0, 50);
const toTitle = (text: string) => text.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 255);

/**
 * `SR-2024-001 Harbour Lights.mp4` (or `SR-2024-001 - Harbour Lights`, `SR-2024-001_Harbour Lights`)
 * → serial `SR-2024-001`, title `Harbour Lights`: a leading key with a digit in it is the serial
 * number as typed, the rest the title. `SR-2024-001.mp4` is a serial number alone. A name with no
 * such key (`My Film_01.final.mp4`) gives a serial number made from it and the same words as title.
 */
export const fromFileName = (name: string): { serialNumber: string; title: string } => {
  const stem = name.replace(/\.[^.]+$/, '').trim();
  const keyed = /^([A-Za-z0-9][A-Za-z0-9.-]*\d[A-Za-z0-9.-]*?)(?:\s*[-–—_]\s+|\s+|_)(.+)$/.exec(stem);
  if (keyed && keyed[1]!.length <= 50) return { serialNumber: keyed[1]!.replace(/[-.]+$/, ''), title: toTitle(keyed[2]!) };
  if (ALTERNATE_KEY.test(stem) && /\d/.test(stem) && !/_/.test(stem)) return { serialNumber: stem, title: '' };
  return { serialNumber: toSerial(stem), title: toTitle(stem) };
};

export const rowsFromFiles = (files: File[]): TBatchRow[] =>
  files.map((file) => ({ key: nextKey(), ...fromFileName(file.name), file, status: 'waiting' }));

/** One video per line: the serial number, then a tab or a comma, then the title. Blank lines are skipped. */
export const rowsFromText = (text: string): TBatchRow[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [serial = '', ...rest] = line.split(/\t|,/);
      return { key: nextKey(), serialNumber: serial.trim(), title: rest.join(',').trim(), status: 'waiting' };
    });

type TTranslate = (key: string, options?: Record<string, unknown>) => string;

/** What a row sends: the single create's fields, an empty title as none. */
export const rowPayload = (row: Pick<TBatchRow, 'serialNumber' | 'title'>) => ({ serialNumber: row.serialNumber.trim(), title: row.title.trim() || null });

/**
 * A row's errors by field, from the schema the single create form and the API use (the server
 * still checks uniqueness): `{ serialNumber: 'Required' }`, or `{}` for a row that may be sent.
 */
export const rowErrors = (row: Pick<TBatchRow, 'serialNumber' | 'title'>, translate: TTranslate): Partial<Record<'serialNumber' | 'title', string>> =>
  formValidator(videos, videos.ZCreate, translate)(rowPayload(row)) as Partial<Record<'serialNumber' | 'title', string>>;
