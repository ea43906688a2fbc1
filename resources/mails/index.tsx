import type { TResource } from '../define.ts';
import { GenericList } from '../../src/generic/GenericList.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { MailDelivery } from './MailDelivery.tsx';

/** The outbox: the generated list, with a warning above it while no mail server is configured. */
export default (resource: TResource): TResourceViews => ({
  list: <GenericList resource={resource} above={<MailDelivery />} />,
});
