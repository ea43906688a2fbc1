/** The UI size (spec: large / medium / small, default medium), persisted and applied through the theme. */
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { SIZES, sizeStore, useSize, type TSize } from './settingsStore.ts';

export const SizeMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const size = useSize();
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('shell.size');

  const choose = (next: TSize) => {
    setAnchor(null);
    if (next === size) return;
    sizeStore.set(next);
    notify('shell.switch_size_success', { type: 'success' });
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SIZES.map((option) => (
          <MenuItem key={option} selected={option === size} onClick={() => choose(option)} sx={{ minWidth: 120 }}>
            {translate(`shell.size_${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
