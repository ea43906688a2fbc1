/** Icons of the menu's areas, and a resource's own icon with a fallback. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import VideoLibraryIcon from '@mui/icons-material/VideoLibraryOutlined';
import type { ComponentType } from 'react';
import type { TArea, TResource } from '../../resources/define.ts';
import { viewsOf } from '../resourceViews.tsx';

export const AREA_ICONS: Record<TArea, ComponentType> = {
  content: VideoLibraryIcon,
  customers: PeopleIcon,
  commerce: ShoppingCartIcon,
  marketing: CampaignIcon,
  analytics: InsightsIcon,
  administration: AdminPanelSettingsIcon,
};

const resourceIcons = new Map<string, ComponentType>();

/** Cached: viewsOf builds the resource's view elements, which the menu has no use for. */
export const resourceIcon = (resource: TResource): ComponentType => {
  let icon = resourceIcons.get(resource.name);
  if (!icon) {
    icon = viewsOf(resource).icon ?? FolderIcon;
    resourceIcons.set(resource.name, icon);
  }
  return icon;
};
