import { dealErrors, type TDealTerms } from './rules.ts';

/** What the deal form checks before it sends: its dates (the server also holds the price against the plan). */
export const dealRules = (values: Record<string, unknown>) => dealErrors(values as TDealTerms);
