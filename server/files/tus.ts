/**
 * Resumable video uploads with the tus protocol (@tus/server): a cut upload continues from the
 * offset the server holds, after a reload too (the client remembers the upload's URL). When the
 * last byte arrives the file is sniffed, hashed and stored like any other upload, and the
 * answer names it in `Upload-Media-Url` and `Upload-File-Id`. Uploads in progress live in
 * UPLOAD_DIR, which instances share, so that an upload begun on one can finish on another; the
 * finished file is then placed in the storage (the bucket, if any) and recorded with its audit row.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/index.ts';
import { audit } from '../lib/audit.ts';
import { pickLocale, translateMessage } from '../lib/i18n.ts';
import { presentFile } from './present.ts';
import { sniff, SNIFF_BYTES } from './sniff.ts';
import { adoptFile } from './store.ts';
import type { TStorage } from './storage.ts';

export const TUS_PATH = '/api/v1/admin/files/tus';
/** tus hands its hooks a web Request made from Node's; this is the way back to it (srvx). */
const nodeRequestOf = (req: Request) => (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;

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

/**
 * tus answers its own refusals (an unknown upload, an offset that does not match, a size over the
 * limit) in plain English text: they are answered like the rest of the API's, in JSON and in the
 * uploader's language. Refusals made here (`refusal`) are already so.
 */
const TUS_REFUSALS: Record<number, string> = {
  404: 'errors.not_found',
  409: 'errors.upload_offset',
  410: 'errors.not_found',
  413: 'errors.payload_too_large',
};
const answerInLanguage = (req: Request, error: { status_code?: number; body?: string }) => {
  if (error.body?.startsWith('{')) return undefined;
  const status = error.status_code ?? 500;
  return refusal(req, status, TUS_REFUSALS[status] ?? (status < 500 ? 'errors.bad_request' : 'errors.server'));
};

export const createTusServer = (
  app: FastifyInstance,
  storage: TStorage,
  options: { directory: string; maxBytes: number; expiryMs: number; corsOrigins: string[] },
) => {
  const { directory } = options;
  /** The requests being handled, so that the one that finishes an upload is audited as its sender's. */
  const handling = new WeakMap<IncomingMessage, FastifyRequest>();
  const server = new Server({
    path: TUS_PATH,
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: options.expiryMs }),
    maxSize: options.maxBytes,
    relativeLocation: true,
    exposedHeaders: ['Upload-Media-Url', 'Upload-File-Id'],
    // CORS as for the rest of the API: the configured origins only (tus would answer `*`).
    allowedOrigins: (origin) => options.corsOrigins.includes(origin),
    onResponseError: (req, error) => answerInLanguage(req, error as { status_code?: number; body?: string }),
    onUploadFinish: async (req, upload) => {
      const path = join(directory, upload.id);
      const raw = nodeRequestOf(req);
      const request = raw && handling.get(raw);
      if (!request) throw new Error('a tus upload finished outside a request');
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
          uploadedBy: request.admin?.id ?? null,
        }, (tx: TDb, file) => audit(tx, request, { action: 'upload', resource: 'files', recordId: file.id, after: presentFile(file) }));
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
    handle: async (request: FastifyRequest, response: ServerResponse) => {
      handling.set(request.raw, request);
      try {
        await server.handle(request.raw, response);
      } finally {
        handling.delete(request.raw);
      }
    },
    /** Deletes the parts of uploads left unfinished for longer than the expiry; returns how many. */
    sweep: () => server.cleanUpExpiredUploads(),
  };
};
