import type { TResource } from '../define.ts';
import { GenericCreate } from '../../src/generic/GenericCreate.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { DealShow } from './DealShow.tsx';
import { dealRules } from './dealRules.ts';

/** Deals: the generated list; the show route opens the edit screen (spec §2) for whoever may edit. */
export default (resource: TResource): TResourceViews => ({
  create: <GenericCreate resource={resource} rules={dealRules} />,
  edit: <DealShow resource={resource} />,
  show: <DealShow resource={resource} />,
});
