import { Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §9: the context menu is 105px wide. */
export const CONTEXT_MENU_WIDTH = 105;

export type TTagAction = 'refresh' | 'close' | 'close_others' | 'close_all';

type TTagsContextMenuProps = {
  position: { top: number; left: number } | null;
  canClose: boolean;
  onAction: (action: TTagAction) => void;
  onClose: () => void;
};

export const TagsContextMenu = ({ position, canClose, onAction, onClose }: TTagsContextMenuProps) => {
  const translate = useTranslate();
  const actions: TTagAction[] = canClose ? ['refresh', 'close', 'close_others', 'close_all'] : ['refresh', 'close_others', 'close_all'];
  return (
    <Menu
      open={position !== null}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={position ?? undefined}
      // The page's own context menu stays available on the menu itself.
      onContextMenu={(event) => {
        event.preventDefault();
        onClose();
      }}
      slotProps={{ paper: { sx: { width: CONTEXT_MENU_WIDTH } }, list: { dense: true, sx: { py: 0.5 } } }}
    >
      {actions.map((action) => (
        <MenuItem
          key={action}
          onClick={() => {
            onClose();
            onAction(action);
          }}
          sx={{ fontSize: 13, px: 1.5, minHeight: 30 }}
        >
          {translate(`shell.tags.${action}`)}
        </MenuItem>
      ))}
    </Menu>
  );
};
