/** What the card processor notifies: a payment (a sale, a renewal), its reversal (refund, void, chargeback), or the end of renewals. */
export const EVENT_KINDS = ['sale', 'rebill', 'refund', 'void', 'chargeback', 'cancellation', 'expiration'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];
