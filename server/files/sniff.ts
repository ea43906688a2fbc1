/**
 * The type of a file decided from its first bytes, never from its name or the client's
 * Content-Type, against an allow-list per kind. SVG, HTML and scripts match nothing and are
 * refused (a browser could run them).
 */
import type { TFileKind } from './table.ts';

export type TSniffed = { mime: string; extension: string };

/** Bytes needed to tell every allowed type apart. */
export const SNIFF_BYTES = 64;

const startsWith = (bytes: Buffer, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

const sniffImage = (b: Buffer): TSniffed | undefined => {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return { mime: 'image/gif', extension: 'gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { mime: 'image/webp', extension: 'webp' };
  if (ascii(b, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(b, 8, 12))) return { mime: 'image/avif', extension: 'avif' };
  return undefined;
};

const sniffVideo = (b: Buffer): TSniffed | undefined => {
  if (ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'qt  ') return { mime: 'video/quicktime', extension: 'mov' };
    if (!['avif', 'avis', 'heic', 'heix', 'mif1'].includes(brand)) return { mime: 'video/mp4', extension: 'mp4' };
  }
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) {
    return b.includes('webm', 0, 'latin1') ? { mime: 'video/webm', extension: 'webm' } : { mime: 'video/x-matroska', extension: 'mkv' };
  }
  return undefined;
};

const sniffDocument = (b: Buffer): TSniffed | undefined => {
  if (ascii(b, 0, 5) === '%PDF-') return { mime: 'application/pdf', extension: 'pdf' };
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return { mime: 'application/zip', extension: 'zip' };
  return undefined;
};

/** What the first bytes are, if the kind allows it. */
export const sniff = (kind: TFileKind, head: Buffer): TSniffed | undefined => {
  if (kind === 'image') return sniffImage(head);
  if (kind === 'video') return sniffVideo(head);
  return sniffImage(head) ?? sniffVideo(head) ?? sniffDocument(head);
};

export const isInline = (mime: string) => mime.startsWith('image/') || mime.startsWith('video/');

/** The served type of a stored key, from the extension the server gave it. */
export const MIME_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  pdf: 'application/pdf',
  zip: 'application/zip',
};
