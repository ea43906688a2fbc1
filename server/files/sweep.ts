/**
 * What uploads leave behind: temporary files (`*.part`) of requests cut off by a crash or a
 * kill, and resumable uploads left unfinished past their expiry. One plain function, run at
 * start and every hour (`server/plugins/uploadSweeps.ts`), by whichever scheduler runs it.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A temporary file untouched this long belongs to no upload in progress (each write touches it). */
export const STALE_PART_MS = 3_600_000;

/** Deletes `*.part` files in `tempDir` not written to for `staleMs`; resolves with how many. */
export const sweepTempFiles = async (tempDir: string, staleMs = STALE_PART_MS, now = Date.now()): Promise<number> => {
  const names = await readdir(tempDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let swept = 0;
  for (const name of names.filter((n) => /^[0-9a-f]{32}\.part$/.test(n))) {
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs < staleMs) continue;
    await rm(path, { force: true });
    swept += 1;
  }
  return swept;
};

/** Sweeps both kinds of leftovers; resolves with how many were deleted. */
export const sweepUploadLeftovers = async (options: { tempDir: string; sweepResumable: () => Promise<number> }): Promise<number> =>
  (await sweepTempFiles(options.tempDir)) + (await options.sweepResumable());
