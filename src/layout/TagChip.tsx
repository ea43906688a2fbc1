import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase } from '@mui/material';
import type { MouseEvent, Ref } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

type TTagChipProps = {
  to: string;
  title: string;
  isActive: boolean;
  isPinned: boolean;
  onClose: () => void;
  onContextMenu: (event: MouseEvent) => void;
  ref?: Ref<HTMLDivElement>;
};

/** One tab of the tags view; the link and its close button are siblings, as a link may not hold a button. */
export const TagChip = ({ to, title, isActive, isPinned, onClose, onContextMenu, ref }: TTagChipProps) => {
  const translate = useTranslate();
  return (
    <Box
      ref={ref}
      onContextMenu={onContextMenu}
      // A middle click closes the tab, as in a browser.
      onAuxClick={(event) => event.button === 1 && !isPinned && onClose()}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        flexShrink: 0,
        height: 26,
        pl: 1,
        pr: isPinned ? 1 : 0.5,
        border: '1px solid',
        borderColor: isActive ? 'primary.main' : theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.16)' : '#d8dce5',
        bgcolor: isActive ? 'primary.main' : 'background.paper',
        color: isActive ? 'primary.contrastText' : 'text.secondary',
        fontSize: 12,
        borderRadius: '3px',
        '&:hover': isActive ? undefined : { color: 'primary.main' },
      })}
    >
      <Box
        component={Link}
        to={to}
        aria-current={isActive ? 'page' : undefined}
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          whiteSpace: 'nowrap',
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          '&::before': isActive ? { content: '""', width: 7, height: 7, borderRadius: '50%', bgcolor: 'currentColor' } : undefined,
        }}
      >
        {title}
      </Box>
      {!isPinned && (
        <ButtonBase
          aria-label={`${translate('shell.tags.close')} ${title}`}
          onClick={onClose}
          sx={{ ml: 0.5, borderRadius: '50%', width: 16, height: 16, '&:hover': { bgcolor: 'rgba(0,0,0,0.16)' } }}
        >
          <CloseIcon sx={{ fontSize: 12 }} />
        </ButtonBase>
      )}
    </Box>
  );
};
