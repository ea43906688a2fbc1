import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { ModelInputs } from './ModelInputs.tsx';
import { ModelShow } from './ModelShow.tsx';

/** The generated list serves models; the form shows metric figures and social links, the show page the model's videos. */
export default (resource: TResource): TResourceViews => ({
  ...formViews(resource, <ModelInputs />),
  show: <ModelShow resource={resource} />,
});
