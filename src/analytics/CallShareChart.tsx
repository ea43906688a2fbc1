/**
 * A pie of one money figure shared out by a name column over the whole range, asked of its own
 * call: the screens whose table is a page of rows (daily channel, daily campaign) draw their
 * share from every row, not from the page shown. Nothing is drawn when the call is refused.
 */
import { useReportCall, type TReportAnswer } from '../generic/report/useReportCall.ts';
import { ShareChart } from './ShareChart.tsx';

type TProps = { path: string; by: string; value: string; currency: string; title: string };

export const CallShareChart = ({ path, by, value, currency, title }: TProps) => {
  const answer = useReportCall<TReportAnswer>(path);
  return answer.data ? <ShareChart rows={answer.data.rows} by={by} value={value} currency={currency} title={title} /> : null;
};
