/** The user menu: who is signed in, links to the dashboard and the profile, and log out (spec §1, §4). */
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DASHBOARD_PATH } from './screens.ts';
import { closeAllTags, tagsStore } from './tagsStore.ts';

/** Spec §4: logout through the menu reloads the app at its root, leaving no state of the session behind. */
export const reloadAtRoot = (): void => {
  window.location.assign('/#/');
  window.location.reload();
};

export const AppUserMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const logout = useLogout();
  const name = identity?.fullName ?? '';
  const close = () => setAnchor(null);

  const signOut = async () => {
    close();
    // The next admin on this browser tab must not find the pages this one had open.
    tagsStore.set(closeAllTags);
    await logout({}, false);
    reloadAtRoot();
  };

  return (
    <>
      <ButtonBase
        // Named by what it shows (the admin's name, from sm up) and what it is, from its own text, so
        // that the name read out contains the words on screen (voice control; axe's label-content-name-mismatch).
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, px: 1, py: 0.5, borderRadius: 1, ml: 0.5 }}
      >
        <Avatar src={identity?.avatar} alt="" aria-hidden sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, fontSize: 14, maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {translate('shell.user_menu')}
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={Link} to={DASHBOARD_PATH} onClick={close}>
          <ListItemIcon>
            <DashboardIcon fontSize="small" />
          </ListItemIcon>
          {translate('menu.dashboard')}
        </MenuItem>
        <MenuItem component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {translate('shell.profile')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('ra.auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
