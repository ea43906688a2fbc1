import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { CampaignForm } from './CampaignForm.tsx';
import { ChannelShow } from './ChannelShow.tsx';

/** Channels: the generated list and form; a page of their own with campaigns, admins and the tracking-link builder; the campaigns' forms. */
export default (resource: TResource): TResourceViews => ({
  show: <ChannelShow resource={resource} />,
  screens: { campaignCreate: <CampaignForm />, campaignEdit: <CampaignForm /> },
});
