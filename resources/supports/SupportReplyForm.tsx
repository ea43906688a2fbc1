/** Where staff answer a ticket: the reply is kept on the ticket; an archived ticket takes none until recovered. */
import SendIcon from '@mui/icons-material/Send';
import { Alert, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';
import { MESSAGE_MAX } from './schema.ts';

type TProps = { ticketId: number | string; isArchived: boolean; onSent: () => void };

export const SupportReplyForm = ({ ticketId, isArchived, onSent }: TProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  if (isArchived) return <Alert severity="info">{translate('resources.supports.conversation.archived')}</Alert>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setError(translate('validation.required'));
      return;
    }
    setSending(true);
    try {
      await dataProvider.call('POST', `/supports/${encodeURIComponent(String(ticketId))}/reply`, { message });
      setMessage('');
      setError(null);
      notify('resources.supports.notifications.reply.done', { type: 'success' });
      onSent();
    } catch (failure) {
      const { body, message: text } = (failure ?? {}) as { body?: { errors?: Record<string, string> }; message?: string };
      const refusal = body?.errors?.message;
      if (refusal) setError(refusal);
      else notify(text || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} spacing={1} noValidate>
      <TextField
        label={translate('resources.supports.conversation.reply')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
        fullWidth
      />
      <div>
        <Button type="submit" variant="contained" label="resources.supports.conversation.send" disabled={isSending}>
          <SendIcon />
        </Button>
      </div>
    </Stack>
  );
};
