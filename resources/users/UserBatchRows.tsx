/** The checked rows of a batch: refused ones first, each with its line and reasons; at most the first 500 shown. */
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export type TBatchRow = { line: number; username: string; email: string; errors: string[]; id?: number };

const SHOWN = 500;

export const UserBatchRows = ({ rows }: { rows: TBatchRow[] }) => {
  const translate = useTranslate();
  const ordered = [...rows.filter((row) => row.errors.length), ...rows.filter((row) => !row.errors.length)].slice(0, SHOWN);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.users.batch.line')}</TableCell>
          <TableCell>{translate('resources.users.fields.username')}</TableCell>
          <TableCell>{translate('resources.users.fields.email')}</TableCell>
          <TableCell>{translate('resources.users.batch.reasons')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered.map((row) => (
          <TableRow key={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.username}</TableCell>
            <TableCell>{row.email}</TableCell>
            <TableCell>
              {row.errors.length ? (
                row.errors.join(' · ')
              ) : (
                <Chip size="small" color="success" label={translate(row.id ? 'resources.users.batch.created' : 'resources.users.batch.ready')} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
