/**
 * The dashboard's figures for the period in the URL (with its site and currency): six tiles
 * against the previous period, the live figures, the revenue and member trends, the channels,
 * the plans and the devices, and the company totals as total.csv.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Grid, LinearProgress, Skeleton } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { dashboard } from '../../resources/dashboard/schema.ts';
import { dashboardChannelList } from '../../resources/dashboard_channel_list/schema.ts';
import { dashboardDevices } from '../../resources/dashboard_devices/schema.ts';
import { dashboardMemberTrend } from '../../resources/dashboard_member_trend/schema.ts';
import { dashboardPlanList } from '../../resources/dashboard_plan_list/schema.ts';
import { dashboardRevenueGather } from '../../resources/dashboard_revenue_gather/schema.ts';
import { dashboardRevenueTrend } from '../../resources/dashboard_revenue_trend/schema.ts';
import { dashboardTotalCompanyData } from '../../resources/dashboard_total_company_data/schema.ts';
import { channelPagePath } from '../analytics/analyticsScreens.ts';
import type { TValueKind } from '../charts/chartFormat.ts';
import { PeriodFilters } from '../generic/report/PeriodFilters.tsx';
import { useUrlPeriod } from '../generic/report/periodQuery.ts';
import { ReportChart } from '../generic/report/ReportChart.tsx';
import { reportCsvPath } from '../generic/report/reportQuery.ts';
import { ReportTable } from '../generic/report/ReportTable.tsx';
import { useCsvDownload, useReportCall } from '../generic/report/useReportCall.ts';
import { askFor } from './askFor.ts';
import { CallSection } from './CallSection.tsx';
import { DashboardTile, type TTile } from './DashboardTile.tsx';
import { LiveFigures } from './LiveFigures.tsx';

const PARAMETERS = ['site', 'currency'] as const;

type TDashboard = { range: { from: string; to: string }; previous: { from: string; to: string }; currency: string; tiles: Record<TTileName, TTile> };
type TTileName = 'visitors' | 'signUps' | 'newSubscribers' | 'revenue' | 'refunds' | 'mrr';

const TILES: { name: TTileName; kind: TValueKind; isMoreBetter?: boolean }[] = [
  { name: 'visitors', kind: 'count' },
  { name: 'signUps', kind: 'count' },
  { name: 'newSubscribers', kind: 'count' },
  { name: 'revenue', kind: 'money' },
  { name: 'refunds', kind: 'money', isMoreBetter: false },
  { name: 'mrr', kind: 'money' },
];

export const AnalyticsDashboard = () => {
  const translate = useTranslate();
  const { query, errors, isValid, change } = useUrlPeriod(PARAMETERS);
  const summary = useReportCall<TDashboard>(isValid ? askFor(dashboard, query) : undefined);
  const download = useCsvDownload();
  const range = summary.data?.range;
  const emptyReason = range ? translate('generic.report.empty_reason', range) : '';
  const section = { query, isValid, emptyReason };
  return (
    <>
      <PeriodFilters query={query} errors={errors} onChange={change} parameters={PARAMETERS}>
        <Button
          label="dashboard.export_total"
          disabled={!isValid}
          onClick={() => download(askFor(dashboardTotalCompanyData, query, reportCsvPath(dashboardTotalCompanyData)), dashboardTotalCompanyData.csv.filename)}
        >
          <DownloadIcon />
        </Button>
      </PeriodFilters>
      {summary.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('generic.report.failed', { error: summary.error })}
        </Alert>
      )}
      {summary.isLoading && <LinearProgress aria-label={translate('generic.report.loading')} sx={{ mb: 1 }} />}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {TILES.map(({ name, kind, isMoreBetter }) => (
          <Grid key={name} size={{ xs: 6, sm: 4, lg: 2 }}>
            {summary.data ? (
              <DashboardTile
                name={name}
                label={translate(`resources.dashboard.fields.${name}`)}
                tile={summary.data.tiles[name]}
                kind={kind}
                currency={summary.data.currency}
                isMoreBetter={isMoreBetter}
              />
            ) : (
              <Skeleton variant="rounded" height={132} />
            )}
          </Grid>
        ))}
      </Grid>
      <LiveFigures query={query} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CallSection report={dashboardRevenueTrend} {...section}>
            {(answer, currency) => <ReportChart report={dashboardRevenueTrend} rows={answer.rows} currency={currency} />}
          </CallSection>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <CallSection report={dashboardRevenueGather} {...section}>
            {(answer, currency) => <ReportTable report={dashboardRevenueGather} rows={answer.rows} totals={{}} currency={currency} hasTotals={false} />}
          </CallSection>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <CallSection report={dashboardMemberTrend} {...section}>
            {(answer, currency) => <ReportChart report={dashboardMemberTrend} rows={answer.rows} currency={currency} />}
          </CallSection>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <CallSection report={dashboardDevices} {...section}>
            {(answer, currency) => <ReportChart report={dashboardDevices} rows={answer.rows} currency={currency} />}
          </CallSection>
        </Grid>
        <Grid size={{ xs: 12, xl: 7 }}>
          <CallSection report={dashboardChannelList} {...section}>
            {(answer, currency) => (
              <ReportTable
                report={dashboardChannelList}
                rows={answer.rows}
                totals={answer.totals}
                currency={currency}
                hidden={['channel']}
                link={{ column: 'channelName', to: (row) => (Number(row.channel) > 0 ? channelPagePath(Number(row.channel)) : undefined) }}
              />
            )}
          </CallSection>
        </Grid>
        <Grid size={{ xs: 12, xl: 5 }}>
          <CallSection report={dashboardPlanList} {...section}>
            {(answer, currency) => <ReportTable report={dashboardPlanList} rows={answer.rows} totals={answer.totals} currency={currency} hidden={['plan']} />}
          </CallSection>
        </Grid>
      </Grid>
    </>
  );
};
