import LanguageIcon from '@mui/icons-material/Language';
import type { TResourceViews } from '../../src/resourceViews.tsx';

/** The generic screens serve this resource as they are; only its menu icon is its own. */
export default (): TResourceViews => ({ icon: LanguageIcon });
