/**
 * The screen of any report declaration: its period and parameters kept in the URL (so that a
 * report can be bookmarked and shared), the rows and totals the API answers for them, a chart
 * (the declared one unless the report's folder gives its own) and the declared CSV.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Card, CardContent, LinearProgress, Stack } from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TDateRange, TReport } from '../../resources/report.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import { ReportChart } from './report/ReportChart.tsx';
import { ReportFilters } from './report/ReportFilters.tsx';
import { queryErrors, readQuery, withValue } from './report/reportQuery.ts';
import { ReportTable } from './report/ReportTable.tsx';

type TRow = Record<string, unknown>;
type TAnswer = { range: TDateRange; rows: TRow[]; totals: TRow };

export type TGenericReportProps = {
  report: TReport;
  /** A chart of the report's own, in place of the declared one. */
  chart?: (rows: readonly TRow[]) => ReactNode;
};

export const GenericReport = ({ report, chart }: TGenericReportProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const query = useMemo(() => readQuery(report, search), [report, search]);
  const errors = queryErrors(report, query);
  const isValid = Object.keys(errors).length === 0;
  const asked = new URLSearchParams(query).toString();
  const [answer, setAnswer] = useState<{ asked: string; data?: TAnswer; error?: string }>();

  useEffect(() => {
    if (!isValid) return;
    let isCurrent = true;
    dataProvider.call<TAnswer>('GET', `${report.path}?${asked}`).then(
      (data) => isCurrent && setAnswer({ asked, data }),
      (error: Error) => isCurrent && setAnswer({ asked, error: error.message }),
    );
    return () => {
      isCurrent = false;
    };
  }, [dataProvider, report.path, asked, isValid]);

  const download = async () => {
    try {
      await dataProvider.download(`${report.path}/exportCsv?${asked}`, report.csv.filename);
      notify('generic.notify.exported', { type: 'info', messageArgs: { filename: report.csv.filename } });
    } catch {
      notify('generic.notify.export_failed', { type: 'error' });
    }
  };

  const shown = answer?.asked === asked ? answer : undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(`resources.${report.name}.name`)} />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
            <ReportFilters report={report} query={query} errors={errors} onChange={(name, value) => setSearch(withValue(query, name, value))} />
            <Button label="generic.action.export_csv" onClick={download} disabled={!isValid || !shown?.data}>
              <DownloadIcon />
            </Button>
          </Stack>
          {isValid && !shown && <LinearProgress />}
          {shown?.error && <Alert severity="error">{shown.error}</Alert>}
          {shown?.data && (
            <>
              {chart ? chart(shown.data.rows) : <ReportChart report={report} rows={shown.data.rows} />}
              <ReportTable report={report} rows={shown.data.rows} totals={shown.data.totals} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
