import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import { StatusPage } from './StatusPage.tsx';

/** What a missing permission lets do: open a list (or a record), create, edit, view a report. */
export type TForbiddenVerb = 'list' | 'create' | 'edit' | 'view';

/**
 * A screen of the registry the admin's roles do not open, shown inside the shell (the menu stays)
 * as a 403 that names the missing permission in words and by its name, to ask an administrator for.
 */
export const ForbiddenScreen = ({ name, verb }: { name: string; verb: TForbiddenVerb }) => {
  const translate = useTranslate();
  const permission = `${translate(`resources.${name}.name`, { smart_count: 2 })} · ${translate(`pages.status.verbs.${verb}`)}`;
  return (
    <StatusPage
      code="403"
      Icon={BlockIcon}
      title="pages.status.forbidden_title"
      message="pages.status.forbidden_missing"
      messageArgs={{ permission, name: `${verb}-${name}` }}
    />
  );
};
