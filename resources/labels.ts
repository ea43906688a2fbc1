/**
 * The labels registry: every entity's and report's words (`<folder>/i18n.ts`) by its declaration,
 * merged into the catalogues (`i18n/resourceLabels.ts`). The app reads them through its catalogues only.
 */
import { analyticsReportLabels } from './analytics/labels.ts';
import type { TLabels, TResource } from './define.ts';
import { adminsLabels } from './admins/i18n.ts';
import { admins } from './admins/schema.ts';
import { advertisementsLabels } from './advertisements/i18n.ts';
import { advertisements } from './advertisements/schema.ts';
import { auditLogsLabels } from './audit_logs/i18n.ts';
import { auditLogs } from './audit_logs/schema.ts';
import { bannersLabels } from './banners/i18n.ts';
import { banners } from './banners/schema.ts';
import { blocksLabels } from './blocks/i18n.ts';
import { blocks } from './blocks/schema.ts';
import { channelsLabels } from './channels/i18n.ts';
import { channels } from './channels/schema.ts';
import { commentsLabels } from './comments/i18n.ts';
import { comments } from './comments/schema.ts';
import { cooperationsLabels } from './cooperations/i18n.ts';
import { cooperations } from './cooperations/schema.ts';
import { dealsLabels } from './deals/i18n.ts';
import { deals } from './deals/schema.ts';
import { directorsLabels } from './directors/i18n.ts';
import { directors } from './directors/schema.ts';
import { informationsLabels } from './informations/i18n.ts';
import { informations } from './informations/schema.ts';
import { ipwhitelistsLabels } from './ipwhitelists/i18n.ts';
import { ipwhitelists } from './ipwhitelists/schema.ts';
import { jobsLabels } from './jobs/i18n.ts';
import { jobs } from './jobs/schema.ts';
import { mailsLabels } from './mails/i18n.ts';
import { mails } from './mails/schema.ts';
import { modelsLabels } from './models/i18n.ts';
import { models } from './models/schema.ts';
import { ordersLabels } from './orders/i18n.ts';
import { orders } from './orders/schema.ts';
import { plansLabels } from './plans/i18n.ts';
import { plans } from './plans/schema.ts';
import { postsLabels } from './posts/i18n.ts';
import { posts } from './posts/schema.ts';
import { promotionsLabels } from './promotions/i18n.ts';
import { promotions } from './promotions/schema.ts';
import { questionsLabels } from './questions/i18n.ts';
import { questions } from './questions/schema.ts';
import { rolesLabels } from './roles/i18n.ts';
import { roles } from './roles/schema.ts';
import { segpayPayoutReportsLabels } from './segpay-payout-reports/i18n.ts';
import { segpayPayoutReports } from './segpay-payout-reports/schema.ts';
import { segpaysLabels } from './segpays/i18n.ts';
import { segpays } from './segpays/schema.ts';
import { sitesLabels } from './sites/i18n.ts';
import { sites } from './sites/schema.ts';
import { subscriptionsLabels } from './subscriptions/i18n.ts';
import { subscriptions } from './subscriptions/schema.ts';
import { supportsLabels } from './supports/i18n.ts';
import { supports } from './supports/schema.ts';
import { tagsLabels } from './tags/i18n.ts';
import { tags } from './tags/schema.ts';
import { usersLabels } from './users/i18n.ts';
import { users } from './users/schema.ts';
import { videosLabels } from './videos/i18n.ts';
import { videos } from './videos/schema.ts';

/** Each entity's labels, by its declaration. */
const entityLabels: [TResource, TLabels][] = [
  [videos, videosLabels],
  [models, modelsLabels],
  [tags, tagsLabels],
  [directors, directorsLabels],
  [posts, postsLabels],
  [questions, questionsLabels],
  [supports, supportsLabels],
  [cooperations, cooperationsLabels],
  [comments, commentsLabels],
  [blocks, blocksLabels],
  [banners, bannersLabels],
  [advertisements, advertisementsLabels],
  [informations, informationsLabels],
  [users, usersLabels],
  [mails, mailsLabels],
  [plans, plansLabels],
  [promotions, promotionsLabels],
  [deals, dealsLabels],
  [subscriptions, subscriptionsLabels],
  [orders, ordersLabels],
  [segpays, segpaysLabels],
  [segpayPayoutReports, segpayPayoutReportsLabels],
  [channels, channelsLabels],
  [admins, adminsLabels],
  [roles, rolesLabels],
  [ipwhitelists, ipwhitelistsLabels],
  [sites, sitesLabels],
  [auditLogs, auditLogsLabels],
  [jobs, jobsLabels],
];

/** Every resource's and report's labels by name, merged into the catalogues. */
export const resourceLabels: Record<string, TLabels> = Object.fromEntries(
  [...entityLabels, ...analyticsReportLabels].map(([declaration, labels]) => [declaration.name, labels]),
);
