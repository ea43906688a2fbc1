import { defineResource } from '../define.ts';

/** The units a plan's period is counted in. */
export const PERIOD_UNITS = ['day', 'week', 'month', 'year'] as const;

const price = { type: 'money', currencyField: 'currency' } as const;
const processorId = { type: 'string', max: 100 } as const;

/**
 * What a customer subscribes to: a first period at its own price, then, for a recurring plan,
 * periods renewed at the recurring price. Prices are minor units of the plan's currency. A plan is
 * never deleted (orders and subscriptions point at it): it is withdrawn by turning `show` off.
 * Who subscribes now (`subscribers` in spec §3) is counted from its current subscriptions.
 */
export const plans = defineResource({
  name: 'plans',
  area: 'commerce',
  path: '/plans',
  icon: 'plan',
  routes: { list: '', create: 'create', show: ':id', edit: ':id/edit' },
  menuOrder: 10,
  fields: {
    name: { type: 'string', required: true, max: 100 },
    title: { type: 'string', required: true, max: 200 },
    currency: { type: 'currency', required: true, default: 'USD' },
    initialPeriodCount: { type: 'integer', required: true, default: 1, min: 1, max: 3650 },
    initialPeriodUnit: { type: 'enum', values: PERIOD_UNITS, required: true, default: 'month', max: 10 },
    initialOriginalPrice: { ...price, required: true },
    // Empty: the first period costs its original price.
    initialDiscountPrice: price,
    // Empty for a plan sold once (no renewal).
    recurringPeriodCount: { type: 'integer', min: 1, max: 3650 },
    recurringPeriodUnit: { type: 'enum', values: PERIOD_UNITS, max: 10 },
    recurringOriginalPrice: price,
    recurringDiscountPrice: price,
    downloadable: { type: 'boolean' },
    show: { type: 'boolean', default: true },
    isBest: { type: 'boolean' },
    sort: { type: 'integer', required: true, default: 0, min: 0, max: 999999 },
    // The plan's identifiers at each payment processor and affiliate network (spec: segpayID, epochID, epochTiID, NatsID, XSaleID).
    segpayId: processorId,
    epochId: processorId,
    epochTiId: processorId,
    natsId: processorId,
    xsaleId: processorId,
    // Its subscriptions that customers have now; computed, never typed.
    subscribers: { type: 'integer', computed: true },
  },
  operations: ['list', 'get', 'create', 'update'],
  list: ['id', 'name', 'title', 'initialPeriodCount', 'initialPeriodUnit', 'initialOriginalPrice', 'initialDiscountPrice', 'recurringOriginalPrice', 'subscribers', 'show', 'isBest', 'sort'],
  filters: ['show', 'isBest', 'downloadable', 'currency'],
  search: ['name', 'title'],
  sortable: ['name', 'sort', 'initialOriginalPrice'],
  sort: { field: 'sort', order: 'ASC' },
  title: 'name',
  // Prices are edited by several staff: a save based on an old version is refused, and a retried one applied once.
  versioned: true,
  idempotent: true,
  export: {
    filename: 'plans.csv',
    columns: [
      'name', 'title', 'currency', 'initialPeriodCount', 'initialPeriodUnit', 'initialOriginalPrice', 'initialDiscountPrice',
      'recurringPeriodCount', 'recurringPeriodUnit', 'recurringOriginalPrice', 'recurringDiscountPrice',
      'downloadable', 'show', 'isBest', 'sort', 'segpayId', 'epochId', 'epochTiId', 'natsId', 'xsaleId',
    ],
  },
});
