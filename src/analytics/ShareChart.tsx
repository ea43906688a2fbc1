/** A pie of one money figure shared out by a name column over the rows shown (revenue by channel, by campaign). */
import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatValue } from '../charts/chartFormat.ts';
import { PieChart } from '../charts/Charts.tsx';
import type { TReportRow } from '../generic/report/useReportCall.ts';

type TProps = { rows: readonly TReportRow[]; by: string; value: string; currency: string; title: string };

export const ShareChart = ({ rows, by, value, currency, title }: TProps) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const sums = new Map<string, number>();
  for (const row of rows) {
    const name = String(row[by] ?? '') || translate(`generic.report.none.${by}`, { _: translate('generic.report.none.other') });
    sums.set(name, (sums.get(name) ?? 0) + Number(row[value] ?? 0));
  }
  const slices = [...sums].filter(([, sum]) => sum > 0).map(([name, sum]) => ({ id: name, label: name, value: sum }));
  return (
    <>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      {slices.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {translate('analytics.no_revenue')}
        </Typography>
      ) : (
        <PieChart slices={slices} format={(amount) => formatValue(amount, 'money', locale, currency)} label={title} height={260} />
      )}
    </>
  );
};
