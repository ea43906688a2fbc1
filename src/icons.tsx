/**
 * The icon behind each name a declaration may use (`icon: 'video'` on a resource or an action):
 * declarations name icons, the app draws them, so that a schema never imports a UI library.
 */
import AdminIcon from '@mui/icons-material/ManageAccounts';
import BarChartIcon from '@mui/icons-material/BarChart';
import ArticleIcon from '@mui/icons-material/Article';
import BlockIcon from '@mui/icons-material/Block';
import CampaignIcon from '@mui/icons-material/Campaign';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DiscountIcon from '@mui/icons-material/Discount';
import FaceIcon from '@mui/icons-material/Face';
import FeedIcon from '@mui/icons-material/Feed';
import HistoryIcon from '@mui/icons-material/History';
import LanguageIcon from '@mui/icons-material/Language';
import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/Mail';
import PeopleIcon from '@mui/icons-material/People';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import PublishIcon from '@mui/icons-material/Publish';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import RouterIcon from '@mui/icons-material/Router';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SecurityIcon from '@mui/icons-material/Security';
import SellIcon from '@mui/icons-material/Sell';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import UndoIcon from '@mui/icons-material/Undo';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFront';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { ComponentType } from 'react';
import type { TIconName } from '../resources/define.ts';

export const ICONS: Record<TIconName, ComponentType> = {
  video: OndemandVideoIcon,
  face: FaceIcon,
  tag: LocalOfferIcon,
  director: VideoCameraFrontIcon,
  post: FeedIcon,
  question: LiveHelpIcon,
  blocks: ViewQuiltIcon,
  banner: ViewCarouselIcon,
  campaign: CampaignIcon,
  article: ArticleIcon,
  admin: AdminIcon,
  role: SecurityIcon,
  network: RouterIcon,
  site: LanguageIcon,
  history: HistoryIcon,
  publish: PublishIcon,
  hide: VisibilityOffIcon,
  undo: UndoIcon,
  enable: CheckCircleIcon,
  disable: BlockIcon,
  schedule: ScheduleIcon,
  unlock: LockOpenIcon,
  chart: BarChartIcon,
  qrCode: QrCodeIcon,
  run: PlayCircleOutlineIcon,
  people: PeopleIcon,
  mail: MailIcon,
  plan: CardMembershipIcon,
  promotion: DiscountIcon,
  deal: SellIcon,
  payment: CreditCardIcon,
  order: ReceiptLongIcon,
  subscription: AutorenewIcon,
};

/**
 * The colour of an action's button, by its icon: what publishes or enables reads as going ahead,
 * what hides, undoes or disables as taking back, so that neighbouring actions never look alike.
 */
// MUI's warning and info shades fall below AA contrast as button text on white: not used here.
export const ICON_TONES: Partial<Record<TIconName, 'success' | 'error' | 'secondary'>> = {
  publish: 'success',
  enable: 'success',
  hide: 'error',
  undo: 'secondary',
  disable: 'error',
  qrCode: 'secondary',
};
