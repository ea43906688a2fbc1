/** An image field: upload a file, or choose one from the media library; shows the thumbnail. */
import { lazy, Suspense, useRef, useState } from 'react';
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

const ImageCropDialog = lazy(() => import('./ImageCropDialog.tsx'));

type TProps = {
  source: string;
  /** A label key where the resource's field label does not apply (a form outside any resource). */
  label?: string;
  /** Width over height of a crop step before the upload (1 for an avatar); none uploads the file as chosen. */
  crop?: number;
  /** Whether the media library is offered beside the upload. */
  canChoose?: boolean;
};

export const ImageInput = ({ source, label, crop, canChoose = true }: TProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const { state, uploadImage } = useUpload();
  const [isPicking, setPicking] = useState(false);
  const [toCrop, setToCrop] = useState<File>();
  const picker = useRef<HTMLInputElement>(null);
  const value = typeof field.value === 'string' && field.value ? field.value : null;

  const upload = async (file: File) => {
    const stored = await uploadImage(file);
    if (stored) field.onChange(stored.url);
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (crop) setToCrop(file);
    else void upload(file);
  };

  return (
    <MediaFieldFrame source={source} label={label} error={fieldState.error?.message ?? state.error}>
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
            {canChoose && (
              <Button size="small" startIcon={<CollectionsIcon />} onClick={() => setPicking(true)}>
                {translate('content.media.choose')}
              </Button>
            )}
            {value && (
              <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
                {translate('content.media.remove')}
              </Button>
            )}
          </Stack>
          {state.transfer && <UploadProgress transfer={state.transfer} />}
        </Stack>
      </Stack>
      <HiddenFileInput inputRef={picker} accept={IMAGE_TYPES} testId={`${source}-file`} onFiles={([file]) => onFile(file)} />
      {toCrop && crop && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={toCrop}
            aspect={crop}
            onCancel={() => setToCrop(undefined)}
            onCropped={(cropped) => {
              setToCrop(undefined);
              void upload(cropped);
            }}
          />
        </Suspense>
      )}
      <MediaPickerDialog
        open={canChoose && isPicking}
        onClose={() => setPicking(false)}
        onChoose={(photo) => {
          field.onChange(photo.url);
          setPicking(false);
        }}
      />
    </MediaFieldFrame>
  );
};
