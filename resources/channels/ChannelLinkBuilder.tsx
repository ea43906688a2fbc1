/** The tracking-link builder: a channel (and a campaign), a site and a landing path make the full link, copied in one click or taken as a QR code. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { trackingLink, type TAttributableChannel } from './attribution.ts';
import type { TCampaign } from './campaigns.ts';
import { useNested } from './useChannelCalls.ts';

export const ChannelLinkBuilder = ({ channel }: { channel: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { rows: campaigns } = useNested<TCampaign>(`/channels/${channel.id}/campaigns`);
  const { data: sites } = useGetList('sites', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const [campaignId, setCampaignId] = useState('');
  const [siteId, setSiteId] = useState('');
  const [path, setPath] = useState('/');
  const [qr, setQr] = useState<{ link: string; url: string } | null>(null);
  const site = sites?.find((s) => String(s.id) === siteId);
  const campaign = campaigns?.find((c) => String(c.id) === campaignId) ?? null;
  const link = useMemo(() => {
    if (!site) return '';
    try {
      return trackingLink(String(site.domain), path, channel as unknown as TAttributableChannel, campaign);
    } catch {
      return '';
    }
  }, [site, path, channel, campaign]);
  useEffect(() => {
    if (link) void QRCode.toDataURL(link, { margin: 1, width: 192 }).then((url) => setQr({ link, url }));
  }, [link]);
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    notify('resources.channels.link.copied', { type: 'success' });
  };
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6">{translate('resources.channels.link.title')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', my: 2 }}>
          <TextField select size="small" sx={{ minWidth: 200 }} label={translate('resources.channels.link.site')} value={siteId} onChange={(e) => setSiteId(e.target.value)}>
            {(sites ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>{`${String(s.name)} (${String(s.domain)})`}</MenuItem>
            ))}
          </TextField>
          <TextField select size="small" sx={{ minWidth: 200 }} label={translate('resources.channels.link.campaign')} value={campaignId} onChange={(e) => setCampaignId(e.target.value)}>
            <MenuItem value="">{translate('resources.channels.link.no_campaign')}</MenuItem>
            {(campaigns ?? []).map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>{`${c.name} (${c.utmCampaign})`}</MenuItem>
            ))}
          </TextField>
          <TextField size="small" sx={{ minWidth: 240 }} label={translate('resources.channels.link.path')} value={path} onChange={(e) => setPath(e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </Box>
        {link ? (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="code" data-testid="tracking-link" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
              {link}
            </Typography>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
              {translate('resources.channels.link.copy')}
            </Button>
            {qr?.link === link ? <img src={qr.url} width={192} height={192} alt={translate('resources.channels.link.qr')} /> : null}
          </Box>
        ) : (
          <Typography color="text.secondary">{translate('resources.channels.link.pick_site')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
