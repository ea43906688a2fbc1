import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from './screens.ts';

/** Served from public/ like every asset: no external image host (the spec's original used one). */
export const LOGO_URL = '/logo.svg';
export const HEADER_HEIGHT = 50;

export const SidebarLogo = ({ isCollapsed }: { isCollapsed: boolean }) => {
  const translate = useTranslate();
  const name = translate('app.name', { _: 'Showrunner' });
  return (
    <Box
      component={Link}
      to={DASHBOARD_PATH}
      aria-label={name}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: isCollapsed ? 'center' : 'flex-start',
        gap: 1.25,
        height: HEADER_HEIGHT,
        px: isCollapsed ? 0 : 2,
        flexShrink: 0,
        color: 'var(--sb-text)',
        textDecoration: 'none',
        borderBottom: '1px solid var(--sb-border)',
      }}
    >
      <img src={LOGO_URL} alt="" width={30} height={30} />
      {!isCollapsed && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, letterSpacing: 0.2 }} noWrap>
          {name}
        </Typography>
      )}
    </Box>
  );
};
