/** A report's declared chart (a line per series over the x column, or a pie of one series by the x column), drawn with nivo. */
import { useLocaleState, useTranslate } from 'react-admin';
import type { TReport, TReportColumn } from '../../../resources/report.ts';
import { formatDay, formatValue, type TValueKind } from '../../charts/chartFormat.ts';
import { LineChart, PieChart } from '../../charts/Charts.tsx';

type TRow = Record<string, unknown>;

const KINDS: Partial<Record<TReportColumn['type'], TValueKind>> = { money: 'money', percent: 'percent' };

export const ReportChart = ({ report, rows, currency }: { report: TReport; rows: readonly TRow[]; currency: string }) => {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const chart = report.chart;
  if (!chart || rows.length === 0) return null;
  const columnOf = (name: string) => report.columns.find((column) => column.name === name);
  const fieldLabel = (name: string) => translate(`resources.${report.name}.fields.${name}`, { _: name });
  const kind = KINDS[columnOf(chart.series[0]!)?.type ?? 'count'] ?? 'count';
  const format = (value: number) => formatValue(value, kind, locale, currency);
  const title = translate(`resources.${report.name}.name`);
  const valueLabel = (value: string) => (value === '' ? translate(`generic.report.none.${chart.x}`, { _: translate('generic.report.none.other') }) : translate(`resources.${report.name}.values.${chart.x}.${value}`, { _: value }));
  if (chart.kind === 'pie') {
    const series = chart.series[0]!;
    const slices = rows
      .map((row, i) => ({ id: String(row[chart.x] ?? i), label: valueLabel(String(row[chart.x] ?? '')), value: Number(row[series] ?? 0) }))
      .filter((slice) => slice.value > 0);
    return <PieChart slices={slices} format={format} label={`${title}: ${fieldLabel(series)}`} height={280} />;
  }
  const isDate = columnOf(chart.x)?.type === 'date';
  return (
    <LineChart
      series={chart.series.map((name) => ({ label: fieldLabel(name), points: rows.map((row) => ({ x: String(row[chart.x] ?? ''), y: Number(row[name] ?? 0) })) }))}
      format={format}
      formatX={isDate ? (x) => formatDay(x, locale) : undefined}
      label={`${title}: ${chart.series.map(fieldLabel).join(', ')}`}
      height={280}
      isArea={chart.series.length === 1}
    />
  );
};
