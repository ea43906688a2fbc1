import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRecordContext, useTranslate } from 'react-admin';
import { auditChanges, displayValue } from './auditChanges.ts';

const cellSx = { fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 420 } as const;

/** The before/after of an entry, field by field: changed fields first and marked, unchanged ones dimmed. */
export const AuditLogDiff = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const rows = auditChanges(record.before, record.after);
  if (rows.length === 0) return <Typography variant="body2">{translate('resources.audit_logs.diff.no_changes')}</Typography>;
  const fieldLabel = (field: string) => translate(`resources.${record.resource}.fields.${field}`, { _: field });
  return (
    <Table size="small" aria-label={translate('resources.audit_logs.diff.changes')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.audit_logs.diff.field')}</TableCell>
          <TableCell>{translate('resources.audit_logs.diff.before')}</TableCell>
          <TableCell>{translate('resources.audit_logs.diff.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field} data-changed={row.isChanged} sx={row.isChanged ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : { opacity: 0.6 }}>
            <TableCell component="th" scope="row">
              {fieldLabel(row.field)}
            </TableCell>
            <TableCell sx={row.isChanged ? { ...cellSx, textDecoration: 'line-through' } : cellSx}>{displayValue(row.before)}</TableCell>
            <TableCell sx={cellSx}>{displayValue(row.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
