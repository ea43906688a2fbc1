/** Who is on the sites now and today's revenue as it arrives, asked again every 5 seconds while the tab is visible. */
import { Box, Card, CardContent, Chip, Grid, List, ListItem, ListItemText, Stack, Typography, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { dashboardRealTimeRevenues } from '../../resources/dashboard_real_time_revenues/schema.ts';
import { dashboardRealTimeUsers } from '../../resources/dashboard_real_time_users/schema.ts';
import { formatMoment, formatValue } from '../charts/chartFormat.ts';
import { Sparkline } from '../charts/Charts.tsx';
import { queryString } from '../generic/report/periodQuery.ts';
import type { TReportQuery } from '../generic/report/reportQuery.ts';
import { usePolling } from './usePolling.ts';

type TUsers = { at: string; activeVisitors: number; todayVisitors: number; series: { minute: string; visitors: number }[] };
type TRevenues = {
  at: string;
  currency: string;
  todayRevenue: number;
  todayOrders: number;
  series: { minute: string; revenue: number }[];
  recent: { id: number; orderId: string; amount: number; planName?: string | null; paidAt: string }[];
};

const LiveBadge = () => {
  const translate = useTranslate();
  return <Chip size="small" color="success" variant="outlined" label={translate('dashboard.live')} sx={{ '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', bgcolor: 'success.main', ml: 1 } }} />;
};

const Figure = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary" noWrap>
      {label}
    </Typography>
    <Typography variant="h5" component="p" fontWeight={700} data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }} noWrap>
      {value}
    </Typography>
  </Box>
);

export const LiveFigures = ({ query }: { query: TReportQuery }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [locale = 'en'] = useLocaleState();
  const users = usePolling<TUsers>(`${dashboardRealTimeUsers.path}?${queryString({ site: query.site })}`.replace(/\?$/, ''));
  const revenues = usePolling<TRevenues>(`${dashboardRealTimeRevenues.path}?${queryString({ site: query.site, currency: query.currency })}`.replace(/\?$/, ''));
  const count = (value: number) => formatValue(value, 'count', locale);
  const currency = revenues.data?.currency ?? query.currency ?? 'USD';
  const money = (value: number) => formatValue(value, 'money', locale, currency);
  const field = (report: string, name: string) => translate(`resources.${report}.fields.${name}`);
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" fontWeight={600}>
                {translate('resources.dashboard_real_time_users.name')}
              </Typography>
              <LiveBadge />
            </Stack>
            {users.error && !users.data && <Typography color="error">{translate('generic.report.failed', { error: users.error })}</Typography>}
            <Stack direction="row" spacing={4}>
              <Figure label={field('dashboard_real_time_users', 'activeVisitors')} value={users.data ? count(users.data.activeVisitors) : '…'} testId="live-active" />
              <Figure label={field('dashboard_real_time_users', 'todayVisitors')} value={users.data ? count(users.data.todayVisitors) : '…'} testId="live-today-visitors" />
            </Stack>
            {users.data && (
              <Sparkline
                height={56}
                colour={theme.palette.info.main}
                points={users.data.series.map((point) => ({ x: point.minute, y: point.visitors }))}
                label={translate('dashboard.last_30_minutes', { name: field('dashboard_real_time_users', 'visitors') })}
              />
            )}
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" fontWeight={600}>
                {translate('resources.dashboard_real_time_revenues.name')}
              </Typography>
              <LiveBadge />
            </Stack>
            {revenues.error && !revenues.data && <Typography color="error">{translate('generic.report.failed', { error: revenues.error })}</Typography>}
            <Stack direction="row" spacing={4}>
              <Figure label={field('dashboard_real_time_revenues', 'todayRevenue')} value={revenues.data ? money(revenues.data.todayRevenue) : '…'} testId="live-today-revenue" />
              <Figure label={field('dashboard_real_time_revenues', 'todayOrders')} value={revenues.data ? count(revenues.data.todayOrders) : '…'} testId="live-today-orders" />
            </Stack>
            {revenues.data && revenues.data.todayOrders === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('dashboard.no_sales_today')}
              </Typography>
            )}
            {/* The latest paid orders, today's or, before the first of today, earlier ones with their day. */}
            {revenues.data && revenues.data.recent.length > 0 && (
              <List dense disablePadding aria-label={field('dashboard_real_time_revenues', 'recent')} sx={{ mt: 1 }}>
                {revenues.data.recent.slice(0, 5).map((order) => (
                  <ListItem key={order.id} disableGutters secondaryAction={<Typography variant="body2" fontWeight={600}>{money(order.amount)}</Typography>}>
                    <ListItemText
                      primary={order.planName ?? order.orderId}
                      secondary={formatMoment(order.paidAt, locale)}
                      slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
};
