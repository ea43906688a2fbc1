/**
 * Uploads (`POST /files/images|videos|upload`, multipart, one file each), resumable video
 * uploads (tus under /files/tus), the checks a content team runs before uploading, and the
 * media library (`GET /photos`). Registered in a scope of their own, so that the multipart
 * and tus body parsers apply here and nowhere else.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/index.ts';
import { audit } from '../lib/audit.ts';
import { HttpError, unprocessable } from '../lib/errors.ts';
import { registerCheckRoutes } from './checks.ts';
import { registerPhotoRoutes } from './photos.ts';
import { presentFile } from './present.ts';
import { discardPlaced, placeFile, receiveUpload, recordFiles, type TPlaced, type TStoredFile, type TUpload } from './store.ts';
import type { TStorage } from './storage.ts';
import type { TFileKind } from './table.ts';
import { createTusServer, TUS_PATH } from './tus.ts';

export type TFileLimits = { image: number; video: number; file: number };

/**
 * Receives the request's files (at most `max`) into temporary files, then places them in the
 * storage, then records them with their audit rows in one transaction. A refusal of any file,
 * the last one too (413, 415, 451), keeps none of them.
 */
export const receiveFiles = async (
  app: FastifyInstance,
  storage: TStorage,
  request: FastifyRequest,
  kind: TFileKind,
  limit: number,
  max = 1,
  attach?: (tx: TDb, rows: TStoredFile[]) => Promise<unknown>,
): Promise<TStoredFile[]> => {
  if (!request.isMultipart()) throw new HttpError(415, 'errors.unsupported_media_type');
  const uploadedBy = request.admin?.id ?? null;
  const received: TUpload[] = [];
  const placed: TPlaced[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: limit, files: max, fields: 0 } })) {
      const file = await receiveUpload(storage, { kind, source: part.file, maxBytes: limit, isTruncated: () => part.file.truncated });
      received.push({ ...file, kind, originalName: part.filename, uploadedBy });
    }
    if (received.length === 0) throw unprocessable({ file: ['validation.required'] });
    for (const file of received) placed.push(await placeFile(app.db, storage, file));
  } catch (error) {
    await Promise.all(received.map((file) => storage.removeTemp(file.path)));
    await discardPlaced(storage, placed);
    throw error;
  }
  return recordFiles(app.db, storage, placed, (tx, file) => audit(tx, request, { action: 'upload', resource: 'files', recordId: file.id, after: presentFile(file) }), attach);
};

const UPLOADS: { path: string; kind: TFileKind; summary: string }[] = [
  { path: 'images', kind: 'image', summary: 'Upload an image (JPEG, PNG, GIF, WebP, AVIF; multipart field `file`): measured and given a thumbnail' },
  { path: 'videos', kind: 'video', summary: 'Upload a video (MP4, MOV, WebM, MKV; multipart field `file`); large files use the resumable tus endpoint' },
  { path: 'upload', kind: 'file', summary: 'Upload an attachment (an image, a video, PDF or ZIP; multipart field `file`)' },
];

/** Registers the upload routes; returns the way to delete unfinished uploads past their expiry. */
export const registerFileRoutes = async (
  app: FastifyInstance,
  options: { storage: TStorage; limits: TFileLimits; uploadDir: string; uploadExpiryMs: number; corsOrigins: string[] },
): Promise<() => Promise<number>> => {
  const { storage, limits, uploadDir, uploadExpiryMs, corsOrigins } = options;
  await app.register(multipart, { limits: { fileSize: limits.file, files: 1, fields: 0, parts: 50 } });
  for (const upload of UPLOADS) {
    app.post(
      `/api/v1/admin/files/${upload.path}`,
      {
        schema: { tags: ['files'], summary: upload.summary, consumes: ['multipart/form-data'], operationId: `upload${upload.kind[0]!.toUpperCase()}${upload.kind.slice(1)}` },
        config: { permission: 'upload-files' },
      },
      async (request, reply) => {
        const [file] = await receiveFiles(app, storage, request, upload.kind, limits[upload.kind]);
        return reply.status(201).send(presentFile(file!));
      },
    );
  }

  // tus reads the raw request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const tus = createTusServer(app, storage, { directory: uploadDir, maxBytes: limits.video, expiryMs: uploadExpiryMs, corsOrigins });

  const tusHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    // tus writes its answer itself: it gets the security headers every other answer has.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.raw.setHeader('Cache-Control', 'no-store');
    reply.hijack();
    await tus.handle(request, reply.raw);
  };
  const tusSchema = { tags: ['files'], summary: 'Resumable video upload (tus 1.0: POST creates, HEAD tells the offset, PATCH appends)' };
  app.route({ method: ['POST'], url: TUS_PATH, schema: tusSchema, config: { permission: 'upload-files', status: 201 }, handler: tusHandler });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${TUS_PATH}/:uploadId`,
    schema: tusSchema,
    config: { permission: 'upload-files', status: { HEAD: 200, PATCH: 204, DELETE: 204 } },
    handler: tusHandler,
  });

  registerCheckRoutes(app);
  registerPhotoRoutes(app);
  return tus.sweep;
};
