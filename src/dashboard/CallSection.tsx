/** A card of the dashboard holding one call's answer: its title, a progress bar while it loads, its error, or why it is empty. */
import { Alert, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { TReport } from '../../resources/report.ts';
import { ChartEmpty } from '../charts/Charts.tsx';
import { useReportCall, type TReportAnswer, type TReportRow } from '../generic/report/useReportCall.ts';
import { askFor } from './askFor.ts';
import type { TReportQuery } from '../generic/report/reportQuery.ts';

type TProps = {
  report: TReport;
  query: TReportQuery;
  isValid: boolean;
  /** Why there is nothing yet, when the answer has no row (or only zeros). */
  emptyReason: string;
  children: (answer: TReportAnswer, currency: string) => ReactNode;
};

const isBlank = (rows: readonly TReportRow[], report: TReport) =>
  rows.length === 0 || rows.every((row) => report.columns.every((column) => !['count', 'money'].includes(column.type) || !Number(row[column.name])));

export const CallSection = ({ report, query, isValid, emptyReason, children }: TProps) => {
  const translate = useTranslate();
  const answer = useReportCall(isValid ? askFor(report, query) : undefined);
  const title = translate(`resources.${report.name}.name`);
  return (
    <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          {title}
        </Typography>
        {answer.isLoading && <LinearProgress aria-label={translate('generic.report.loading')} />}
        {answer.error && <Alert severity="error">{translate('generic.report.failed', { error: answer.error })}</Alert>}
        {answer.data && (isBlank(answer.data.rows, report) ? <ChartEmpty title={translate('generic.report.empty')} reason={emptyReason} /> : children(answer.data, answer.data.currency ?? query.currency ?? 'USD'))}
      </CardContent>
    </Card>
  );
};
