import LockPersonIcon from '@mui/icons-material/LockPerson';
import { StatusPage } from './StatusPage.tsx';

export const ForbiddenPage = () => (
  <StatusPage code="401" Icon={LockPersonIcon} title="pages.status.forbidden_title" message="pages.status.forbidden_message" />
);
