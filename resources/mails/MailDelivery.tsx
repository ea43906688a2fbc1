/**
 * Above the outbox: without a mail server (SMTP_URL) the mails stay queued and none leaves, which
 * the list alone cannot tell from a sender that is merely behind; this says it, once the server has.
 */
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

export const MailDelivery = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { data } = useQuery({
    queryKey: ['mails', 'delivery'],
    queryFn: () => dataProvider.call<{ data: { delivering: boolean } }>('GET', '/mails/delivery'),
  });
  if (data?.data.delivering !== false) return null;
  return (
    <Alert severity="warning" sx={{ borderRadius: 0 }}>
      {translate('resources.mails.delivery.off')}
    </Alert>
  );
};
