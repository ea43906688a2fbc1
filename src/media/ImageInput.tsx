/** An image field: upload a file, or choose one from the media library; shows the thumbnail. */
import { useRef, useState } from 'react';
import CollectionsIcon from '@mui/icons-material/Collections';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { thumbUrlOf } from '../../resources/media.ts';
import { MediaFieldFrame } from './MediaFieldFrame.tsx';
import { HiddenFileInput, IMAGE_TYPES } from './HiddenFileInput.tsx';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { useUpload } from './useUpload.ts';

export const ImageInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const { state, uploadImage } = useUpload();
  const [isPicking, setPicking] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await uploadImage(file);
    if (stored) field.onChange(stored.url);
  };

  return (
    <MediaFieldFrame source={source} error={fieldState.error?.message ?? state.error}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 160, height: 100, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
          {value ? (
            <img src={thumbUrlOf(value)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="caption" color="text.secondary">
              {translate('content.upload.none')}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => picker.current?.click()}>
              {translate('content.media.upload')}
            </Button>
            <Button size="small" startIcon={<CollectionsIcon />} onClick={() => setPicking(true)}>
              {translate('content.media.choose')}
            </Button>
            {value && (
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
                {translate('content.media.remove')}
              </Button>
            )}
          </Stack>
          {state.transfer && <UploadProgress transfer={state.transfer} />}
        </Stack>
      </Stack>
      <HiddenFileInput inputRef={picker} accept={IMAGE_TYPES} testId={`${source}-file`} onFiles={([file]) => void onFile(file)} />
      <MediaPickerDialog
        open={isPicking}
        onClose={() => setPicking(false)}
        onChoose={(photo) => {
          field.onChange(photo.url);
          setPicking(false);
        }}
      />
    </MediaFieldFrame>
  );
};
