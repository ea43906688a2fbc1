/** A deal's dates and price against its plan, checked together: by the form before it sends (dates), and by the server after every write. */
export type TDealTerms = {
  startedAt?: string | Date | null;
  endedAt?: string | Date | null;
  price?: number | null;
  currency?: string | null;
};

/** The plan a deal offers, as far as its price cares. */
export type TDealPlan = { currency: string; initialOriginalPrice: number };

const isSet = (value: unknown) => value !== null && value !== undefined && value !== '';

/** Per-field messages (i18n keys) for terms that do not fit together or do not fit the plan; empty when they do. */
export const dealErrors = (deal: TDealTerms, plan?: TDealPlan): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  if (isSet(deal.startedAt) && isSet(deal.endedAt) && new Date(deal.endedAt!).getTime() <= new Date(deal.startedAt!).getTime()) {
    errors.endedAt = ['resources.deals.validation.end_before_start'];
  }
  if (plan && isSet(deal.currency) && deal.currency !== plan.currency) errors.currency = ['resources.deals.validation.plan_currency'];
  else if (plan && isSet(deal.price) && deal.price! > plan.initialOriginalPrice) errors.price = ['resources.deals.validation.price_above_plan'];
  return errors;
};
