/**
 * The crop step before an image is uploaded: drag and zoom within a frame of the given aspect.
 * Loaded lazily by ImageInput, so that react-easy-crop is fetched only when someone crops.
 */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Slider, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslate } from 'react-admin';

type TProps = { file: File; aspect: number; onCancel: () => void; onCropped: (file: File) => void };

/** The chosen area of the image as a file of the same type (PNG where the browser cannot write that type). */
const cropFile = async (file: File, source: string, area: Area): Promise<File> => {
  const image = new Image();
  image.src = source;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const type = file.type === 'image/jpeg' || file.type === 'image/webp' ? file.type : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) return file;
  const name = file.name.replace(/\.[^.]+$/, '') + (type === 'image/png' ? '.png' : type === 'image/webp' ? '.webp' : '.jpg');
  return new File([blob], name, { type });
};

const ImageCropDialog = ({ file, aspect, onCancel, onCropped }: TProps) => {
  const translate = useTranslate();
  const source = useMemo(() => URL.createObjectURL(file), [file]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area>();
  const [isBusy, setBusy] = useState(false);

  useEffect(() => () => URL.revokeObjectURL(source), [source]);

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropFile(file, source, area));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="image-crop-title">
      <DialogTitle id="image-crop-title">{translate('content.crop.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', height: 320, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }} data-testid="image-crop">
          <Cropper image={source} crop={crop} zoom={zoom} aspect={aspect} onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={(_, pixels) => setArea(pixels)} />
        </Box>
        <Typography id="image-crop-zoom" variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
          {translate('content.crop.zoom')}
        </Typography>
        <Slider value={zoom} min={1} max={4} step={0.05} onChange={(_, value) => setZoom(value as number)} aria-labelledby="image-crop-zoom" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={!area || isBusy}>
          {translate('content.crop.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ImageCropDialog;
