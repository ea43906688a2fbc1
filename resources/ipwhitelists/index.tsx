import type { TResource } from '../define.ts';
import { GenericList } from '../../src/generic/GenericList.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { IpWhitelistStatus } from './IpWhitelistStatus.tsx';

/** The generic screens, with what the whitelist does for the admin right now above the list. */
export default (resource: TResource): TResourceViews => ({
  list: (
    <>
      <IpWhitelistStatus />
      <GenericList resource={resource} />
    </>
  ),
});
