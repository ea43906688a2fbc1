import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { TResource } from '../define.ts';
import { GenericCreate } from '../../src/generic/GenericCreate.tsx';
import { GenericEdit } from '../../src/generic/GenericEdit.tsx';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { BannerInputs } from './BannerInputs.tsx';
import { BannersList } from './BannersList.tsx';

/** Banners: the generated screens, with a list that also orders a position's banners by drag, and a form that offers video files to video banners only. */
export default (resource: TResource): TResourceViews => ({
  icon: ViewCarouselIcon,
  list: <BannersList resource={resource} />,
  create: (
    <GenericCreate resource={resource}>
      <BannerInputs />
    </GenericCreate>
  ),
  edit: (
    <GenericEdit resource={resource}>
      <BannerInputs />
    </GenericEdit>
  ),
});
