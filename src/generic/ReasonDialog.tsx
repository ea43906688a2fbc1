/** Asks the reason of an action before it runs (a disable): the reason goes with the call and into the audit log. */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

type TReasonDialogProps = {
  isOpen: boolean;
  title: string;
  content: string;
  args: Record<string, string | number>;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

export const ReasonDialog = ({ isOpen, title, content, args, onConfirm, onClose }: TReasonDialogProps) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title, args)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(content, args)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={translate('generic.action.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={trimmed === ''}
          onClick={() => {
            onConfirm(trimmed);
            setReason('');
          }}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
