import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { menuItemSx } from './sidebarColors.ts';

export type TMenuLinkProps = {
  path: string;
  label: string;
  icon: ComponentType;
  isActive: boolean;
  /** Icons only: the label moves into a tooltip. */
  isCollapsed?: boolean;
  depth?: number;
};

export const MenuLink = ({ path, label, icon: Icon, isActive, isCollapsed = false, depth = 0 }: TMenuLinkProps) => {
  const button = (
    <ListItemButton
      component={Link}
      to={path}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCollapsed ? label : undefined}
      sx={menuItemSx(isActive, { depth: isCollapsed ? 0 : depth })}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      {!isCollapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return isCollapsed ? (
    <Tooltip title={label} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
};
