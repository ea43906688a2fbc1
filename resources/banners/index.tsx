import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { BannersList } from './BannersList.tsx';

/** Banners: the generated screens, with a list that also orders a position's banners by drag. */
export default (resource: TResource): TResourceViews => ({ icon: ViewCarouselIcon, list: <BannersList resource={resource} /> });
