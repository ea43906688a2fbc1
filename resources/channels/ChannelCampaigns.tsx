/** The campaigns of a channel, on its page: each opens its form; a new one is planned from here. */
import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate, usePermissions, useLocaleState } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { formatMoney } from '../money.ts';
import type { TCampaign } from './campaigns.ts';
import { useNested } from './useChannelCalls.ts';

const FIELDS = ['name', 'utmCampaign', 'startDate', 'endDate', 'budget', 'spend', 'status'] as const;

export const ChannelCampaigns = ({ channelId }: { channelId: number }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const canEdit = canAccess(permissions ?? [], 'channels', 'edit');
  const { rows } = useNested<TCampaign>(`/channels/${channelId}/campaigns`);
  const money = (value: number | null, currency: string) => (value === null ? '—' : formatMoney(value, currency, locale));
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6">{translate('resources.channels.campaigns.title')}</Typography>
          {canEdit ? (
            <Button component={Link} to={`/channels/${channelId}/campaigns/create`} variant="outlined" size="small">
              {translate('resources.channels.campaigns.create')}
            </Button>
          ) : null}
        </Box>
        {rows && rows.length === 0 ? <Typography color="text.secondary">{translate('resources.channels.campaigns.empty')}</Typography> : null}
        {rows?.length ? (
          <Table size="small" aria-label={translate('resources.channels.campaigns.title')}>
            <TableHead>
              <TableRow>
                {FIELDS.map((field) => (
                  <TableCell key={field}>{translate(`resources.channels.campaigns.fields.${field}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.name}</TableCell>
                  <TableCell>{row.utmCampaign}</TableCell>
                  <TableCell>{row.startDate ?? '—'}</TableCell>
                  <TableCell>{row.endDate ?? '—'}</TableCell>
                  <TableCell>{money(row.budget, row.currency)}</TableCell>
                  <TableCell>{money(row.spend, row.currency)}</TableCell>
                  <TableCell>{translate(`resources.channels.campaigns.status.${row.status}`)}</TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Button component={Link} to={`/channels/${channelId}/campaigns/${row.id}/edit`} size="small">
                        {translate('ra.action.edit')}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
};
