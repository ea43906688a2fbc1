/**
 * The registry: every resource and every report once. The server mounts its routes and seeds its permissions
 * from this list, and the app registers its screens and builds its menu from it. Their words are listed
 * apart, in `labels.ts`, so that the app's screens do not carry every language's labels with them.
 */
import { admins } from './admins/schema.ts';
import { advertisements } from './advertisements/schema.ts';
import { auditLogs } from './audit_logs/schema.ts';
import { banners } from './banners/schema.ts';
import { blocks } from './blocks/schema.ts';
import type { TResource } from './define.ts';
import type { TReport } from './report.ts';
import { analyticsReports } from './analytics/reports.ts';
import { cooperations } from './cooperations/schema.ts';
import { comments } from './comments/schema.ts';
import { directors } from './directors/schema.ts';
import { informations } from './informations/schema.ts';
import { models } from './models/schema.ts';
import { posts } from './posts/schema.ts';
import { ipwhitelists } from './ipwhitelists/schema.ts';
import { jobs } from './jobs/schema.ts';
import { questions } from './questions/schema.ts';
import { roles } from './roles/schema.ts';
import { sites } from './sites/schema.ts';
import { supports } from './supports/schema.ts';
import { tags } from './tags/schema.ts';
import { videos } from './videos/schema.ts';
import { users } from './users/schema.ts';
import { mails } from './mails/schema.ts';
import { plans } from './plans/schema.ts';
import { promotions } from './promotions/schema.ts';
import { deals } from './deals/schema.ts';
import { channels } from './channels/schema.ts';
import { segpays } from './segpays/schema.ts';
import { segpayPayoutReports } from './segpay-payout-reports/schema.ts';
import { orders } from './orders/schema.ts';
import { subscriptions } from './subscriptions/schema.ts';

/** Each entity once (`<folder>/schema.ts`); its labels are listed in `labels.ts`. */
export const resources: TResource[] = [
  videos,
  models,
  tags,
  directors,
  posts,
  questions,
  supports,
  cooperations,
  comments,
  blocks,
  banners,
  advertisements,
  informations,
  users,
  mails,
  plans,
  promotions,
  deals,
  subscriptions,
  orders,
  segpays,
  segpayPayoutReports,
  channels,
  admins,
  roles,
  ipwhitelists,
  sites,
  auditLogs,
  jobs,
];

/** Each report once (`<folder>/schema.ts`); its query is `<folder>/<name>.server.ts`, its labels are listed in `labels.ts`. */
export const reports: TReport[] = [...analyticsReports];
