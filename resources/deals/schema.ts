import { defineResource } from '../define.ts';

/** Where a deal stands, computed from its switch and its dates; never typed. */
export const DEAL_STATUSES = ['scheduled', 'active', 'expired', 'off'] as const;

/**
 * A time-limited offer of a plan at a special price on one site, with the banner that announces
 * it. Its price is minor units of its currency, which is the plan's. The spec's route table opens
 * a deal's show route on its edit screen.
 */
export const deals = defineResource({
  name: 'deals',
  area: 'commerce',
  path: '/plans/deals',
  icon: 'deal',
  routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
  menuOrder: 30,
  fields: {
    title: { type: 'string', required: true, max: 200 },
    plan: { type: 'reference', reference: 'plans', required: true },
    site: { type: 'reference', reference: 'sites', required: true },
    currency: { type: 'currency', required: true, default: 'USD' },
    price: { type: 'money', currencyField: 'currency', required: true },
    startedAt: { type: 'datetime', required: true },
    endedAt: { type: 'datetime', required: true },
    banner: { type: 'image' },
    enabled: { type: 'boolean', default: true },
    status: {
      type: 'enum',
      values: DEAL_STATUSES,
      computed: true,
      tones: { scheduled: 'info', active: 'success', expired: 'default', off: 'default' },
    },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  list: ['id', 'banner', 'title', 'plan', 'site', 'price', 'startedAt', 'endedAt', 'status'],
  filters: ['plan', 'site', 'status', 'enabled'],
  search: ['title'],
  sortable: ['title', 'price', 'startedAt', 'endedAt', 'status'],
  sort: { field: 'startedAt', order: 'DESC' },
  title: 'title',
});
