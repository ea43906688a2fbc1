/** A promotion's dates, limit and discount, checked together: by the form before it sends, and by the server after every write. */
export type TPromotionTerms = {
  startedAt?: string | Date | null;
  endedAt?: string | Date | null;
  times?: number | null;
  used?: number | null;
  discountPercent?: number | null;
  discountAmount?: number | null;
  currency?: string | null;
};

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';
const time = (value: string | Date) => new Date(value).getTime();

/** Per-field messages (i18n keys) for terms that do not fit together; empty when they do. */
export const promotionErrors = (terms: TPromotionTerms): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if (isSet(terms.startedAt) && isSet(terms.endedAt) && time(terms.endedAt!) <= time(terms.startedAt!)) {
    errors.endedAt = ['resources.promotions.validation.end_before_start'];
  }
  if (isSet(terms.times) && terms.times! < (terms.used ?? 0)) errors.times = [`resources.promotions.validation.times_below_used|${terms.used}`];
  // Exactly one kind of discount: a percentage or an amount.
  const hasPercent = isSet(terms.discountPercent);
  const hasAmount = isSet(terms.discountAmount);
  if (hasPercent === hasAmount) {
    const message = hasPercent ? 'resources.promotions.validation.one_discount' : 'resources.promotions.validation.discount_required';
    errors.discountPercent = [message];
    errors.discountAmount = [message];
  }
  if (hasAmount && !isSet(terms.currency)) errors.currency = ['resources.promotions.validation.currency_required'];
  return errors;
};
