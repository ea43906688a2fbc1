import { z } from 'zod';
import { defineResource } from '../define.ts';
import { withFormats } from '../formats.ts';

/** An IP allow-list as typed: addresses or CIDR ranges, one per line or separated by commas. */
export const ZAllowedIps = z
  .string({ error: 'validation.string' })
  .trim()
  .max(2000, { message: 'validation.max_length|2000' })
  .refine((text) => allowedIpList(text).every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)), { message: 'resources.segpays.validation.allowed_ips' });

/** The entries of an allow-list as typed; empty: any address. */
export const allowedIpList = (text: string | null | undefined): string[] =>
  (text ?? '').split(/[\s,]+/).map((entry) => entry.trim()).filter(Boolean);

/**
 * A merchant account at the card processor (Segpay): what its postbacks are checked with and what
 * its orders cost. Fees and the reserve are basis points of each payment, computed on the order
 * when it is paid and kept there; the processor holds the reserve `reserveHoldDays` and pays out
 * `payoutDelayDays` after a payment. The postback secret is write-only (field type `secret`).
 * Settings are switched off, never deleted: orders keep pointing at the one they were paid under.
 */
export const segpays = withFormats(
  defineResource({
    name: 'segpays',
    area: 'commerce',
    path: '/orders/segpays',
    icon: 'payment',
    routes: { list: '', create: 'create', edit: 'edit/:id' },
    menuOrder: 40,
    fields: {
      name: { type: 'string', required: true, max: 100 },
      site: { type: 'reference', reference: 'sites', required: true, foreignKey: 'restrict' },
      merchantId: { type: 'string', required: true, max: 50 },
      packageId: { type: 'string', required: true, max: 50 },
      currency: { type: 'currency', required: true, default: 'USD' },
      postbackSecret: { type: 'secret', required: true },
      transactionFeeRate: { type: 'basisPoints', required: true, default: 0 },
      transactionFeeFixed: { type: 'money', currencyField: 'currency', required: true, default: 0 },
      settlementFeeRate: { type: 'basisPoints', required: true, default: 0 },
      reserveRate: { type: 'basisPoints', required: true, default: 0 },
      reserveHoldDays: { type: 'integer', required: true, default: 180, min: 0, max: 3650 },
      payoutDelayDays: { type: 'integer', required: true, default: 7, min: 0, max: 365 },
      // Empty: postbacks are taken from any address (the signature still has to match).
      allowedIps: { type: 'text', max: 2000 },
      active: { type: 'boolean', default: true },
    },
    operations: ['list', 'get', 'create', 'update'],
    // A stale save is refused (promise 41); a create or edit sent twice with one Idempotency-Key is applied once (promise 42).
    versioned: true,
    idempotent: true,
    list: ['id', 'name', 'site', 'merchantId', 'packageId', 'currency', 'transactionFeeRate', 'settlementFeeRate', 'reserveRate', 'reserveHoldDays', 'active'],
    filters: ['site', 'active', 'currency'],
    search: ['name', 'merchantId', 'packageId'],
    sortable: ['name'],
    sort: { field: 'name', order: 'ASC' },
    title: 'name',
  }),
  { allowedIps: ZAllowedIps },
);
