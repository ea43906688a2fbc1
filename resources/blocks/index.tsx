import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import type { TResource } from '../define.ts';
import { GenericCreate } from '../../src/generic/GenericCreate.tsx';
import { GenericEdit } from '../../src/generic/GenericEdit.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { BlockInputs } from './BlockInputs.tsx';
import { BlocksList } from './BlocksList.tsx';

/** Blocks: the list is a page's blocks in their dragged order with its preview; the form orders the block's items. */
export default (resource: TResource): TResourceViews => ({
  icon: ViewQuiltIcon,
  list: <BlocksList resource={resource} />,
  create: (
    <GenericCreate resource={resource}>
      <BlockInputs />
    </GenericCreate>
  ),
  edit: (
    <GenericEdit resource={resource}>
      <BlockInputs />
    </GenericEdit>
  ),
});
