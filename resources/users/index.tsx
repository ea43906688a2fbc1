import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { UserCommentsTab } from '../comments/UserCommentsTab.tsx';
import { UserBatchCreate } from './UserBatchCreate.tsx';
import { UserMailsTab } from './UserMailsTab.tsx';
import { UserShow } from './UserShow.tsx';

/** The generated list and form serve users; the show page is a customer's tabs, and users arrive in batches. */
export default (resource: TResource): TResourceViews => ({
  batchCreate: <UserBatchCreate />,
  show: (
    <UserShow
      resource={resource}
      tabs={[<UserMailsTab key="mails" label="resources.users.tabs.mails" />, <UserCommentsTab key="comments" label="resources.comments.tab" />]}
    />
  ),
});
