/** One order: its fields (its user and subscription as links), then the processor's events that made and changed it, oldest first. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Labeled, useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { TResource } from '../define.ts';
import { formatMoney, isCurrency } from '../money.ts';
import { GenericShow } from '../../src/generic/GenericShow.tsx';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

type TEvent = { id: number; kind: string; transactionId: string; status: string; reason: string | null; occurredAt: string | null; receivedAt: string; amount: number | null };

const OrderEvents = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [events, setEvents] = useState<{ id: unknown; data: TEvent[] }>();
  const id = record?.id;
  useEffect(() => {
    if (id === undefined) return;
    let isCurrent = true;
    dataProvider.call<{ data: TEvent[] }>('GET', `/orders/${id}/events`).then(
      (result) => isCurrent && setEvents({ id, data: result.data }),
      () => isCurrent && setEvents({ id, data: [] }),
    );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, id]);
  const rows = events && events.id === id ? events.data : undefined;
  if (!rows) return null;
  const currency = String(record?.currency ?? '');
  return (
    <Labeled label="resources.orders.events.title" fullWidth>
      {rows.length === 0 ? (
        <Typography variant="body2">{translate('resources.orders.events.empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.events.kind')}</TableCell>
              <TableCell>{translate('resources.orders.fields.transactionNumber')}</TableCell>
              <TableCell align="right">{translate('resources.orders.fields.amount')}</TableCell>
              <TableCell>{translate('resources.orders.events.status')}</TableCell>
              <TableCell>{translate('resources.orders.events.received_at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((event) => (
              <TableRow key={event.id} data-testid={`order-event-${event.id}`}>
                <TableCell>{translate(`resources.orders.events.kinds.${event.kind}`, { _: event.kind })}</TableCell>
                <TableCell>{event.transactionId}</TableCell>
                <TableCell align="right">{event.amount !== null && isCurrency(currency) ? formatMoney(event.amount, currency, locale) : ''}</TableCell>
                <TableCell>{translate(`resources.orders.events.statuses.${event.status}`, { _: event.status })}</TableCell>
                <TableCell>{new Date(event.receivedAt).toLocaleString(locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Labeled>
  );
};

export const OrderShow = ({ resource }: { resource: TResource }) => (
  <GenericShow resource={resource}>
    <OrderEvents />
  </GenericShow>
);
