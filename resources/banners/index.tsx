import type { TResource } from '../define.ts';
import { formViews } from '../../src/generic/formViews.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { BannerInputs } from './BannerInputs.tsx';
import { BannerList } from './BannerList.tsx';

/** Banners: the generated screens, with a list that also orders a position's banners by drag, and a form that offers video files to video banners only. */
export default (resource: TResource): TResourceViews => ({
  list: <BannerList resource={resource} />,
  ...formViews(resource, <BannerInputs />),
});
