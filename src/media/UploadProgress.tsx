import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatBytes, formatDuration, type TTransfer } from './transfer.ts';

/** A progress bar with the percentage, the speed and the time left. */
export const UploadProgress = ({ transfer }: { transfer: TTransfer }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress variant="determinate" value={transfer.percent} aria-label={`${transfer.percent}%`} />
      <Typography variant="caption" color="text.secondary">
        {translate('content.upload.progress', {
          percent: transfer.percent,
          speed: formatBytes(transfer.bytesPerSecond),
          eta: transfer.secondsLeft === null ? '…' : formatDuration(transfer.secondsLeft),
        })}
      </Typography>
    </Box>
  );
};
