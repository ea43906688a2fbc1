import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorIcon from '@mui/icons-material/Error';
import { Chip, IconButton, Link, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { UploadProgress } from '../../../src/media/UploadProgress.tsx';
import { formatBytes } from '../../../src/media/transfer.ts';
import { rowErrors, type TBatchRow } from './batchRows.ts';

const TONES = { waiting: 'default', uploading: 'info', creating: 'info', done: 'success', failed: 'error' } as const;

type TProps = {
  row: TBatchRow;
  /** Its place in the list, from 1: the inputs are named after it. */
  line: number;
  isRunning: boolean;
  onEdit: (change: Partial<Pick<TBatchRow, 'serialNumber' | 'title'>>) => void;
  onRemove: () => void;
};

/** One video of the batch: editable until it is created, then a link to it; its progress or its error. */
export const VideoBatchRow = ({ row, line, isRunning, onEdit, onRemove }: TProps) => {
  const translate = useTranslate();
  const isEditable = !isRunning && (row.status === 'waiting' || row.status === 'failed');
  const errors = isEditable ? rowErrors(row, translate) : {};
  const lineLabel = translate('resources.videos.batch.line', { line });
  const labelOf = (field: 'serialNumber' | 'title') => `${translate(`resources.videos.fields.${field}`)} (${lineLabel})`;
  return (
    <TableRow data-testid="batch-row" data-status={row.status} data-invalid={Object.keys(errors).length > 0 || undefined}>
      <TableCell sx={{ width: 220, verticalAlign: 'top' }}>
        <TextField
          size="small"
          label={labelOf('serialNumber')}
          value={row.serialNumber}
          disabled={!isEditable}
          error={Boolean(errors.serialNumber)}
          helperText={errors.serialNumber}
          onChange={(event) => onEdit({ serialNumber: event.target.value })}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          fullWidth
          label={labelOf('title')}
          value={row.title}
          disabled={!isEditable}
          error={Boolean(errors.title)}
          helperText={errors.title}
          onChange={(event) => onEdit({ title: event.target.value })}
        />
      </TableCell>
      <TableCell sx={{ width: 320 }}>
        {row.file && (
          <Typography variant="caption" component="div" noWrap title={row.file.name}>
            {row.file.name} · {formatBytes(row.file.size)}
          </Typography>
        )}
        {row.transfer && <UploadProgress transfer={row.transfer} />}
        {row.error && (
          <Typography variant="caption" color="error" component="div">
            {row.error}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ width: 150 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {row.status === 'done' && <CheckCircleIcon color="success" fontSize="small" />}
          {row.status === 'failed' && <ErrorIcon color="error" fontSize="small" />}
          <Chip size="small" color={TONES[row.status]} label={translate(`resources.videos.batch.status.${row.status}`)} />
        </Stack>
      </TableCell>
      <TableCell sx={{ width: 60 }} align="right">
        {row.status === 'done' && row.createdId !== undefined ? (
          <Link component={RouterLink} to={`/videos/edit/${row.createdId}`}>
            #{row.createdId}
          </Link>
        ) : (
          <IconButton size="small" aria-label={`${translate('content.media.remove')} (${lineLabel})`} disabled={!isEditable} onClick={onRemove}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
};
