import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { UserCommentsTab } from '../comments/UserCommentsTab.tsx';
import { orders } from '../orders/schema.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { supports } from '../supports/schema.ts';
import { RelatedRecordsTab } from '../../src/generic/RelatedRecordsTab.tsx';
import { UserBatchCreate } from './UserBatchCreate.tsx';
import { UserMailsTab } from './UserMailsTab.tsx';
import { UserShow } from './UserShow.tsx';

/** The generated list and form serve users; the show page is a customer's tabs, and users arrive in batches. */
export default (resource: TResource): TResourceViews => ({
  batchCreate: <UserBatchCreate />,
  show: (
    <UserShow
      resource={resource}
      tabs={[
        <RelatedRecordsTab
          key="subscriptions"
          label="resources.users.tabs.subscriptions"
          of={subscriptions}
          target="user"
          columns={['startedAt', 'plan', 'price', 'status', 'currentPeriodEnd', 'channel']}
          sort={{ field: 'startedAt', order: 'DESC' }}
        />,
        <RelatedRecordsTab
          key="orders"
          label="resources.users.tabs.orders"
          of={orders}
          target="user"
          columns={['paidAt', 'orderId', 'kind', 'plan', 'amount', 'status']}
          sort={{ field: 'paidAt', order: 'DESC' }}
        />,
        <RelatedRecordsTab
          key="supports"
          label="resources.users.tabs.supports"
          of={supports}
          target="user"
          columns={['createdAt', 'subject', 'type', 'status', 'repliesCount']}
          sort={{ field: 'createdAt', order: 'DESC' }}
        />,
        <UserCommentsTab key="comments" label="resources.comments.tab" />,
        <UserMailsTab key="mails" label="resources.users.tabs.mails" />,
      ]}
    />
  ),
});
