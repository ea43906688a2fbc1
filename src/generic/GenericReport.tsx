/**
 * The screen of any report declaration: its period and parameters kept in the URL (so that a
 * report can be bookmarked and shared), the rows and totals the API answers for them, a chart
 * (the declared one unless the report's folder gives its own), a table with its totals row, and
 * the declared CSV of exactly what is shown. A paged report's table shows a page at a time (the
 * page kept in the URL too) over the totals of every row; its CSV holds every row.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { Button, Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TReport } from '../../resources/report.ts';
import { ChartEmpty } from '../charts/Charts.tsx';
import { ReportChart } from './report/ReportChart.tsx';
import { ReportFilters } from './report/ReportFilters.tsx';
import { queryErrors, readQuery, reportApiPath, reportCsvPath, withValue } from './report/reportQuery.ts';
import { pageOf, ReportPager, withoutPage } from './report/ReportPager.tsx';
import { ReportTable, type TReportLink } from './report/ReportTable.tsx';
import { useCsvDownload, useReportCall, type TReportRow } from './report/useReportCall.ts';

export type TGenericReportProps = {
  report: TReport;
  /** A chart of the report's own, in place of the declared one (money in `currency`; `asked`: the query without its page). */
  chart?: (rows: readonly TReportRow[], currency: string, asked: string) => ReactNode;
  /** A column's cells as links (a channel's name to the channel's page). */
  link?: TReportLink;
};

export const GenericReport = ({ report, chart, link }: TGenericReportProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readQuery(report, search), [report, search]);
  const errors = queryErrors(report, query);
  const isValid = Object.keys(errors).length === 0;
  const asked = new URLSearchParams(withoutPage(query)).toString();
  const { page, perPage } = pageOf(query);
  const pageAsked = report.paged ? `${asked}${asked ? '&' : ''}${new URLSearchParams({ page: String(page), per_page: String(perPage) })}` : asked;
  const answer = useReportCall(isValid ? `${reportApiPath(report)}?${pageAsked}` : undefined);
  const download = useCsvDownload();
  const data = answer.data;
  const currency = data?.currency ?? query.currency ?? 'USD';

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${report.name}.name`)} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: { sm: 2 } }}>
            <ReportFilters report={report} query={query} errors={errors} onChange={(name, value) => setSearch(withValue(withoutPage(query), name, value))} />
            <Button
              label="generic.action.export_csv"
              onClick={() => download(`${reportCsvPath(report)}?${asked}`, report.csv.filename)}
              disabled={!isValid || !data}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, flexShrink: 0 }}
            >
              <DownloadIcon />
            </Button>
          </Stack>
          {answer.isLoading && <LinearProgress aria-label={translate('generic.report.loading')} />}
          {answer.error && (
            <Alert severity="error" sx={{ my: 2 }}>
              {translate('generic.report.failed', { error: answer.error })}
            </Alert>
          )}
          {data && data.rows.length === 0 && (
            <ChartEmpty title={translate('generic.report.empty')} reason={translate('generic.report.empty_reason', { from: data.range.from, to: data.range.to })} />
          )}
          {data && data.rows.length > 0 && (
            <>
              <Box sx={{ mb: 2 }}>{chart ? chart(data.rows, currency, asked) : <ReportChart report={report} rows={data.rows} currency={currency} />}</Box>
              <ReportTable report={report} rows={data.rows} totals={data.totals} currency={currency} link={link} />
              {data.total !== undefined && (
                <ReportPager total={data.total} page={page} perPage={perPage} onChange={(next, size) => setSearch({ ...withoutPage(query), page: String(next), per_page: String(size) })} />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
