/** A video field: a resumable upload with progress, speed and time left, and the uploaded video playable in place. */
import { useRef } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { MediaFieldFrame } from './MediaFieldFrame.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { HiddenFileInput, VIDEO_TYPES } from './HiddenFileInput.tsx';
import { useUpload } from './useUpload.ts';

export const VideoInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const { state, uploadVideo, cancel } = useUpload();
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await uploadVideo(file);
    if (stored) field.onChange(stored.url);
  };

  return (
    <MediaFieldFrame source={source} error={fieldState.error?.message ?? state.error}>
      <Stack spacing={1} sx={{ maxWidth: 480 }}>
        {value ? (
          <video src={value} controls preload="metadata" style={{ width: '100%', maxHeight: 240, background: '#000', borderRadius: 4 }} />
        ) : (
          <Typography variant="caption" color="text.secondary">
            {translate('content.upload.none')}
          </Typography>
        )}
        {state.isResuming && <Typography variant="caption">{translate('content.upload.resuming')}</Typography>}
        {state.transfer && <UploadProgress transfer={state.transfer} />}
        <Stack direction="row" spacing={1}>
          {state.transfer ? (
            <Button size="small" startIcon={<CancelIcon />} onClick={cancel}>
              {translate('ra.action.cancel')}
            </Button>
          ) : (
            <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
              {translate('content.media.upload')}
            </Button>
          )}
          {value && !state.transfer && (
            <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
              {translate('content.media.remove')}
            </Button>
          )}
        </Stack>
      </Stack>
      <HiddenFileInput inputRef={picker} accept={VIDEO_TYPES} testId={`${source}-file`} onFiles={([file]) => void onFile(file)} />
    </MediaFieldFrame>
  );
};
