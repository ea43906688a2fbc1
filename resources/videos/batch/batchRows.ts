/** The rows of a batch creation: from video files (serial number and title from the name) or from pasted lines. */
import { ALTERNATE_KEY } from '../../define.ts';
import type { TTransfer } from '../../../src/media/transfer.ts';

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

/** `My Film_01.final.mp4` → serial `MY-FILM-01-FINAL`, title `My Film 01 final`. */
export const fromFileName = (name: string): { serialNumber: string; title: string } => {
  const stem = name.replace(/\.[^.]+$/, '');
  const serialNumber = stem.toUpperCase().replace(/[^A-Z0-9._-]+/g, '-').replace(/^[^A-Z0-9]+/, '').replace(/[-_.]+$/, '').slice(0, 50);
  const title = stem.replace(/[_.]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 255);
  return { serialNumber, title };
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

/** Whether the serial number can be sent as it is (the server checks uniqueness). */
export const isValidSerial = (serial: string) => ALTERNATE_KEY.test(serial);
