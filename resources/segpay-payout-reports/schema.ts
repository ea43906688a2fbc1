import { defineResource } from '../define.ts';
import { MAX_MINOR } from '../money.ts';

/** A figure of the report, computed by the server when the report is created and never typed. */
const figure = { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true } as const;

/**
 * A payout period of one card payment setting, reconciled: what its orders paid in the period should
 * have brought (computed once, when the report is created, from the orders as they stand then:
 * segpay-payout-reports.server.ts and docs/payments.md give the formulas), beside what the provider's
 * statement says it paid, typed by staff. The period is whole days in UTC, start and end included.
 * Only the statement amount and the note change afterwards: a different period is another report.
 */
export const segpayPayoutReports = defineResource({
  name: 'segpay-payout-reports',
  area: 'commerce',
  path: '/orders/payout-reports',
  icon: 'order',
  routes: { list: '', create: 'create', show: ':id', edit: 'edit/:id' },
  menuOrder: 35,
  fields: {
    segpay: { type: 'reference', reference: 'segpays', required: true, foreignKey: 'restrict', createOnly: true },
    periodStart: { type: 'date', required: true, createOnly: true },
    periodEnd: { type: 'date', required: true, createOnly: true },
    // The setting's, copied when the report is made: every amount of the report is in it.
    currency: { type: 'currency', required: true, readOnly: true },
    grossSales: figure,
    refunds: figure,
    chargebacks: figure,
    transactionFees: figure,
    settlementFees: figure,
    reserveWithheld: figure,
    reserveReleased: figure,
    // Fees and reserves may exceed what a period sold: the payout can be negative.
    netPayout: { ...figure, min: -MAX_MINOR },
    statementAmount: { type: 'money', currencyField: 'currency', min: -MAX_MINOR },
    // statementAmount − netPayout, read from the row; empty until the statement is typed, flagged red when not zero.
    difference: { type: 'money', currencyField: 'currency', computed: true, min: -MAX_MINOR, flagsNonZero: 'error' },
    note: { type: 'text', max: 2000 },
    // What the report is called (its page's title, a notification): its period, `2026-09-01 – 2026-09-30`.
    period: { type: 'string', computed: true, namesRecord: true },
  },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  // A statement typed over someone else's newer one is refused (SECURITY 41).
  versioned: true,
  // A create sent again (a double click, a retry after a time-out) makes one report (SECURITY 42).
  idempotent: true,
  list: ['id', 'segpay', 'periodStart', 'periodEnd', 'grossSales', 'netPayout', 'statementAmount', 'difference'],
  filters: ['segpay', 'periodStart', 'currency'],
  sortable: ['periodStart'],
  sort: { field: 'periodStart', order: 'DESC' },
  title: 'period',
  export: {
    filename: 'payout-reports.csv',
    columns: [
      'segpay', 'periodStart', 'periodEnd', 'currency', 'grossSales', 'refunds', 'chargebacks', 'transactionFees', 'settlementFees',
      'reserveWithheld', 'reserveReleased', 'netPayout', 'statementAmount', 'difference', 'note',
    ],
  },
});
