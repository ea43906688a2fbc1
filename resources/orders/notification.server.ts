/**
 * The card processor's notification (postback), as the public endpoint takes it and the payment
 * simulator sends it: a JSON body, signed with the payment setting's postback secret.
 *
 * `POST /api/v1/providers/segpay/{settingId}/postback`
 * - `Content-Type: application/json`; the body as sent is what is signed.
 * - `X-Segpay-Signature: sha256=<hex>`: HMAC-SHA256 of the raw body with the setting's postback
 *   secret, compared in constant time. A wrong or missing signature answers 401.
 * - A notification is one (setting, `transaction_id`, `kind`): sent again, it changes nothing and
 *   answers 200 with `result: duplicate`.
 *
 * Answers: 200 `applied` or `duplicate`; 202 `pending` (a refund, void or chargeback whose payment
 * has not arrived: applied when it does); 400 a body that is no JSON; 401 a bad signature; 403 an
 * address outside the setting's allow-list or a setting switched off; 404 an unknown setting; 422
 * a notification that cannot be applied (unknown plan, user or purchase; another currency), with
 * its reasons by field; 429 to an address past 20 refused notifications a minute (postback.server.ts). Every notification that reaches a known setting is stored, rejected ones
 * with their reason.
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { EVENT_KINDS } from './eventKinds.ts';
import { PAYMENT_METHODS } from './schema.ts';

export const SIGNATURE_HEADER = 'x-segpay-signature';

/** The signature header's value for a body. */
export const signBody = (secret: string, body: string): string => `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

const ZTransaction = z.string().trim().min(1, { message: 'validation.required' }).max(100, { message: 'validation.max_length|100' });
const ZPositiveId = z.number({ error: 'validation.integer' }).int({ message: 'validation.integer' }).positive({ message: 'validation.reference' }).max(2147483647);
const ZMinor = z.number({ error: 'validation.number' }).int({ message: 'validation.integer' }).min(0, { message: 'validation.min_value|0' }).max(Number.MAX_SAFE_INTEGER);

export const ZNotification = z.strictObject({
  kind: z.enum(EVENT_KINDS, { message: 'validation.enum' }),
  /** The processor's id of this event (a payment, a refund, a cancellation). */
  transaction_id: ZTransaction,
  /** The payment a refund, void or chargeback reverses. */
  related_transaction_id: ZTransaction.optional(),
  /** The processor's subscription (its purchase), the same for a sale and its renewals. */
  purchase_id: ZTransaction,
  occurred_at: z.iso.datetime({ offset: true, message: 'validation.datetime' }),
  /** Sale: our customer and plan, as the checkout handed them to the processor. */
  user_id: ZPositiveId.optional(),
  plan_id: ZPositiveId.optional(),
  /** Sale, rebill: what was charged; refund: what was given back (the whole payment when left out). */
  amount: ZMinor.optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'validation.currency' }).optional(),
  payment_method: z.enum(PAYMENT_METHODS, { message: 'validation.enum' }).optional(),
  promotion_code: z.string().trim().max(40).optional(),
  /** A first period sold as a trial. */
  trial: z.boolean().optional(),
  /** Sale, rebill: the card's billing country (ISO 3166-1 alpha-2, upper case). */
  country: z.string().regex(/^[A-Z]{2}$/, { message: 'validation.invalid' }).optional(),
  channel: ZPositiveId.optional(),
  campaign: ZPositiveId.optional(),
});
export type TNotification = z.infer<typeof ZNotification>;
