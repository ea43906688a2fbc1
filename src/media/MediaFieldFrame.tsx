import type { ReactNode } from 'react';
import { Box, FormHelperText, Typography } from '@mui/material';
import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

type TProps = { source: string; label?: string; error?: string; children: ReactNode };

/** The label, the body and the first error of a media input, laid out as react-admin's inputs are. */
export const MediaFieldFrame = ({ source, label: ownLabel, error, children }: TProps) => {
  const translate = useTranslate();
  const label = String(useTranslateLabel()({ source, label: ownLabel, resource: useResourceContext() }) ?? source);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }} aria-label={label}>
      <Typography component="legend" variant="caption" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {children}
      {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
    </Box>
  );
};
