/**
 * A gallery: thumbnails in their order, dragged to reorder, removed one by one; photos added by
 * upload (on a saved record straight into its gallery, POST /<resource>/<id>/photos) or from
 * the media library. The order and removals are saved with the form.
 */
import { useRef, useState } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CollectionsIcon from '@mui/icons-material/Collections';
import { Button, Stack, Typography } from '@mui/material';
import { useDataProvider, useInput, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { TPhoto } from '../../resources/define.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { uploadFile } from '../providers/uploads.ts';
import { GalleryGrid } from './GalleryGrid.tsx';
import { MediaFieldFrame } from './MediaFieldFrame.tsx';
import { HiddenFileInput, IMAGE_TYPES } from './HiddenFileInput.tsx';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';
import { createRateMeter, type TTransfer } from './transfer.ts';
import { UploadProgress } from './UploadProgress.tsx';

const asPhoto = (file: { id: number; url: string; thumbUrl: string | null; width: number | null; height: number | null }): TPhoto => ({
  id: file.id,
  url: file.url,
  thumbUrl: file.thumbUrl,
  width: file.width,
  height: file.height,
});

export const GalleryInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { field, fieldState } = useInput({ source });
  const photos: TPhoto[] = Array.isArray(field.value) ? field.value : [];
  const [transfer, setTransfer] = useState<TTransfer>();
  const [error, setError] = useState<string>();
  const [isPicking, setPicking] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  const append = (added: TPhoto[]) => {
    const known = new Set(photos.map((p) => p.id));
    field.onChange([...photos, ...added.filter((p) => !known.has(p.id))]);
  };

  const onFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const total = files.reduce((sum, f) => sum + f.size, 0);
    const meter = createRateMeter();
    setError(undefined);
    setTransfer(meter(0, total));
    try {
      if (record?.id !== undefined) {
        const { gallery } = await dataProvider.addPhotos(resource, record.id, files, (loaded) => setTransfer(meter(loaded, total)));
        append(gallery);
      } else {
        const stored: TPhoto[] = [];
        let done = 0;
        for (const file of files) {
          stored.push(asPhoto(await uploadFile('images', file, (loaded) => setTransfer(meter(done + loaded, total)))));
          done += file.size;
        }
        append(stored);
      }
    } catch (failure) {
      setError(translate('content.upload.failed', { message: (failure as Error).message }));
    } finally {
      setTransfer(undefined);
    }
  };

  return (
    <MediaFieldFrame source={source} error={fieldState.error?.message ?? error}>
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('content.gallery.empty')}
        </Typography>
      ) : (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('content.gallery.hint')}
          </Typography>
          <GalleryGrid photos={photos} onChange={field.onChange} />
        </>
      )}
      {transfer && <UploadProgress transfer={transfer} />}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => picker.current?.click()} disabled={Boolean(transfer)}>
          {translate('content.media.add_photos')}
        </Button>
        <Button size="small" startIcon={<CollectionsIcon />} onClick={() => setPicking(true)}>
          {translate('content.media.choose')}
        </Button>
      </Stack>
      <HiddenFileInput inputRef={picker} accept={IMAGE_TYPES} multiple testId={`${source}-files`} onFiles={(files) => void onFiles(files)} />
      <MediaPickerDialog
        open={isPicking}
        onClose={() => setPicking(false)}
        onChoose={(photo) => {
          append([asPhoto(photo)]);
          setPicking(false);
        }}
      />
    </MediaFieldFrame>
  );
};
