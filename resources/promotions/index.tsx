import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { PromotionInputs } from './PromotionInputs.tsx';
import { promotionErrors, type TPromotionTerms } from './rules.ts';

/** Promotions: the generated list and show screen; a form in sections whose dates and discount are checked together before they are sent. */
export default (resource: TResource): TResourceViews => formViews(resource, <PromotionInputs />, (values) => promotionErrors(values as TPromotionTerms));
