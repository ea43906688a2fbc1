import type { TResource } from '../define.ts';
import { GenericList } from '../../src/generic/GenericList.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { OrderShow } from './OrderShow.tsx';
import { OrderTotals } from './OrderTotals.tsx';

/** Orders: the generated list with the totals of its filtered rows above it, and a show page with the processor's events. */
export default (resource: TResource): TResourceViews => ({
  list: <GenericList resource={resource} above={<OrderTotals />} />,
  show: <OrderShow resource={resource} />,
});
