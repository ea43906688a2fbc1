/**
 * The sidebar menu: the dashboard, then the registry's areas filtered by the admin's
 * permissions (spec §1, §6). An area with one visible entry shows as that entry alone, and
 * create/edit/show screens highlight their list's entry.
 */
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { List } from '@mui/material';
import { useMemo } from 'react';
import { useGetResourceLabel, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { TResource } from '../../resources/define.ts';
import { resources } from '../../resources/index.ts';
import { screenReports as reports } from '../analytics/analyticsScreens.ts';
import type { TReport } from '../../resources/report.ts';
import { InboxMenuLink } from '../inbox/InboxMenuLink.tsx';
import { INBOX_PATH } from '../inbox/useInbox.ts';
import { buildMenu, matchPath } from '../navigation.ts';
import { MenuGroup, type TMenuItem } from './MenuGroup.tsx';
import { MenuLink } from './MenuLink.tsx';
import { AREA_ICONS, resourceIcon } from './menuIcons.tsx';
import { DASHBOARD_PATH } from './screens.ts';

type TAppMenuProps = {
  isCollapsed?: boolean;
  /** The registry by default; tests pass fixture resources. */
  list?: readonly TResource[];
  /** The registry's reports by default; tests pass fixture reports. */
  reportList?: readonly TReport[];
};

export const AppMenu = ({ isCollapsed = false, list = resources, reportList = reports }: TAppMenuProps) => {
  const { permissions } = usePermissions<string[]>();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const areas = useMemo(() => buildMenu(permissions ?? [], list, reportList), [permissions, list, reportList]);
  const activePath = matchPath(pathname, list)?.parentPath ?? pathname;

  return (
    <List component="nav" aria-label={translate('shell.navigation')} sx={{ py: 0.5 }}>
      <MenuLink
        path={DASHBOARD_PATH}
        label={translate('menu.dashboard')}
        icon={DashboardIcon}
        isActive={activePath === DASHBOARD_PATH}
        isCollapsed={isCollapsed}
      />
      <InboxMenuLink isActive={activePath === INBOX_PATH} isCollapsed={isCollapsed} />
      {areas.map(({ area, label, entries }) => {
        const items: TMenuItem[] = entries.map((entry) => ({
          path: entry.path,
          label: translate(entry.label, { smart_count: 2, _: resourceLabel(entry.name, 2) }),
          icon: resourceIcon(entry),
        }));
        const [only] = items;
        return items.length === 1 && only ? (
          <MenuLink key={area} {...only} isActive={only.path === activePath} isCollapsed={isCollapsed} />
        ) : (
          <MenuGroup
            key={area}
            label={translate(label)}
            icon={AREA_ICONS[area]}
            items={items}
            activePath={activePath}
            isCollapsed={isCollapsed}
          />
        );
      })}
    </List>
  );
};
