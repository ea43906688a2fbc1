import FaceIcon from '@mui/icons-material/Face';
import type { TResource } from '../define.ts';
import { GenericCreate } from '../../src/generic/GenericCreate.tsx';
import { GenericEdit } from '../../src/generic/GenericEdit.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { ModelInputs } from './ModelInputs.tsx';
import { ModelShow } from './ModelShow.tsx';

/** The generated list serves models; the form shows metric figures and social links, the show page the model's videos. */
export default (resource: TResource): TResourceViews => ({
  icon: FaceIcon,
  create: (
    <GenericCreate resource={resource}>
      <ModelInputs />
    </GenericCreate>
  ),
  edit: (
    <GenericEdit resource={resource}>
      <ModelInputs />
    </GenericEdit>
  ),
  show: <ModelShow resource={resource} />,
});
