import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import type { TMatch } from '../navigation.ts';
import { StatusPage } from './StatusPage.tsx';

/** The permission a screen needs, as `canAccess` reads it: a show screen follows the list. */
const VERBS: Record<TMatch['screen'], 'list' | 'create' | 'edit'> = { list: 'list', show: 'list', create: 'create', batchCreate: 'create', edit: 'edit' };

/**
 * A screen of the registry the admin's roles do not open, shown inside the shell (the menu stays)
 * as a 403 that names the missing permission in words and by its name, to ask an administrator for.
 */
export const ForbiddenScreen = ({ match }: { match: TMatch }) => {
  const translate = useTranslate();
  const verb = VERBS[match.screen];
  const name = `${verb}-${match.resource.name}`;
  const permission = `${translate(`resources.${match.resource.name}.name`, { smart_count: 2 })} · ${translate(`resources.roles.permissions.columns.${verb}`)}`;
  return (
    <StatusPage code="403" Icon={BlockIcon} title="pages.status.forbidden_title" message="pages.status.forbidden_missing" messageArgs={{ permission, name }} />
  );
};
