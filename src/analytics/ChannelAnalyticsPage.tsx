/**
 * One channel's page (`#/analytics/daily/channel/{id}`): its users and revenue over the period,
 * its subscribers and revenue by campaign, and its daily records a page at a time over the totals
 * of the period, with the CSV of every row.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, Grid, LinearProgress, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { channelCampaignRevenuePieChart } from '../../resources/channel_campaign_revenue_pie_chart/schema.ts';
import { channelCampaignUserPieChart } from '../../resources/channel_campaign_user_pie_chart/schema.ts';
import { channelRevenueLineChart } from '../../resources/channel_revenue_line_chart/schema.ts';
import { channelUserLineChart } from '../../resources/channel_user_line_chart/schema.ts';
import { DEFAULT_PER_PAGE, type TReport } from '../../resources/report.ts';
import { ChartEmpty } from '../charts/Charts.tsx';
import { PeriodFilters } from '../generic/report/PeriodFilters.tsx';
import { queryString, useUrlPeriod } from '../generic/report/periodQuery.ts';
import { ReportChart } from '../generic/report/ReportChart.tsx';
import { ReportPager } from '../generic/report/ReportPager.tsx';
import { ReportTable } from '../generic/report/ReportTable.tsx';
import { useCsvDownload, useReportCall, type TReportAnswer } from '../generic/report/useReportCall.ts';
import { reportCsvPath } from '../generic/report/reportQuery.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

const PARAMETERS = ['site', 'currency'] as const;

/** A call of one channel: its per-channel path with the channel's id. */
const channelPath = (report: TReport, id: string) => (report.perChannelPath ?? report.path).replace('{id}', id);

const ChartCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** One of the page's calls, drawn as its declared chart. */
const CallChart = ({ report, id, asked }: { report: TReport; id: string; asked?: string }) => {
  const translate = useTranslate();
  const answer = useReportCall(asked === undefined ? undefined : `${channelPath(report, id)}?${asked}`);
  return (
    <ChartCard title={translate(`resources.${report.name}.name`)}>
      {answer.isLoading && <LinearProgress aria-label={translate('generic.report.loading')} />}
      {answer.error && <Alert severity="error">{translate('generic.report.failed', { error: answer.error })}</Alert>}
      {answer.data &&
        (answer.data.rows.length === 0 || answer.data.rows.every((row) => report.chart!.series.every((s) => !Number(row[s])))) ? (
          <ChartEmpty title={translate('generic.report.empty')} reason={translate(`analytics.chart_empty.${report.name}`, { _: translate('analytics.channel_empty') })} />
        ) : (
          answer.data && <ReportChart report={report} rows={answer.data.rows} currency={answer.data.currency ?? 'USD'} />
        )}
    </ChartCard>
  );
};

export const ChannelAnalyticsPage = ({ report }: { report: TReport }) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { query, errors, isValid, change } = useUrlPeriod(PARAMETERS);
  const { data: channel } = useGetOne('channels', { id }, { retry: false, enabled: /^\d+$/.test(id) });
  const asked = isValid ? queryString(query) : undefined;
  // The page asked for this period and channel: another one starts again from the first page.
  const [paged, setPaged] = useState({ of: '', page: 1, perPage: DEFAULT_PER_PAGE });
  const of = `${id}?${asked}`;
  const paging = { page: paged.of === of ? paged.page : 1, perPage: paged.perPage };
  const records = useReportCall<TReportAnswer>(asked === undefined ? undefined : `${channelPath(report, id)}?${queryString(query, { page: paging.page, per_page: paging.perPage })}`);
  const download = useCsvDownload();
  if (!/^\d{1,10}$/.test(id)) return <NotFoundPage />;
  const name = channel?.utmSource ? String(channel.utmSource) : `#${id}`;
  const title = translate('analytics.channel_title', { name });
  const currency = records.data?.currency ?? query.currency ?? 'USD';
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={title} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <PeriodFilters query={query} errors={errors} onChange={change} parameters={PARAMETERS}>
            <Button
              label="generic.action.export_csv"
              disabled={!records.data}
              onClick={() => download(`${reportCsvPath(report)}?${queryString(query, { channel: id })}`, report.csv.filename)}
            >
              <DownloadIcon />
            </Button>
          </PeriodFilters>
          <Grid container spacing={2}>
            {[channelUserLineChart, channelRevenueLineChart, channelCampaignUserPieChart, channelCampaignRevenuePieChart].map((call) => (
              <Grid key={call.name} size={{ xs: 12, md: 6 }}>
                <CallChart report={call} id={id} asked={asked} />
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary" gutterBottom>
            {translate('analytics.records')}
          </Typography>
          {records.isLoading && <LinearProgress aria-label={translate('generic.report.loading')} />}
          {records.error && <Alert severity="error">{translate('generic.report.failed', { error: records.error })}</Alert>}
          {records.data && records.data.rows.length === 0 && (
            <ChartEmpty title={translate('generic.report.empty')} reason={translate('generic.report.empty_reason', records.data.range)} />
          )}
          {records.data && records.data.rows.length > 0 && (
            <>
              <ReportTable report={report} rows={records.data.rows} totals={records.data.totals} currency={currency} />
              {records.data.total !== undefined && <ReportPager total={records.data.total} page={paging.page} perPage={paging.perPage} onChange={(page, perPage) => setPaged({ of, page, perPage })} />}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
