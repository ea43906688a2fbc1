/**
 * Resumable video uploads with the tus protocol (@tus/server): a cut upload continues from the
 * offset the server holds, after a reload too (the client remembers the upload's URL). When the
 * last byte arrives the file is sniffed, hashed and stored like any other upload, and the
 * answer names it in `Upload-Media-Url` and `Upload-File-Id`.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { pickLocale, translateMessage } from '../lib/i18n.ts';
import { presentFile } from './present.ts';
import { sniff, SNIFF_BYTES } from './sniff.ts';
import { adoptFile } from './store.ts';
import type { TStorage } from './storage.ts';

export const TUS_PATH = '/api/v1/admin/files/tus';
/** Set by the route from the signed-in admin, never from the client (any such header is replaced). */
const ADMIN_HEADER = 'x-showrunner-admin';

const headOf = async (path: string) => {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
};

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** A refusal that tus sends as it is, in the uploader's language. */
const refusal = (req: Request, status_code: number, message: string) => ({
  status_code,
  body: JSON.stringify({ message: translateMessage(message, pickLocale(req.headers.get('accept-language') ?? undefined)) }),
});

export const createTusServer = (app: FastifyInstance, storage: TStorage, options: { maxBytes: number; expiryMs: number }) => {
  const directory = join(storage.root, 'tus');
  const server = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: options.expiryMs }),
    maxSize: options.maxBytes,
    relativeLocation: true,
    exposedHeaders: ['Upload-Media-Url', 'Upload-File-Id'],
    onUploadFinish: async (req, upload) => {
      const path = join(directory, upload.id);
      const sniffed = sniff('video', await headOf(path));
      if (!sniffed) {
        await rm(path, { force: true });
        throw refusal(req, 415, 'errors.file_type');
      }
      try {
        const stored = await adoptFile(app.db, storage, {
          path,
          kind: 'video',
          size: upload.size ?? upload.offset,
          sha256: await sha256Of(path),
          sniffed,
          originalName: upload.metadata?.filename ?? undefined,
          uploadedBy: Number(req.headers.get(ADMIN_HEADER)) || null,
        });
        const file = presentFile(stored);
        return { headers: { 'Upload-Media-Url': file.url, 'Upload-File-Id': file.id } };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status < 500) throw refusal(req, status, (error as Error).message);
        throw error;
      } finally {
        await rm(`${path}.json`, { force: true });
      }
    },
  });
  return {
    handle: (request: { raw: import('node:http').IncomingMessage; admin: { id: number } | null }, raw: import('node:http').ServerResponse) => {
      request.raw.headers[ADMIN_HEADER] = String(request.admin?.id ?? '');
      return server.handle(request.raw, raw);
    },
    /** Deletes the parts of uploads left unfinished for longer than the expiry; returns how many. */
    sweep: () => server.cleanUpExpiredUploads(),
  };
};
