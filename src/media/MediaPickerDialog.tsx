/** The media library as a dialog: search stored images by name and choose one instead of uploading again. */
import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, ImageList, ImageListItem, ImageListItemBar, Pagination, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { TUploaded } from '../providers/uploads.ts';

const PER_PAGE = 24;

type TProps = { open: boolean; onClose: () => void; onChoose: (photo: TUploaded) => void };

export const MediaPickerDialog = ({ open, onClose, onChoose }: TProps) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data = [], total = 0, isPending } = useGetList<TUploaded & { id: number }>(
    'photos',
    { pagination: { page, perPage: PER_PAGE }, sort: { field: 'id', order: 'DESC' }, filter: q ? { q } : {} },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{translate('content.picker.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={translate('content.picker.search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
          sx={{ my: 1 }}
        />
        {!isPending && data.length === 0 && <Typography sx={{ my: 4, textAlign: 'center' }}>{translate('content.picker.empty')}</Typography>}
        <ImageList cols={6} rowHeight={120} gap={8}>
          {data.map((photo) => (
            <ImageListItem key={photo.id} sx={{ cursor: 'pointer', '&:hover': { outline: '2px solid', outlineColor: 'primary.main' } }}>
              <button
                type="button"
                onClick={() => onChoose(photo)}
                style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', height: '100%' }}
                title={photo.originalName}
              >
                <img src={photo.thumbUrl ?? photo.url} alt={photo.originalName} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              </button>
              <ImageListItemBar subtitle={photo.originalName} sx={{ '.MuiImageListItemBar-subtitle': { fontSize: 11 } }} />
            </ImageListItem>
          ))}
        </ImageList>
        {total > PER_PAGE && (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_, value) => setPage(value)} size="small" />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('content.picker.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
