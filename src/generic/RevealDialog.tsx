/**
 * A secret an action issued (a site's new key), shown once with a copy button: the server keeps
 * only its hash, so closing the dialog is the last time anyone sees it.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Button, useTranslate, useTranslateLabel } from 'react-admin';

/** `title`: the dialog's title, an i18n key (the action's label). */
type TRevealed = { resource: string; title: string; field: string; value: string };

export const RevealDialog = ({ revealed, onClose }: { revealed: TRevealed | null; onClose: () => void }) => {
  const translate = useTranslate();
  const label = useTranslateLabel();
  const [isCopied, setCopied] = useState(false);
  if (!revealed) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(revealed.value);
    setCopied(true);
  };
  const close = () => {
    setCopied(false);
    onClose();
  };
  return (
    <Dialog open onClose={close} maxWidth="sm" fullWidth aria-labelledby="reveal-title">
      <DialogTitle id="reveal-title">{translate(revealed.title)}</DialogTitle>
      <DialogContent>
        <Box component="label" htmlFor="revealed-value" sx={{ display: 'block', mb: 1, color: 'text.secondary' }}>
          {label({ source: revealed.field, resource: revealed.resource })}
        </Box>
        <Box
          id="revealed-value"
          component="output"
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1rem', p: 1.5, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all', userSelect: 'all' }}
        >
          {revealed.value}
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('generic.reveal.notice')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button label={isCopied ? 'generic.action.copied' : 'generic.action.copy'} onClick={() => void copy()} variant="contained">
          <ContentCopyIcon />
        </Button>
        <Button label="ra.action.close" onClick={close} />
      </DialogActions>
    </Dialog>
  );
};
