/** A stored file as the API describes it. */
import type { TStoredFile } from './store.ts';

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);

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
