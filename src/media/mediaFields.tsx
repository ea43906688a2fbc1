/** Displays of media values: a thumbnail, a player, a gallery. */
import { Avatar, Box, Typography } from '@mui/material';
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { TPhoto } from '../../resources/define.ts';
import { thumbUrlOf } from '../../resources/media.ts';
import { useResources } from '../resourcesContext.ts';
import { formatDuration } from './transfer.ts';

type TSourceProps = { source: string; label?: string };

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The image's thumbnail; `size` is its height in pixels. */
export const ThumbnailField = ({ source, size = 40 }: TSourceProps & { size?: number }) => {
  const value = useRecordContext()?.[source];
  if (typeof value !== 'string' || !value) return null;
  return (
    <img src={thumbUrlOf(value)} alt="" loading="lazy" style={{ height: size, width: (size * 16) / 9, objectFit: 'cover', borderRadius: 4, display: 'block' }} />
  );
};

/** Dark enough for white letters (WCAG AA), one picked per name so that a person keeps their colour. */
const AVATAR_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#00695c', '#4e342e', '#ad1457', '#283593'] as const;

export const avatarColour = (name: string): string => {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!;
};

/** A person's picture, round, in a list; the initial of the record's title (a username) on a colour of its own where there is none. */
export const AvatarField = ({ source, size = 36 }: TSourceProps & { size?: number }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const name = useResources().find((r) => r.name === resource)?.title;
  const value = record?.[source];
  const title = name === undefined ? '' : String(record?.[String(name)] ?? '');
  const hasPicture = typeof value === 'string' && value !== '';
  return (
    <Avatar src={hasPicture ? thumbUrlOf(value) : undefined} alt="" sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: title ? avatarColour(title) : undefined }} slotProps={{ img: { loading: 'lazy' } }}>
      {title.trim().charAt(0).toLocaleUpperCase() || null}
    </Avatar>
  );
};

/** The field's label, which names an image that opens in full (a link needs a name to be read out). */
const useFieldLabel = (source: string) => {
  const resource = useResourceContext();
  return useTranslate()(`resources.${resource}.fields.${source}`, { _: source });
};

/** The image at a readable size, opening the full image. */
export const ImageField = ({ source }: TSourceProps) => {
  const value = useRecordContext()?.[source];
  const label = useFieldLabel(source);
  if (typeof value !== 'string' || !value) return <NoMedia />;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer" onClick={stopPropagation}>
      <img src={value} alt={label} style={{ maxWidth: 'min(360px, 100%)', maxHeight: 240, borderRadius: 4, display: 'block' }} />
    </a>
  );
};

/** The video, playable in the page. */
export const VideoPlayerField = ({ source }: TSourceProps) => {
  const value = useRecordContext()?.[source];
  if (typeof value !== 'string' || !value) return <NoMedia />;
  return <video src={value} controls preload="metadata" style={{ width: '100%', maxWidth: 480, maxHeight: 270, background: '#000', borderRadius: 4 }} />;
};

const NoMedia = () => (
  <Typography variant="body2" color="text.secondary">
    {useTranslate()('content.show.no_media')}
  </Typography>
);

export const GalleryField = ({ source }: TSourceProps) => {
  const photos = useRecordContext()?.[source] as TPhoto[] | undefined;
  const label = useFieldLabel(source);
  if (!photos?.length) return <NoMedia />;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1, maxWidth: 800 }}>
      {photos.map((photo, index) => (
        <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
          <img src={photo.thumbUrl ?? photo.url} alt={`${label} ${index + 1}`} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 4, display: 'block' }} />
        </a>
      ))}
    </Box>
  );
};

/** Seconds as h:mm:ss. */
export const DurationField = ({ source }: TSourceProps) => {
  const value = useRecordContext()?.[source];
  return typeof value === 'number' ? <span>{formatDuration(value)}</span> : null;
};
