import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

/** Where a promotion stands, computed from its switch, its dates and its redemptions; never typed. */
export const PROMOTION_STATUSES = ['scheduled', 'active', 'expired', 'used_up', 'off'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** What customers type at checkout: letters, digits and dashes, matched whatever the case. */
export const ZPromotionCode = z
  .string({ error: 'validation.string' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(40, { message: 'validation.max_length|40' })
  .regex(/^[A-Za-z0-9-]*$/, { message: 'resources.promotions.validation.code_format' });

/**
 * A promotion code: a discount on the first payment of the plans it lists, either a percentage
 * (basis points) or an amount in its currency, usable between its dates, at most `times` times
 * (empty: without limit). `used` counts redemptions (see redeem.server.ts).
 */
export const promotions = withFormats(
  defineResource({
    name: 'promotions',
    area: 'commerce',
    path: '/plans/promotions',
    icon: 'promotion',
    routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
    menuOrder: 20,
    fields: {
      name: { type: 'string', required: true, max: 100 },
      code: { type: 'string', required: true, unique: 'caseInsensitive', max: 40 },
      startedAt: { type: 'datetime', required: true },
      // Empty: the promotion runs until it is switched off or used up.
      endedAt: { type: 'datetime' },
      times: { type: 'integer', min: 1 },
      used: { type: 'integer', required: true, default: 0, min: 0, readOnly: true },
      enabled: { type: 'boolean', default: true },
      status: {
        type: 'enum',
        values: PROMOTION_STATUSES,
        computed: true,
        tones: { scheduled: 'info', active: 'success', expired: 'default', used_up: 'warning', off: 'default' },
      },
      discountPercent: { type: 'basisPoints', min: 1 },
      discountAmount: { type: 'money', currencyField: 'currency', min: 1 },
      // The currency of an amount discount; the plans it applies to are sold in it.
      currency: { type: 'currency' },
      plans: { type: 'references', reference: 'plans', max: 100 },
    },
    operations: ['list', 'get', 'create', 'update', 'delete'],
    list: ['id', 'name', 'code', 'status', 'discountPercent', 'discountAmount', 'used', 'times', 'startedAt', 'endedAt'],
    filters: ['status', 'enabled', 'plans'],
    search: ['name', 'code'],
    sortable: ['name', 'code', 'startedAt', 'endedAt', 'used', 'status'],
    sort: { field: 'startedAt', order: 'DESC' },
    title: 'name',
  }),
  { code: ZPromotionCode },
);

/** `POST /promotions/{id}/plans`: the plans the promotion applies to, replacing the ones before. */
export const ZPromotionPlans = z.strictObject({
  plans: z
    .array(z.number({ error: 'validation.reference' }).int().positive({ message: 'validation.reference' }).max(2147483647, { message: 'validation.reference' }), {
      error: 'validation.references',
    })
    .max(100, { message: 'validation.max_items|100' })
    .refine((list) => new Set(list).size === list.length, { message: 'validation.duplicate' }),
});
