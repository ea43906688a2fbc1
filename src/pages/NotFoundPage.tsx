import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { StatusPage } from './StatusPage.tsx';

export const NotFoundPage = () => (
  <StatusPage code="404" Icon={TravelExploreIcon} title="pages.status.not_found_title" message="pages.status.not_found_message" />
);
