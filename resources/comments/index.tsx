import type { TResource } from '../define.ts';
import type { TResourceViews } from '../../src/resourceViews.tsx';
import { CommentReports } from './CommentReports.tsx';

/** The generated list and show serve comments; their reports have a screen of their own. */
export default (_resource: TResource): TResourceViews => ({
  screens: { reports: <CommentReports /> },
});
