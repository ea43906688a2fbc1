/** Icons of the menu's areas, and a resource's own icon (named in its declaration) with a fallback. */
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import VideoLibraryIcon from '@mui/icons-material/VideoLibraryOutlined';
import type { ComponentType } from 'react';
import type { TArea, TIconName } from '../../resources/define.ts';
import { ICONS } from '../icons.tsx';

export const AREA_ICONS: Record<TArea, ComponentType> = {
  content: VideoLibraryIcon,
  customers: PeopleIcon,
  commerce: ShoppingCartIcon,
  marketing: CampaignIcon,
  analytics: InsightsIcon,
  administration: AdminPanelSettingsIcon,
};

/** The icon a declaration (a resource's, a report's) names, or a folder. */
export const resourceIcon = (declaration: { icon?: TIconName }): ComponentType => (declaration.icon ? ICONS[declaration.icon] : FolderIcon);
