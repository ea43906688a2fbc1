/** The report's rows in its declared columns, each value shown as its field type shows it, and a totals row. */
import { Link, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { TField } from '../../../resources/define.ts';
import { isTotalled, type TReport, type TReportColumn } from '../../../resources/report.ts';
import { appFieldType, displayFor } from '../fieldTypes.tsx';

type TRow = Record<string, unknown>;

/** The field type a column's values are shown as. */
const COLUMN_FIELDS: Record<TReportColumn['type'], (column: TReportColumn) => TField> = {
  string: () => ({ type: 'string' }),
  date: () => ({ type: 'date' }),
  count: () => ({ type: 'integer' }),
  integer: () => ({ type: 'integer' }),
  money: (column) => ({ type: 'money', currency: column.currency }),
  percent: () => ({ type: 'basisPoints' }),
};

/** Which column's cells link where. */
export type TReportLink = { column: string; to: (row: TRow) => string | undefined };

type TProps = {
  report: TReport;
  rows: readonly TRow[];
  totals: TRow;
  /** The currency the answer's money is in (the one asked for), over the column's declared one. */
  currency?: string;
  /** A column's cells as links (a channel's name to the channel's page). */
  link?: TReportLink;
  /** Columns left out of the screen (an id beside its name). */
  hidden?: readonly string[];
  /** A totals row under the rows (a summary whose rows are totals already has none). */
  hasTotals?: boolean;
};

export const ReportTable = ({ report, rows, totals, currency, link, hidden = [], hasTotals = true }: TProps) => {
  const translate = useTranslate();
  const columns = report.columns.filter((column) => !hidden.includes(column.name)).map((column) => ({ column, field: COLUMN_FIELDS[column.type](currency && column.type === 'money' ? { ...column, currency } : column) }));
  // A string column's values read in the admin's language where the report names them (devices, kinds).
  const shownValue = (column: TReportColumn, value: unknown) => {
    // A row of no channel (or campaign, or plan) has no name: it is the figures nobody brought.
    if (column.type === 'string' && (value === '' || value === null)) return column.name.endsWith('Name') ? translate(`generic.report.none.${column.name}`, { _: translate('generic.report.none.other') }) : value;
    if (column.type !== 'string' || typeof value !== 'string') return value;
    return translate(`resources.${report.name}.values.${column.name}.${value}`, { _: value });
  };
  const cell = (raw: TRow, { column, field }: (typeof columns)[number], index: number, link?: string) => {
    const record = { ...raw, [column.name]: shownValue(column, raw[column.name]) };
    const shown =
      record[column.name] === undefined || record[column.name] === null ? null : (
        <RecordContextProvider value={{ id: index, ...record }}>{displayFor(field, column.name, 'list')}</RecordContextProvider>
      );
    return (
      <TableCell key={column.name} align={appFieldType(field).align}>
        {link && shown ? <Link component={RouterLink} to={link}>{shown}</Link> : shown}
      </TableCell>
    );
  };
  if (rows.length === 0) return <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">{translate('generic.report.empty')}</Typography>;
  return (
    // Scrolled sideways on a phone: reachable with the keyboard, named like its table.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate(`resources.${report.name}.name`)}>
      <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }} aria-label={translate(`resources.${report.name}.name`)}>
        <TableHead>
          <TableRow>
            {columns.map(({ column, field }) => (
              <TableCell key={column.name} align={appFieldType(field).align}>
                {translate(`resources.${report.name}.fields.${column.name}`, { _: column.name })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} hover>
              {columns.map((column) => cell(row, column, index, column.column.name === link?.column ? link.to(row) : undefined))}
            </TableRow>
          ))}
        </TableBody>
        {hasTotals && (
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 'bold', color: 'text.primary', fontSize: 'inherit' } }}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <TableCell key={column.column.name}>{translate('generic.report.total')}</TableCell>
                ) : isTotalled(column.column) ? (
                  cell(totals, column, -1)
                ) : (
                  <TableCell key={column.column.name} />
                ),
              )}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
};
