/**
 * Above the orders list: the count, amount, fees and net total of the rows the filters select (all
 * pages, not the one shown), per currency, read from `GET /orders/totals` whenever the filters change.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, isCurrency } from '../money.ts';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

export type TOrderTotals = {
  currency: string;
  count: number;
  amount: number;
  refundedAmount: number;
  transactionFee: number;
  settlementFee: number;
  reserveFee: number;
  totalAmount: number;
};

export const OrderTotals = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { filterValues } = useListContext();
  const asked = JSON.stringify(filterValues ?? {});
  const [answer, setAnswer] = useState<{ asked: string; data: TOrderTotals[] }>();

  useEffect(() => {
    let isCurrent = true;
    // The list's filters as the list sends them (snake_case on the wire).
    const filter = Object.fromEntries(Object.entries(JSON.parse(asked) as Record<string, unknown>).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));
    dataProvider.call<{ data: TOrderTotals[] }>('GET', `/orders/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`).then(
      (result) => isCurrent && setAnswer({ asked, data: result.data }),
      () => isCurrent && setAnswer({ asked, data: [] }),
    );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, asked]);

  const rows = answer?.asked === asked ? answer.data : undefined;
  if (!rows) return null;
  const money = (value: number, currency: string) => (isCurrency(currency) ? formatMoney(value, currency, locale) : String(value));
  const cell = (label: string, value: string, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="section" aria-label={translate('resources.orders.totals.title')} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      {rows.length === 0 && cell(translate('resources.orders.totals.title'), translate('resources.orders.totals.count', { smart_count: 0 }), 'order-totals-count')}
      {rows.map((row) => (
        <Stack key={row.currency} direction="row" sx={{ gap: 4, flexWrap: 'wrap' }} data-testid={`order-totals-${row.currency}`}>
          {cell(translate('resources.orders.totals.title'), translate('resources.orders.totals.count', { smart_count: row.count }), 'order-totals-count')}
          {cell(translate('resources.orders.fields.amount'), money(row.amount, row.currency), 'order-totals-amount')}
          {cell(translate('resources.orders.totals.fees'), money(row.transactionFee + row.settlementFee + row.reserveFee, row.currency), 'order-totals-fees')}
          {cell(translate('resources.orders.fields.totalAmount'), money(row.totalAmount, row.currency), 'order-totals-total')}
        </Stack>
      ))}
    </Box>
  );
};
