import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { SupportShow } from './SupportShow.tsx';

/** The generated list serves tickets; the ticket page holds the conversation and the reply form. */
export default (resource: TResource): TResourceViews => ({
  show: <SupportShow resource={resource} />,
});
