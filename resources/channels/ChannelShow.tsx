/** A channel's page: its values, its campaigns, its admins and the tracking-link builder. */
import { cloneElement } from 'react';
import { Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { resourcePath, type TResource } from '../define.ts';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { ShowToolbar } from '../../src/generic/GenericShow.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { ChannelAdmins } from './ChannelAdmins.tsx';
import { ChannelCampaigns } from './ChannelCampaigns.tsx';
import { ChannelLinkBuilder } from './ChannelLinkBuilder.tsx';

const Panels = () => {
  const record = useRecordContext();
  if (!record) return null;
  const id = Number(record.id);
  return (
    <>
      <ChannelCampaigns channelId={id} />
      <ChannelLinkBuilder channel={record} />
      <ChannelAdmins channelId={id} />
    </>
  );
};

export const ChannelShow = ({ resource }: { resource: TResource }) => (
  <Show
    resource={resource.name}
    title={<RecordTitle resource={resource} screen="show" />}
    redirectOnError={() => resourcePath(resource, 'list')!}
    actions={<ShowToolbar resource={resource} />}
  >
    <SimpleShowLayout>
      <TextField source="id" />
      {[...Object.keys(resource.fields), 'createdAt', 'updatedAt'].map((source) => cloneElement(fieldFor(resource, source, 'show'), { key: source }))}
    </SimpleShowLayout>
    <Panels />
  </Show>
);
