/**
 * Stored files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph), shared by every
 * instance. Writes stream a checked local file in parts (`@aws-sdk/lib-storage`: a few parts in
 * memory at a time, never the whole file). /media streams objects through this server, so that
 * every file keeps the headers that make it safe to serve (type, nosniff, sandbox CSP,
 * attachment) and the app's own origin; Range, ETag and conditional requests pass through to the
 * bucket, and small objects (thumbnails) are answered from memory after their first read. Credentials come from the SDK's default chain (environment, profile, role).
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { HttpError, notFound } from '../lib/errors.ts';
import { SMALL_OBJECT_BYTES, smallObjectCache } from './smallObjects.ts';
import { newTempFile, StorageUnavailableError, type TStorage, type TStoredObject } from './storage.ts';

export type TS3Options = { bucket: string; endpoint?: string; region: string; forcePathStyle: boolean };

const PART_BYTES = 8 * 1024 ** 2;
const CHECK_TIMEOUT_MS = 10_000;
/** One range of bytes, as browsers ask for video; anything else is served whole (RFC 9110 allows it). */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Why a bucket cannot be used, in words an operator can act on. */
const explain = (error: unknown, options: TS3Options): StorageUnavailableError => {
  const where = `S3_BUCKET "${options.bucket}" at ${options.endpoint ?? `AWS (${options.region})`}`;
  const status = statusOf(error);
  if (status === 404) return new StorageUnavailableError(`${where} does not exist: create it, or correct S3_BUCKET / S3_ENDPOINT`);
  if (status === 403 || status === 401) return new StorageUnavailableError(`${where} refuses these credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or the instance role)`);
  return new StorageUnavailableError(`${where} cannot be reached: ${(error as Error).message || (error as Error).name}`);
};

export const s3Storage = (options: TS3Options, tempDir: string): TStorage => {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer
    // streamed-checksum encoding, and every file's SHA-256 is kept in the database anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const small = smallObjectCache();

  /** `bytes=-N` (the last N bytes) as a range from a start, which every S3-compatible store knows. */
  const fromStart = async (key: string, range: string): Promise<string> => {
    const suffix = /^bytes=-(\d+)$/.exec(range);
    if (!suffix) return range;
    const { ContentLength = 0 } = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
    return `bytes=${Math.max(ContentLength - Number(suffix[1]), 0)}-`;
  };

  async function* objects(): AsyncIterable<TStoredObject[]> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
      yield (page.Contents ?? []).map((object) => ({ key: object.Key!, modifiedMs: object.LastModified?.getTime() ?? Date.now() }));
      ContinuationToken = page.NextContinuationToken;
    } while (ContinuationToken);
  }

  return {
    tempDir,
    tempFile: () => newTempFile(tempDir),
    removeTemp: (path) => rm(path, { force: true }),
    adopt: async (path, key, mime) => {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: createReadStream(path), ContentType: mime, CacheControl: 'public, max-age=31536000, immutable' },
        partSize: PART_BYTES,
        queueSize: 2,
      });
      await upload.done();
      await rm(path, { force: true });
    },
    remove: async (key) => {
      small.delete(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    keys: async () => {
      const keys: string[] = [];
      for await (const page of objects()) keys.push(...page.map((object) => object.key));
      return keys;
    },
    objects,
    serve: async (app, { prefix, isServable, headersOf }) => {
      app.route<{ Params: { '*': string } }>({
        method: ['GET', 'HEAD'],
        url: `${prefix}*`,
        schema: { hide: true },
        handler: async (request, reply) => {
          const key = request.params['*'];
          if (!isServable(key)) throw notFound();
          const range = request.headers.range;
          const cached = range ? undefined : small.get(key);
          if (cached) {
            reply.headers(headersOf(key)).header('Accept-Ranges', 'bytes');
            if (cached.etag) reply.header('ETag', cached.etag);
            if (cached.lastModified) reply.header('Last-Modified', cached.lastModified.toUTCString());
            if (cached.etag && request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
            return reply.header('Content-Length', cached.body.length).send(request.method === 'HEAD' ? undefined : cached.body);
          }
          try {
            const conditions = { IfNoneMatch: request.headers['if-none-match'], Range: range && SINGLE_RANGE.test(range) ? await fromStart(key, range) : undefined };
            const object =
              request.method === 'HEAD'
                ? await client.send(new HeadObjectCommand({ Bucket, Key: key, IfNoneMatch: conditions.IfNoneMatch }))
                : await client.send(new GetObjectCommand({ Bucket, Key: key, ...conditions }));
            reply.headers(headersOf(key));
            reply.header('Accept-Ranges', 'bytes');
            if (object.ETag) reply.header('ETag', object.ETag);
            if (object.LastModified) reply.header('Last-Modified', object.LastModified.toUTCString());
            if (object.ContentLength !== undefined) reply.header('Content-Length', object.ContentLength);
            if ('ContentRange' in object && object.ContentRange) reply.code(206).header('Content-Range', object.ContentRange);
            if (!('Body' in object)) return reply.send();
            if (!conditions.Range && object.ContentLength !== undefined && object.ContentLength <= SMALL_OBJECT_BYTES) {
              const body = Buffer.from(await object.Body!.transformToByteArray());
              small.set(key, { body, etag: object.ETag, lastModified: object.LastModified });
              return reply.send(body);
            }
            return reply.send(object.Body as Readable);
          } catch (error) {
            const status = statusOf(error);
            if (status === 304) return reply.code(304).headers(headersOf(key)).header('ETag', request.headers['if-none-match']).send();
            if (status === 404) throw notFound();
            if (status === 416) throw new HttpError(416, 'errors.bad_request');
            throw error;
          }
        },
      });
    },
    check: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
      } catch (error) {
        throw explain(error, options);
      }
    },
    close: () => client.destroy(),
  };
};
