import FeedIcon from '@mui/icons-material/Feed';
import type { TResourceViews } from '../../src/resourceViews.tsx';

/** The generic screens serve posts as they are (sticky ones first, publish and back-to-draft buttons); only the icon is their own. */
export default (): TResourceViews => ({ icon: FeedIcon });
