import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { BlockInputs } from './BlockInputs.tsx';
import { BlockList } from './BlockList.tsx';

/** Blocks: the list is a page's blocks in their dragged order with its preview; the form orders the block's items. */
export default (resource: TResource): TResourceViews => ({
  list: <BlockList resource={resource} />,
  ...formViews(resource, <BlockInputs />),
});
