/**
 * The file chooser behind an upload button: hidden, opened through its ref, and emptied after each
 * choice so that the same file can be chosen again.
 */
import type { RefObject } from 'react';

export const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp,image/avif';
export const VIDEO_TYPES = 'video/mp4,video/quicktime,video/webm,video/x-matroska,.mkv';

type TProps = { inputRef: RefObject<HTMLInputElement | null>; accept: string; multiple?: boolean; testId: string; onFiles: (files: File[]) => void };

export const HiddenFileInput = ({ inputRef, accept, multiple, testId, onFiles }: TProps) => (
  <input
    ref={inputRef}
    type="file"
    accept={accept}
    multiple={multiple}
    hidden
    data-testid={testId}
    onChange={(event) => {
      onFiles([...(event.target.files ?? [])]);
      event.target.value = '';
    }}
  />
);
