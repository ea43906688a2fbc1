import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuLink } from './MenuLink.tsx';
import { menuItemSx } from './sidebarColors.ts';

export type TMenuItem = { path: string; label: string; icon: ComponentType<{ fontSize?: 'small' }> };

type TMenuGroupProps = {
  label: string;
  icon: ComponentType;
  items: TMenuItem[];
  activePath: string;
  isCollapsed: boolean;
};

/** An area of the menu: a collapsible group, or with the sidebar collapsed an icon opening a flyout. */
export const MenuGroup = ({ label, icon: Icon, items, activePath, isCollapsed }: TMenuGroupProps) => {
  const hasActive = items.some((item) => item.path === activePath);
  const [isOpen, setOpen] = useState(hasActive);
  const [wasActive, setWasActive] = useState(hasActive);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Navigating into the group (from the search, a tab, a link) unfolds it.
  if (hasActive !== wasActive) {
    setWasActive(hasActive);
    if (hasActive) setOpen(true);
  }

  if (isCollapsed) {
    return (
      <>
        <Tooltip title={label} placement="right">
          <ListItemButton
            aria-label={label}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={menuItemSx(hasActive, { isGroup: true })}
          >
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
          </ListItemButton>
        </Tooltip>
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <ListSubheader sx={{ lineHeight: 2.5 }}>{label}</ListSubheader>
          {items.map(({ path, label: itemLabel, icon: ItemIcon }) => (
            <MenuItem key={path} component={Link} to={path} selected={path === activePath} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <ItemIcon fontSize="small" />
              </ListItemIcon>
              {itemLabel}
            </MenuItem>
          ))}
        </Menu>
      </>
    );
  }

  return (
    <>
      <ListItemButton onClick={() => setOpen(!isOpen)} aria-expanded={isOpen} sx={menuItemSx(hasActive, { isGroup: true })}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
        {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto">
        {/* Links, not list items: a <div>, since a <ul> may hold only <li>. */}
        <List disablePadding component="div">
          {items.map((item) => (
            <MenuLink key={item.path} {...item} depth={1} isActive={item.path === activePath} />
          ))}
        </List>
      </Collapse>
    </>
  );
};
