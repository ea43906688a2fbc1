/** The breadcrumb (spec §2): always from the dashboard, then the matched route's area, list and screen. */
import { Breadcrumbs, Link as MuiLink, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH, useDescribePath, type TCrumb } from './screens.ts';

export const Breadcrumb = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A phone's breadcrumb names a record by number: its name may be long, and the page's title shows it.
  const describe = useDescribePath({ named: !isXSmall });
  const crumbs: TCrumb[] = describe(pathname)?.crumbs ?? [{ label: translate('menu.dashboard'), path: DASHBOARD_PATH }];
  const last = crumbs.length - 1;

  return (
    <Breadcrumbs
      aria-label={translate('shell.breadcrumb')}
      // A phone has room for the current screen's name, whole: the way there folds into "…".
      maxItems={isXSmall ? 1 : 8}
      itemsBeforeCollapse={isXSmall ? 0 : 1}
      itemsAfterCollapse={1}
      sx={{ minWidth: 0, fontSize: 14, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& .MuiBreadcrumbs-li': { minWidth: 0 } }}
    >
      {crumbs.map((crumb, index) =>
        crumb.path && index !== last ? (
          <MuiLink key={index} component={Link} to={crumb.path} underline="hover" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {crumb.label}
          </MuiLink>
        ) : (
          <Typography
            key={index}
            noWrap
            color={index === last ? 'text.primary' : 'text.secondary'}
            aria-current={index === last ? 'page' : undefined}
            sx={{ fontSize: 'inherit', fontWeight: index === last ? 500 : 400 }}
          >
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
};
