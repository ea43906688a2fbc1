/** The inbox's menu entry, with how many items await a decision as its badge; absent for an admin who may see none. */
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MenuLink } from '../layout/MenuLink.tsx';
import { INBOX_PATH, useInbox, useInboxResources } from './useInbox.ts';

export const InboxMenuLink = ({ isActive, isCollapsed }: { isActive: boolean; isCollapsed: boolean }) => {
  const translate = useTranslate();
  const isShown = useInboxResources().length > 0;
  // The first page is what the inbox screen reads too: one request serves both.
  const { data } = useInbox();
  if (!isShown) return null;
  const total = data?.total ?? 0;
  const BadgedIcon = () => (
    <Badge badgeContent={total} color="error" max={999} data-testid="inbox-badge">
      <InboxIcon />
    </Badge>
  );
  return <MenuLink path={INBOX_PATH} label={translate('inbox.name')} icon={BadgedIcon} isActive={isActive} isCollapsed={isCollapsed} />;
};
