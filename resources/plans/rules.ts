/** A plan's prices and periods, checked together: by the form before it sends, and by the server after every write. */
export type TPlanPrices = {
  initialOriginalPrice?: number | null;
  initialDiscountPrice?: number | null;
  recurringPeriodCount?: number | null;
  recurringPeriodUnit?: string | null;
  recurringOriginalPrice?: number | null;
  recurringDiscountPrice?: number | null;
};

const isSet = (value: unknown) => value !== null && value !== undefined;

/** Per-field messages (i18n keys) for prices and periods that do not fit together; empty when they do. */
export const planErrors = (plan: TPlanPrices): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const { initialOriginalPrice, initialDiscountPrice, recurringOriginalPrice, recurringDiscountPrice } = plan;
  if (isSet(initialDiscountPrice) && isSet(initialOriginalPrice) && initialDiscountPrice! > initialOriginalPrice!) {
    errors.initialDiscountPrice = ['resources.plans.validation.discount_above_original'];
  }
  if (isSet(recurringDiscountPrice) && isSet(recurringOriginalPrice) && recurringDiscountPrice! > recurringOriginalPrice!) {
    errors.recurringDiscountPrice = ['resources.plans.validation.discount_above_original'];
  }
  // A renewal is a period and a price: either all of it or none.
  const recurring = ['recurringPeriodCount', 'recurringPeriodUnit', 'recurringOriginalPrice'] as const;
  const given = recurring.filter((field) => isSet(plan[field]));
  const isRecurring = given.length > 0 || isSet(recurringDiscountPrice);
  if (isRecurring) {
    for (const field of recurring) if (!isSet(plan[field])) errors[field] = ['resources.plans.validation.recurring_incomplete'];
  }
  return errors;
};
