/** A model with the metric figures and age, social links, gallery, and the videos linked to her or him. */
import { Datagrid, FunctionField, Labeled, ReferenceManyField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { TResource } from '../define.ts';
import { EditLinkButton, ListLinkButton } from '../../src/generic/buttons.tsx';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { ThumbnailField } from '../../src/media/mediaFields.tsx';
import { ModelRecordMeasures } from './ModelMeasures.tsx';
import type { TSocialLink } from './schema.ts';

const SocialLinks = () => {
  const translate = useTranslate();
  return (
    <FunctionField<{ id: number; socialLinks?: TSocialLink[] | null }>
      source="socialLinks"
      render={(record) =>
        (record.socialLinks ?? []).map((link) => (
          <div key={`${link.platform}-${link.url}`}>
            {translate(`resources.models.social.platforms.${link.platform}`)}:{' '}
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.url}
            </a>
          </div>
        ))
      }
    />
  );
};

export const ModelShow = ({ resource }: { resource: TResource }) => {
  const { canEdit } = useResourceAccess(resource);
  const translate = useTranslate();
  return (
    <Show
      resource={resource.name}
      title={<RecordTitle resource={resource} screen="show" />}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
          {canEdit && <EditLinkButton resource={resource} />}
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {fieldFor(resource, 'avatar', 'show')}
        <TextField source="name" variant="h6" />
        <ModelRecordMeasures />
        {['gender', 'birthday', 'birthPlace', 'measurement', 'isPopular', 'videosCount'].map((source) => (
          <Labeled key={source} source={source}>
            {fieldFor(resource, source, 'show')}
          </Labeled>
        ))}
        <SocialLinks />
        {fieldFor(resource, 'introduction', 'show')}
        {fieldFor(resource, 'gallery', 'show')}
        <ReferenceManyField reference="videos" target="models" label={translate('resources.models.show.videos')} perPage={10} sort={{ field: 'publishedAt', order: 'DESC' }}>
          <Datagrid bulkActionButtons={false} rowClick={(id) => `/videos/show/${id}`}>
            <ThumbnailField source="cover" />
            <TextField source="serialNumber" />
            <TextField source="title" />
            {fieldFor(resource, 'updatedAt', 'show')}
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
};
