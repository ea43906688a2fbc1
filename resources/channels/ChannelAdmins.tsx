/** The admins assigned to a channel, on its page: assigned from the enabled admins, and taken off. */
import { Box, Button, Card, CardContent, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { translateMessage } from '../../src/generic/formValues.ts';
import { useNested } from './useChannelCalls.ts';

type TAssigned = { id: number; username: string; name: string | null; status: string };

/** The first message of a refused call, translated. */
const messageOf = (error: unknown, translate: (key: string, options?: Record<string, unknown>) => string) => {
  const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } })?.body;
  const first = Object.values(body?.errors ?? {})[0]?.[0] ?? body?.message ?? 'ra.notification.http_error';
  return translateMessage(translate, first);
};

export const ChannelAdmins = ({ channelId }: { channelId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { permissions } = usePermissions<string[]>();
  const canAssign = canAccess(permissions ?? [], 'channels', 'edit') && canAccess(permissions ?? [], 'admins', 'list');
  const { rows, setRows, dataProvider } = useNested<TAssigned>(`/channels/${channelId}/admins`);
  const { data: enabled } = useGetList('admins', { filter: { status: 'enabled' }, pagination: { page: 1, perPage: 200 }, sort: { field: 'username', order: 'ASC' } }, { enabled: canAssign });
  const [chosen, setChosen] = useState('');
  const assign = async () => {
    try {
      setRows(await dataProvider.call<TAssigned[]>('POST', `/channels/${channelId}/admins`, { adminId: Number(chosen) }));
      setChosen('');
      notify('resources.channels.admins.assigned', { type: 'success' });
    } catch (error) {
      notify(messageOf(error, translate), { type: 'error' });
    }
  };
  const remove = async (adminId: number) => {
    try {
      setRows(await dataProvider.call<TAssigned[]>('DELETE', `/channels/${channelId}/admins/${adminId}`));
      notify('resources.channels.admins.removed', { type: 'success' });
    } catch (error) {
      notify(messageOf(error, translate), { type: 'error' });
    }
  };
  const assignedIds = new Set(rows?.map((row) => row.id));
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate('resources.channels.admins.title')}</Typography>
        {rows && rows.length === 0 ? <Typography color="text.secondary">{translate('resources.channels.admins.empty')}</Typography> : null}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', my: 1 }}>
          {rows?.map((row) => (
            <Chip key={row.id} label={row.name ? `${row.name} (${row.username})` : row.username} onDelete={canAssign ? () => void remove(row.id) : undefined} />
          ))}
        </Stack>
        {canAssign ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField select size="small" sx={{ minWidth: 240 }} label={translate('resources.channels.admins.admin')} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {(enabled ?? []).filter((admin) => !assignedIds.has(Number(admin.id))).map((admin) => (
                <MenuItem key={admin.id} value={String(admin.id)}>
                  {String(admin.username)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" disabled={!chosen} onClick={() => void assign()}>
              {translate('resources.channels.admins.assign')}
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};
