/** A channel's page: its values, its economics over a period, its campaigns, its admins and the tracking-link builder. */
import { usePermissions, useRecordContext } from 'react-admin';
import type { TResource } from '../define.ts';
import { GenericShow } from '../../src/generic/GenericShow.tsx';
import { canViewReport } from '../../src/navigation.ts';
import { channelPeriodStatistic } from '../channel_period_statistic/schema.ts';
import { ChannelAdmins } from './ChannelAdmins.tsx';
import { ChannelCampaigns } from './ChannelCampaigns.tsx';
import { ChannelEconomics } from './ChannelEconomics.tsx';
import { ChannelLinkBuilder } from './ChannelLinkBuilder.tsx';

const Panels = () => {
  const record = useRecordContext();
  const { permissions = [] } = usePermissions<string[]>();
  if (!record) return null;
  const id = Number(record.id);
  return (
    <>
      {/* The figures are the daily channel report's: shown to whoever may read it. */}
      {canViewReport(permissions, channelPeriodStatistic) && <ChannelEconomics channelId={id} profitSharing={Number(record.profitSharing ?? 0)} />}
      <ChannelCampaigns channelId={id} />
      <ChannelLinkBuilder channel={record} />
      <ChannelAdmins channelId={id} />
    </>
  );
};

export const ChannelShow = ({ resource }: { resource: TResource }) => <GenericShow resource={resource} after={<Panels />} />;
