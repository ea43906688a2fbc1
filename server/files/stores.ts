/** The store the configuration names: the bucket when S3_BUCKET is set, else the local disk. */
import { join } from 'node:path';
import type { TConfig } from '../config.ts';
import { s3Storage } from './s3Storage.ts';
import { diskStorage, type TStorage } from './storage.ts';

export const openStorage = (config: Pick<TConfig, 'storageDir' | 's3'>): TStorage => {
  const tempDir = join(config.storageDir, 'tmp');
  return config.s3 ? s3Storage(config.s3, tempDir) : diskStorage(config.storageDir, tempDir);
};
