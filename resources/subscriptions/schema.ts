import { defineResource } from '../define.ts';

/**
 * Where a subscription stands. `cancelled`: the customer stopped the renewals but keeps what they
 * paid for until `currentPeriodEnd`; `trial`: a first period sold as a trial, until its first renewal.
 */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired', 'refunded', 'charged_back'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses in which the customer has the plan now (the user's current plan, a plan's subscribers). */
export const CURRENT_STATUSES: readonly TSubscriptionStatus[] = ['trial', 'active', 'cancelled'];

/**
 * A customer's subscription to a plan, made and changed only by the card processor's postbacks
 * (orders/postback.server.ts): read-only here. `price` is what each renewal costs, as sold; a later
 * change of the plan's prices does not change it. `reference` is the processor's purchase, unique
 * per payment setting (`SP<setting>-<purchase>`).
 */
export const subscriptions = defineResource({
  name: 'subscriptions',
  area: 'commerce',
  path: '/plans/subscriptions',
  icon: 'subscription',
  routes: { list: '', show: ':id' },
  hiddenInMenu: true,
  fields: {
    reference: { type: 'string', required: true, unique: true, max: 120, readOnly: true },
    user: { type: 'reference', reference: 'users', required: true, foreignKey: 'restrict', readOnly: true },
    plan: { type: 'reference', reference: 'plans', counted: true, required: true, foreignKey: 'restrict', readOnly: true },
    segpay: { type: 'reference', reference: 'segpays', counted: true, required: true, foreignKey: 'restrict', readOnly: true },
    price: { type: 'money', currencyField: 'currency', required: true, readOnly: true },
    currency: { type: 'currency', required: true, readOnly: true },
    status: {
      type: 'enum',
      values: SUBSCRIPTION_STATUSES,
      required: true,
      readOnly: true,
      max: 20,
      tones: { trial: 'info', active: 'success', cancelled: 'warning', expired: 'default', refunded: 'error', charged_back: 'error' },
    },
    startedAt: { type: 'datetime', required: true, readOnly: true },
    currentPeriodEnd: { type: 'datetime', required: true, readOnly: true },
    // Empty once no renewal is due (cancelled, expired, refunded, a plan sold once).
    nextRebillAt: { type: 'datetime', readOnly: true },
    cancelledAt: { type: 'datetime', readOnly: true },
    // Where the customer came from: the channel and its campaign (which lives under the channel), each shown by its name.
    channel: { type: 'reference', reference: 'channels', readOnly: true },
    campaign: { type: 'integer', min: 1, readOnly: true, nestedIn: { field: 'channel', path: 'campaigns' } },
    promotion: { type: 'reference', reference: 'promotions', foreignKey: 'restrict', readOnly: true },
  },
  operations: ['list', 'get'],
  // A channel admin sees the subscriptions of the customers their channels brought, and no other.
  scopedBy: 'channel',
  list: ['id', 'user', 'plan', 'price', 'status', 'startedAt', 'currentPeriodEnd', 'nextRebillAt', 'channel', 'campaign', 'promotion'],
  filters: ['status', 'plan', 'channel', 'campaign', 'user', 'startedAt', 'currentPeriodEnd', 'segpay'],
  sortable: ['startedAt', 'currentPeriodEnd', 'nextRebillAt', 'price'],
  sort: { field: 'startedAt', order: 'DESC' },
  title: 'reference',
});
