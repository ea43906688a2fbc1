/** A stored file as the API describes it. */
import type { TStoredFile } from './store.ts';

let mediaBase = '/media';

/**
 * Set once at start from MEDIA_BASE_URL (a CDN in front of /media or of the bucket): like the
 * routes, it is the same for the whole process.
 */
export const useMediaBase = (base: string): void => {
  mediaBase = base;
};

/** What stored addresses start with, up to the key. */
export const mediaPrefix = () => `${mediaBase}/`;

export const mediaUrl = (key: string | null) => (key ? `${mediaBase}/${key}` : null);

export const presentFile = (file: TStoredFile) => ({
  id: file.id,
  kind: file.kind,
  url: mediaUrl(file.storageKey)!,
  thumbUrl: mediaUrl(file.thumbKey),
  mime: file.mime,
  size: file.size,
  width: file.width,
  height: file.height,
  sha256: file.sha256,
  originalName: file.originalName,
  createdAt: file.createdAt,
});
