/** `#/videos/batch-create`: many videos at once, from files or pasted lines, each a draft, with progress per row and overall. */
import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Table, TableBody, TextField, Typography } from '@mui/material';
import { Title, TopToolbar, useTranslate } from 'react-admin';
import { ListLinkButton } from '../../../src/generic/buttons.tsx';
import { videos } from '../schema.ts';
import { rowErrors, rowsFromFiles, rowsFromText } from './batchRows.ts';
import { VideoBatchRow } from './VideoBatchRow.tsx';
import { useBatch } from './useBatch.ts';

export const VideoBatchCreate = () => {
  const translate = useTranslate();
  const batch = useBatch();
  const [pasted, setPasted] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const pendingRows = batch.rows.filter((row) => row.status === 'waiting' || row.status === 'failed');
  const invalid = pendingRows.filter((row) => Object.keys(rowErrors(row, translate)).length > 0).length;
  const pending = pendingRows.length - invalid;
  const done = batch.rows.filter((row) => row.status === 'done').length;
  const settled = batch.rows.filter((row) => row.status === 'done' || row.status === 'failed').length;
  return (
    <Box>
      <Title title={translate('resources.videos.batch.title')} />
      <TopToolbar>
        <ListLinkButton resource={videos} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Box sx={{ flex: 1 }}>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} disabled={batch.isRunning}>
                {translate('resources.videos.batch.files')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate('resources.videos.batch.files_hint')}
              </Typography>
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                accept="video/mp4,video/quicktime,video/webm,video/x-matroska,.mkv"
                data-testid="batch-files"
                aria-label={translate('resources.videos.batch.file_input')}
                onChange={(event) => {
                  batch.add(rowsFromFiles([...(event.target.files ?? [])]));
                  event.target.value = '';
                }}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <TextField
                label={translate('resources.videos.batch.paste')}
                helperText={translate('resources.videos.batch.paste_hint')}
                multiline
                minRows={3}
                fullWidth
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
                disabled={batch.isRunning}
              />
              <Button
                sx={{ mt: 1 }}
                disabled={!pasted.trim() || batch.isRunning}
                onClick={() => {
                  batch.add(rowsFromText(pasted));
                  setPasted('');
                }}
              >
                {translate('resources.videos.batch.add_pasted')}
              </Button>
            </Box>
          </Stack>
          {batch.rows.length > 0 && (
            <>
              <Table size="small" sx={{ mt: 3 }}>
                <TableBody>
                  {batch.rows.map((row, index) => (
                    <VideoBatchRow key={row.key} row={row} line={index + 1} isRunning={batch.isRunning} onEdit={(change) => batch.edit(row.key, change)} onRemove={() => batch.remove(row.key)} />
                  ))}
                </TableBody>
              </Table>
              <Box sx={{ mt: 2 }}>
                <LinearProgress variant="determinate" value={(settled / batch.rows.length) * 100} aria-label={translate('resources.videos.batch.overall', { done, total: batch.rows.length })} />
                <Typography variant="caption">{translate('resources.videos.batch.overall', { done, total: batch.rows.length })}</Typography>
              </Box>
              {invalid > 0 && (
                <Alert severity="error" sx={{ mt: 2 }} role="alert">
                  {translate('resources.videos.batch.invalid', { smart_count: invalid })}
                </Alert>
              )}
              <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
                <Button variant="contained" disabled={batch.isRunning || pending === 0 || invalid > 0} onClick={() => void batch.start()}>
                  {translate('resources.videos.batch.start', { smart_count: pending })}
                </Button>
                <Button disabled={batch.isRunning} onClick={batch.clear}>
                  {translate('resources.videos.batch.clear')}
                </Button>
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
