import ScheduleIcon from '@mui/icons-material/Schedule';
import type { TResourceViews } from '../../src/resourceViews.tsx';

/** The generic list serves the jobs as it is; only its menu icon is its own. */
export default (): TResourceViews => ({ icon: ScheduleIcon });
