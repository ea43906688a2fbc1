import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { VideoBatchCreate } from './batch/VideoBatchCreate.tsx';
import { VideoInputs } from './VideoInputs.tsx';
import { VideoShow } from './VideoShow.tsx';

/** The generated list serves videos; the form is laid out in sections, and show and batch create are their own. */
export default (resource: TResource): TResourceViews => ({
  ...formViews(resource, <VideoInputs />),
  show: <VideoShow resource={resource} />,
  batchCreate: <VideoBatchCreate />,
});
