/**
 * The columns the analytics reports share: each figure declared once with its type (and, for a
 * quotient, the parts it is computed from); their words in the three languages are in `i18n.ts`.
 * docs/metrics.md defines every figure; the reports' `schema.ts` pick from here.
 */
import type { TReportColumn, TStandardParameter } from '../report.ts';

const count = (name: string): TReportColumn => ({ name, type: 'count' });
const money = (name: string): TReportColumn => ({ name, type: 'money' });

/** Every column an analytics report may show, by name. */
export const COLUMNS = {
  date: { name: 'date', type: 'date' },
  channel: { name: 'channel', type: 'integer', total: false },
  channelName: { name: 'channelName', type: 'string' },
  campaign: { name: 'campaign', type: 'integer', total: false },
  campaignName: { name: 'campaignName', type: 'string' },
  plan: { name: 'plan', type: 'integer', total: false },
  planName: { name: 'planName', type: 'string' },
  device: { name: 'device', type: 'string' },
  type: { name: 'type', type: 'string' },
  kind: { name: 'kind', type: 'string' },
  visitors: count('visitors'),
  returningVisitors: count('returningVisitors'),
  pageViews: count('pageViews'),
  signUps: count('signUps'),
  newSubscribers: count('newSubscribers'),
  newCount: count('newCount'),
  newRevenue: money('newRevenue'),
  renewCount: count('renewCount'),
  renewRevenue: money('renewRevenue'),
  usRenewCount: count('usRenewCount'),
  usRenewRevenue: money('usRenewRevenue'),
  revenue: money('revenue'),
  netRevenue: money('netRevenue'),
  refundCount: count('refundCount'),
  refundAmount: money('refundAmount'),
  refundMembers: count('refundMembers'),
  chargebackCount: count('chargebackCount'),
  chargebackAmount: money('chargebackAmount'),
  orderCount: count('orderCount'),
  // The revenue summary's kinds add and take away: a sum of them means nothing.
  count: { name: 'count', type: 'count', total: false },
  amount: { name: 'amount', type: 'money', total: false },
  arpu: { name: 'arpu', type: 'money', ratio: { numerator: 'newRevenue', denominator: 'newSubscribers', scale: 1 } },
  renewArpu: { name: 'renewArpu', type: 'money', ratio: { numerator: 'renewRevenue', denominator: 'renewCount', scale: 1 } },
  refundRatio: { name: 'refundRatio', type: 'percent', ratio: { numerator: 'refundAmount', denominator: 'revenue' } },
  successRate: { name: 'successRate', type: 'percent', ratio: { numerator: 'paidCount', denominator: 'orderCount' } },
  failRate: { name: 'failRate', type: 'percent', ratio: { numerator: 'failedCount', denominator: 'orderCount' } },
  pendingRate: { name: 'pendingRate', type: 'percent', ratio: { numerator: 'pendingCount', denominator: 'orderCount' } },
  refundRate: { name: 'refundRate', type: 'percent', ratio: { numerator: 'refundedOrders', denominator: 'paidCount' } },
} as const satisfies Record<string, TReportColumn>;

export type TColumnName = keyof typeof COLUMNS;

/** The declared columns of these names, in this order. */
export const columns = (...names: TColumnName[]): TReportColumn[] => names.map((name) => COLUMNS[name]);

/** What every analytics call takes: a site, a channel, a campaign, a plan, a currency. */
export const ALL_PARAMETERS: readonly TStandardParameter[] = ['site', 'channel', 'campaign', 'plan', 'currency'];
/** What the visits figures can be narrowed by (visits have no plan). */
export const VISIT_PARAMETERS: readonly TStandardParameter[] = ['site', 'channel', 'campaign', 'currency'];
