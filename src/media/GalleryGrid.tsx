/** Gallery thumbnails that reorder by drag and drop (or the arrow buttons, from the keyboard) and remove one by one. */
import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TPhoto } from '../../resources/define.ts';

const move = <T,>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export const GalleryGrid = ({ photos, onChange }: { photos: TPhoto[]; onChange: (photos: TPhoto[]) => void }) => {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number>();
  const button = { bgcolor: 'rgba(0,0,0,.55)', color: '#fff', p: 0.25, '&:hover': { bgcolor: 'rgba(0,0,0,.75)' } };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1, my: 1 }} data-testid="gallery-grid">
      {photos.map((photo, index) => (
        <Box
          key={photo.id}
          draggable
          onDragStart={() => setDragged(index)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== undefined && dragged !== index) onChange(move(photos, dragged, index));
            setDragged(undefined);
          }}
          sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', cursor: 'grab', opacity: dragged === index ? 0.4 : 1, bgcolor: 'action.hover' }}
        >
          <img src={photo.thumbUrl ?? photo.url} alt={`#${index + 1}`} draggable={false} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
            <IconButton size="small" sx={button} aria-label={`${translate('content.gallery.move')} ←`} disabled={index === 0} onClick={() => onChange(move(photos, index, index - 1))}>
              <ArrowBackIcon fontSize="inherit" />
            </IconButton>
            <IconButton size="small" sx={button} aria-label={`${translate('content.gallery.move')} →`} disabled={index === photos.length - 1} onClick={() => onChange(move(photos, index, index + 1))}>
              <ArrowForwardIcon fontSize="inherit" />
            </IconButton>
            <IconButton size="small" sx={button} aria-label={translate('content.media.remove')} onClick={() => onChange(photos.filter((p) => p.id !== photo.id))}>
              <CloseIcon fontSize="inherit" />
            </IconButton>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
