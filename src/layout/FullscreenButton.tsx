/** Fullscreen toggle through the Fullscreen API; where it is missing, a warning (spec §8). */
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton, Tooltip } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useNotify, useTranslate } from 'react-admin';

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
};
const isFullscreenNow = () => document.fullscreenElement != null;

export const FullscreenButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const isFullscreen = useSyncExternalStore(subscribe, isFullscreenNow, () => false);
  const label = translate(isFullscreen ? 'shell.exit_fullscreen' : 'shell.fullscreen');
  const warn = () => notify('shell.fullscreen_unsupported', { type: 'warning' });

  const toggle = () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      warn();
      return;
    }
    const change = isFullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // Refused by a permissions policy or an embedding frame: the same answer as no support.
    change.catch(warn);
  };

  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggle}>
        {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
