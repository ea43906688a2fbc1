/** A ticket's conversation: the customer's message, then each staff reply, oldest first; and the reply form for those who may reply. */
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, usePermissions, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';
import { SupportReplyForm } from './SupportReplyForm.tsx';

type TReply = { id: number; message: string; adminId: number | null; adminName: string | null; createdAt: string };

const Bubble = ({ who, at, text, isStaff }: { who: string; at: string; text: string; isStaff: boolean }) => {
  const [locale] = useLocaleState();
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 1.5, maxWidth: '85%', alignSelf: isStaff ? 'flex-end' : 'flex-start', bgcolor: isStaff ? 'action.hover' : 'background.paper' }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {who} · {new Date(at).toLocaleString(locale)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {text}
      </Typography>
    </Paper>
  );
};

export const SupportConversation = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string[]>();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const id = record?.id;
  const [replies, setReplies] = useState<TReply[]>([]);
  // Bumped after a reply is sent, to read the conversation again.
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (id === undefined) return;
    let isCurrent = true;
    dataProvider.call<{ data: TReply[] }>('GET', `/supports/${encodeURIComponent(String(id))}/replies`).then(
      (answer) => isCurrent && setReplies(answer.data),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, id, version]);
  if (!record) return null;
  const staff = translate('resources.supports.conversation.staff');
  return (
    <Box component="section" aria-labelledby="conversation-title">
      <Typography id="conversation-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('resources.supports.conversation.title')}
      </Typography>
      <Stack spacing={1.5} sx={{ mb: 2 }}>
        <Bubble who={`${translate('resources.supports.conversation.customer')} <${String(record.email)}>`} at={String(record.createdAt)} text={String(record.message)} isStaff={false} />
        {replies.map((reply) => (
          <Bubble
            key={reply.id}
            who={`${staff} · ${reply.adminName ?? translate('resources.supports.conversation.former_staff')}`}
            at={reply.createdAt}
            text={reply.message}
            isStaff
          />
        ))}
      </Stack>
      {canAccess(permissions ?? [], 'supports', 'reply') && (
        <SupportReplyForm
          ticketId={record.id}
          isArchived={record.status === 'archived'}
          onSent={() => {
            setVersion((v) => v + 1);
            refresh();
          }}
        />
      )}
    </Box>
  );
};
