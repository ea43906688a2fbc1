/**
 * Where uploaded bytes live. A small interface so that an S3-compatible store can replace the
 * local disk; the disk keeps files under STORAGE_DIR, outside the app's static root, by keys
 * the server makes (`images/ab/<32 hex>.jpg`).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';

export type TStorage = {
  /** A fresh temporary file to write an upload into before it is known to be good. */
  tempFile: () => Promise<{ path: string; stream: Writable }>;
  /** Moves a complete temporary file (or a finished resumable upload) under its key. */
  adopt: (path: string, key: string) => Promise<void>;
  /** The local path of a key (the disk store serves /media from it). */
  pathOf: (key: string) => string;
  remove: (key: string) => Promise<void>;
  removeTemp: (path: string) => Promise<void>;
  root: string;
};

export const diskStorage = (root: string): TStorage => {
  const tmp = join(root, 'tmp');
  return {
    root,
    tempFile: async () => {
      await mkdir(tmp, { recursive: true });
      const path = join(tmp, `${randomBytes(16).toString('hex')}.part`);
      return { path, stream: createWriteStream(path, { flags: 'wx' }) };
    },
    adopt: async (path, key) => {
      const target = join(root, key);
      await mkdir(dirname(target), { recursive: true });
      await rename(path, target);
    },
    pathOf: (key) => join(root, key),
    remove: (key) => rm(join(root, key), { force: true }),
    removeTemp: (path) => rm(path, { force: true }),
  };
};

/** `images/ab/<32 hex>.jpg`: random, so that names reveal nothing and never collide. */
export const newKey = (folder: 'images' | 'videos' | 'files', extension: string): string => {
  const name = randomBytes(16).toString('hex');
  return `${folder}/${name.slice(0, 2)}/${name}.${extension}`;
};

/** The only paths /media serves. */
export const MEDIA_KEY = /^\/?(images|videos|files|thumbs)\/[0-9a-f]{2}\/[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
