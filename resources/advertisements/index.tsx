import CampaignIcon from '@mui/icons-material/Campaign';
import type { TResourceViews } from '../../src/resourceViews.tsx';

/** The generated list, show and edit serve the fixed ad slots; with no create or delete operation they offer no such buttons. */
export default (): TResourceViews => ({ icon: CampaignIcon });
