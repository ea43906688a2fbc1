/** A video as the team checks it before and after publishing: cover, players, gallery, people, counts. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Labeled, NumberField, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TResource } from '../define.ts';
import { EditLinkButton, ListLinkButton } from '../../src/generic/buttons.tsx';
import { RecordActionButton } from '../../src/generic/actionButtons.tsx';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { EnumField, GenericReferencesField, LocalDateField } from '../../src/generic/fields.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { DurationField, GalleryField, ImageField, VideoPlayerField } from '../../src/media/mediaFields.tsx';

const COUNTS = ['views', 'originalViews', 'subscriberTViews', 'visitorTViews', 'likes', 'dislikes'];

const Panel = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ mb: 2 }}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {useTranslate()(title)}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const VideoShowBody = ({ resource }: { resource: TResource }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    // minmax(0, …): a column no wider than the screen, whatever its content (a phone is 390 px wide).
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 2, p: { xs: 1, sm: 2 } }}>
      <Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: 'flex-start' }}>
          <ImageField source="cover" />
          <Stack spacing={1}>
            <Typography variant="h5" component="p">{String(record.title ?? '')}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <EnumField source="status" />
              <TextField source="serialNumber" variant="body2" />
              <DurationField source="videoDuration" />
            </Stack>
            <Labeled source="publishedAt"><LocalDateField source="publishedAt" showTime /></Labeled>
            {fieldFor(resource, 'description', 'show')}
          </Stack>
        </Stack>
        <Panel title="resources.videos.show.media">
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2 }}>
            {['trailer', 'previewVideo', 'video'].map((source) => (
              <Labeled key={source} source={source}><VideoPlayerField source={source} /></Labeled>
            ))}
          </Box>
        </Panel>
        <Panel title="resources.videos.fields.gallery"><GalleryField source="gallery" /></Panel>
      </Box>
      <Box>
        <Panel title="resources.videos.show.people">
          <Stack spacing={1}>
            {['models', 'directors', 'tags'].map((source) => (
              <Labeled key={source} source={source}><GenericReferencesField source={source} reference={source} /></Labeled>
            ))}
          </Stack>
        </Panel>
        <Panel title="resources.videos.show.counts">
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {COUNTS.map((source) => (
              <Labeled key={source} source={source}><NumberField source={source} /></Labeled>
            ))}
          </Box>
        </Panel>
        <Panel title="content.section.main">
          <Stack spacing={1}>
            {['isFree', 'isMain', 'source', 'tooltips', 'createdAt', 'updatedAt'].map((source) => (
              <Labeled key={source} source={source}>{fieldFor(resource, source, 'show')}</Labeled>
            ))}
          </Stack>
        </Panel>
      </Box>
    </Box>
  );
};

export const VideoShow = ({ resource }: { resource: TResource }) => {
  const { canEdit, actions } = useResourceAccess(resource);
  return (
    <Show
      resource={resource.name}
      title={<RecordTitle resource={resource} screen="show" />}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
          {canEdit && <EditLinkButton resource={resource} />}
          {actions.map((action) => <RecordActionButton key={action} resource={resource} action={action} />)}
        </TopToolbar>
      }
    >
      <VideoShowBody resource={resource} />
    </Show>
  );
};
