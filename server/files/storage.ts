/**
 * Where uploaded bytes live: the local disk (the embedded default) or an S3-compatible bucket
 * (`s3Storage.ts`). Either way an upload is first written to a temporary file on the local disk,
 * where it is sniffed, measured, hashed and thumbnailed before it is known to be good; only then
 * is it placed under a key the server makes (`images/ab/<32 hex>.jpg`). How /media reaches the
 * bytes is the store's own business (`serve`), so that nothing outside a store knows a path.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export type TStorage = {
  /** Where temporary files are written (always on the local disk); swept of leftovers. */
  tempDir: string;
  /** A fresh temporary file to write an upload into before it is known to be good. */
  tempFile: () => Promise<{ path: string; stream: Writable }>;
  removeTemp: (path: string) => Promise<void>;
  /** Places a complete local file under its key; the local file is gone afterwards. */
  adopt: (path: string, key: string, mime: string) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** Every stored key (tests and backups; a full listing, not for requests). */
  keys: () => Promise<string[]>;
  /** Every stored object with when it was last written, page by page (the sweep of unreferenced objects). */
  objects: () => AsyncIterable<TStoredObject[]>;
  /** Registers GET/HEAD of `<prefix><key>` for the keys `isServable` accepts, headers set by `headersOf`. */
  serve: (app: FastifyInstance, options: TServeOptions) => Promise<void>;
  /** Throws a clear error when the store cannot be used (a missing or unreachable bucket). */
  check: () => Promise<void>;
  /** Lets go of connections. */
  close: () => void;
};

export type TStoredObject = { key: string; modifiedMs: number };

export type TServeOptions = {
  prefix: string;
  isServable: (key: string) => boolean;
  headersOf: (key: string) => Record<string, string>;
};

/** A temporary file under `dir`, named `<32 hex>.part` so that a sweep knows it for one. */
export const newTempFile = async (dir: string) => {
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomBytes(16).toString('hex')}.part`);
  return { path, stream: createWriteStream(path, { flags: 'wx' }) as Writable };
};

const STORED_FOLDERS = ['images', 'videos', 'files', 'thumbs'];
/** How many objects a page of a listing holds (S3 answers 1,000 at most). */
const LIST_PAGE = 1_000;

export const diskStorage = (root: string, tempDir = join(root, 'tmp')): TStorage => {
  const listUnder = async (dir: string, prefix: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? listUnder(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])));
    return nested.flat();
  };
  return {
    tempDir,
    tempFile: () => newTempFile(tempDir),
    removeTemp: (path) => rm(path, { force: true }),
    adopt: async (path, key) => {
      const target = join(root, key);
      await mkdir(dirname(target), { recursive: true });
      try {
        await rename(path, target);
      } catch (error) {
        // A resumable upload finishes in UPLOAD_DIR, which may be another volume.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await pipeline(createReadStream(path), createWriteStream(target, { flags: 'wx' }));
        await rm(path, { force: true });
      }
    },
    remove: (key) => rm(join(root, key), { force: true }),
    keys: async () => (await Promise.all(STORED_FOLDERS.map((folder) => listUnder(join(root, folder), `${folder}/`)))).flat(),
    objects: async function* () {
      for (const folder of STORED_FOLDERS) {
        const keys = await listUnder(join(root, folder), `${folder}/`);
        for (let at = 0; at < keys.length; at += LIST_PAGE) {
          const page = await Promise.all(
            keys.slice(at, at + LIST_PAGE).map(async (key) => {
              const info = await stat(join(root, key)).catch(() => undefined);
              return info ? [{ key, modifiedMs: info.mtimeMs }] : [];
            }),
          );
          yield page.flat();
        }
      }
    },
    serve: async (app, { prefix, isServable, headersOf }) => {
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: false,
        index: false,
        dotfiles: 'deny',
        list: false,
        allowedPath: (pathName) => isServable(pathName.replace(/^\//, '')),
        cacheControl: false,
        setHeaders: (reply, path) => {
          for (const [name, value] of Object.entries(headersOf(path.slice(root.length + 1)))) reply.header(name, value);
        },
      });
    },
    // A volume that went away is not made again here: a new empty folder would hide the loss.
    check: () => access(root, constants.R_OK | constants.W_OK),
    close: () => {},
  };
};

/** The configured store cannot be used: the operator's to fix, with this message, rather than a crash. */
export class StorageUnavailableError extends Error {}

/** `images/ab/<32 hex>.jpg`: random, so that names reveal nothing and never collide. */
export const newKey = (folder: 'images' | 'videos' | 'files', extension: string): string => {
  const name = randomBytes(16).toString('hex');
  return `${folder}/${name.slice(0, 2)}/${name}.${extension}`;
};

/** The only keys /media serves. */
export const MEDIA_KEY = /^(images|videos|files|thumbs)\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
