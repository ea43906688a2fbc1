import { z } from 'zod';
import { defineResource } from '../define.ts';

/** Where an order stands; only a payment makes it `paid`, and only the processor's later notifications change that, or a correction by staff. */
export const ORDER_STATUSES = ['pending', 'paid', 'refunded', 'partially_refunded', 'voided', 'charged_back', 'failed'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** What made the order: a customer's first payment, or a renewal. */
export const ORDER_KINDS = ['sale', 'rebill'] as const;

/** How the customer paid, as the processor says. */
export const PAYMENT_METHODS = ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'other'] as const;

/**
 * A payment taken by the card processor, made by its postback (postback.server.ts), never typed.
 * `amount` is what the customer paid; the fees are computed when it was paid from the payment
 * setting in force then (basis points of the amount, rounded half-up once per order, plus the
 * fixed fee per payment) and kept; `totalAmount` is what is left to the business:
 * amount − transaction fee − settlement fee − reserve. Staff may add a note, and correct the
 * status with a reason (`statusReason`, required with a change of status, kept in the audit row).
 */
export const orders = defineResource({
  name: 'orders',
  area: 'commerce',
  path: '/orders',
  icon: 'order',
  // The edit screen corrects a status (with its reason) or adds a note: nothing else of an order is typed.
  routes: { list: '', show: ':id', edit: ':id/edit' },
  menuOrder: 30,
  fields: {
    orderId: { type: 'string', required: true, unique: true, max: 120, readOnly: true },
    kind: { type: 'enum', values: ORDER_KINDS, required: true, readOnly: true, max: 10 },
    user: { type: 'reference', reference: 'users', required: true, foreignKey: 'restrict', readOnly: true },
    // A handful of plans, each with a large share of the orders: a plan's orders are read in each sort's order.
    plan: { type: 'reference', reference: 'plans', counted: true, required: true, foreignKey: 'restrict', readOnly: true, indexed: 'sorted' },
    subscription: { type: 'reference', reference: 'subscriptions', foreignKey: 'restrict', readOnly: true },
    // A payout report reads a setting's orders of a period; a channel admin's lists are one channel's orders.
    segpay: { type: 'reference', reference: 'segpays', counted: true, required: true, foreignKey: 'restrict', readOnly: true, indexed: 'sorted' },
    status: {
      type: 'enum',
      values: ORDER_STATUSES,
      required: true,
      max: 20,
      tones: { pending: 'info', paid: 'success', refunded: 'warning', partially_refunded: 'warning', voided: 'default', charged_back: 'error', failed: 'error' },
    },
    statusReason: { type: 'string', max: 500 },
    currency: { type: 'currency', required: true, readOnly: true },
    // A handful of prices, each with many orders: a range of them is read price by price in each sort's order (listSql's `spread`).
    amount: { type: 'money', currencyField: 'currency', required: true, readOnly: true, indexed: 'sorted' },
    refundedAmount: { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true },
    paymentMethod: { type: 'enum', values: PAYMENT_METHODS, required: true, readOnly: true, max: 20 },
    transactionNumber: { type: 'string', required: true, max: 100, readOnly: true },
    paidAt: { type: 'datetime', readOnly: true },
    transactionFee: { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true },
    settlementFee: { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true },
    reserveFee: { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true },
    totalAmount: { type: 'money', currencyField: 'currency', required: true, default: 0, readOnly: true },
    promotion: { type: 'reference', reference: 'promotions', foreignKey: 'restrict', readOnly: true },
    // Where the customer came from: the channel and its campaign (which lives under the channel), each shown by its name.
    channel: { type: 'reference', reference: 'channels', readOnly: true, indexed: 'sorted' },
    campaign: { type: 'integer', min: 1, readOnly: true, nestedIn: { field: 'channel', path: 'campaigns' } },
    /** The card's billing country (ISO 3166-1 alpha-2), as the processor says; renewals from the US are a figure of their own. */
    country: { type: 'string', max: 2, readOnly: true },
    note: { type: 'text', max: 2000 },
  },
  operations: ['list', 'get', 'update'],
  // A status correction over a newer one is refused (promise 41).
  versioned: true,
  // A channel admin sees the orders of the customers their channels brought, and no other.
  scopedBy: 'channel',
  list: ['id', 'orderId', 'user', 'plan', 'kind', 'status', 'amount', 'transactionFee', 'settlementFee', 'reserveFee', 'totalAmount', 'paymentMethod', 'transactionNumber', 'paidAt'],
  filters: ['status', 'plan', 'paymentMethod', 'paidAt', 'amount', 'user', 'transactionNumber', 'kind', 'segpay', 'channel', 'campaign', 'subscription'],
  search: ['orderId', 'transactionNumber'],
  positionsKept: true,
  sortable: ['paidAt', 'amount', 'totalAmount'],
  sort: { field: 'paidAt', order: 'DESC' },
  title: 'orderId',
  export: {
    filename: 'orders.csv',
    columns: [
      'orderId', 'kind', 'status', 'user', 'plan', 'subscription', 'currency', 'amount', 'refundedAmount', 'transactionFee', 'settlementFee',
      'reserveFee', 'totalAmount', 'paymentMethod', 'transactionNumber', 'paidAt', 'promotion', 'channel', 'campaign', 'note',
    ],
  },
});

/** `PUT /orders/{id}`: a note, or a status correction that says why. */
export const ZOrderStatusReason = z.string().trim().min(1, { message: 'resources.orders.validation.reason_required' }).max(500);
