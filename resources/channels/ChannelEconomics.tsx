/**
 * A channel's economics over a period chosen on its page (kept in the URL): visitors, sign-ups,
 * new subscribers, revenue, refunds and the profit share owed to the channel, with its revenue
 * trend — read from the analytics calls, so that the page and the daily channel report agree.
 */
import { Alert, Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import { formatDay, formatValue } from '../../src/charts/chartFormat.ts';
import { ChartEmpty, LineChart } from '../../src/charts/Charts.tsx';
import { PeriodFilters } from '../../src/generic/report/PeriodFilters.tsx';
import { queryString, useUrlPeriod } from '../../src/generic/report/periodQuery.ts';
import { useReportCall, type TReportAnswer } from '../../src/generic/report/useReportCall.ts';
import { channelPeriodStatistic } from '../channel_period_statistic/schema.ts';
import { channelRevenueLineChart } from '../channel_revenue_line_chart/schema.ts';
import { channelUserLineChart } from '../channel_user_line_chart/schema.ts';
import { applyBasisPoints, formatBasisPoints } from '../money.ts';

const PARAMETERS = ['currency'] as const;

/** What the channel is owed: its revenue after refunds × its profit sharing (basis points), rounded half up. */
export const profitShareOwed = (revenue: number, refundAmount: number, profitSharing: number): number => applyBasisPoints(revenue - refundAmount, profitSharing);

type TStatistic = { channel: number; visitors: number; newSubscribers: number; revenue: number; refundAmount: number };
type TUsersDay = { date: string; signUps: number };
type TRevenueDay = { date: string; revenue: number; refundAmount: number; netRevenue: number };

const Figure = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={isStrong ? 'h5' : 'h6'} component="p" fontWeight={isStrong ? 700 : 600} color={isStrong ? 'primary' : undefined} sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {value}
    </Typography>
  </Box>
);

const EconomicsFigures = ({ channelId, profitSharing }: { channelId: number; profitSharing: number }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const { query, errors, isValid, change } = useUrlPeriod(PARAMETERS);
  const asked = isValid ? queryString(query) : undefined;
  const id = String(channelId);
  const statistic = useReportCall<TReportAnswer<TStatistic>>(asked === undefined ? undefined : `${channelPeriodStatistic.path}?${queryString(query, { channel: id })}`);
  const users = useReportCall<TReportAnswer<TUsersDay>>(asked === undefined ? undefined : `${channelUserLineChart.perChannelPath!.replace('{id}', id)}?${asked}`);
  const trend = useReportCall<TReportAnswer<TRevenueDay>>(asked === undefined ? undefined : `${channelRevenueLineChart.perChannelPath!.replace('{id}', id)}?${asked}`);
  const currency = statistic.data?.currency ?? query.currency ?? 'USD';
  const row = statistic.data?.rows.find((r) => Number(r.channel) === channelId) ?? { visitors: 0, newSubscribers: 0, revenue: 0, refundAmount: 0 };
  const signUps = users.data ? users.data.rows.reduce((sum, day) => sum + Number(day.signUps ?? 0), 0) : undefined;
  const count = (value: number | undefined) => (value === undefined ? '…' : formatValue(value, 'count', locale));
  const money = (value: number) => formatValue(value, 'money', locale, currency);
  const field = (name: string) => translate(`resources.channel_records.fields.${name}`);
  const error = statistic.error ?? users.error ?? trend.error;
  const isEmpty = statistic.data && !row.visitors && !row.revenue && !row.newSubscribers && !row.refundAmount && !signUps;
  return (
    <>
      <PeriodFilters query={query} errors={errors} onChange={change} parameters={PARAMETERS} />
      {(statistic.isLoading || users.isLoading) && <LinearProgress aria-label={translate('generic.report.loading')} />}
      {error && <Alert severity="error">{translate('generic.report.failed', { error })}</Alert>}
      {statistic.data && (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={field('visitors')} value={count(row.visitors)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={translate('resources.channel_user_line_chart.fields.signUps')} value={count(signUps)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={field('newSubscribers')} value={count(row.newSubscribers)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={field('revenue')} value={money(row.revenue)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure label={field('refundAmount')} value={money(row.refundAmount)} />
          </Grid>
          <Grid size={{ xs: 6, sm: 4, md: 2 }}>
            <Box data-testid="profit-share">
              <Figure label={translate('analytics.economics.profit_share')} value={money(profitShareOwed(row.revenue, row.refundAmount, profitSharing))} isStrong />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {translate('analytics.economics.profit_share_rule', { revenue: money(row.revenue), refunds: money(row.refundAmount), rate: formatBasisPoints(profitSharing, locale) })}
            </Typography>
          </Grid>
        </Grid>
      )}
      {isEmpty && <ChartEmpty title={translate('generic.report.empty')} reason={translate('analytics.economics.empty')} height={100} />}
      {!isEmpty && trend.data && trend.data.rows.length > 1 && (
        <>
          <Typography variant="subtitle2" color="text.secondary">
            {translate('analytics.economics.trend')}
          </Typography>
          <LineChart
            height={180}
            series={(['revenue', 'refundAmount', 'netRevenue'] as const).map((name) => ({
              label: translate(`resources.channel_revenue_line_chart.fields.${name}`),
              points: trend.data!.rows.map((day) => ({ x: day.date, y: Number(day[name] ?? 0) })),
            }))}
            format={money}
            formatX={(day) => formatDay(day, locale)}
            label={translate('analytics.economics.trend')}
            maxTicks={6}
          />
        </>
      )}
    </>
  );
};

export const ChannelEconomics = ({ channelId, profitSharing }: { channelId: number; profitSharing: number }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  if (!permissions) return null;
  // The figures are the daily channel report's: an admin without it sees none.
  if (!canAccess(permissions, channelPeriodStatistic.permission ?? channelPeriodStatistic.name, 'view')) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-label={translate('analytics.economics.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('analytics.economics.title')}
        </Typography>
        <EconomicsFigures channelId={channelId} profitSharing={profitSharing} />
      </CardContent>
    </Card>
  );
};
