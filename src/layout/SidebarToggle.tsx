import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSidebar } from './sidebarState.ts';

export const SidebarToggle = () => {
  const { open, toggle } = useSidebar();
  const translate = useTranslate();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" edge="start" aria-label={label} aria-expanded={open} onClick={toggle}>
        {open ? <MenuOpenIcon /> : <MenuIcon />}
      </IconButton>
    </Tooltip>
  );
};
