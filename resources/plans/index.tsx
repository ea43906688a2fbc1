import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { PlanInputs } from './PlanInputs.tsx';
import { PlanList } from './PlanList.tsx';
import { planErrors, type TPlanPrices } from './rules.ts';

/** Plans: a list that also orders them by drag, and a form in sections whose prices are checked together before they are sent. */
export default (resource: TResource): TResourceViews => ({
  list: <PlanList resource={resource} />,
  ...formViews(resource, <PlanInputs />, (values) => planErrors(values as TPlanPrices)),
});
