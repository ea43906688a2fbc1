/** `#/users/batch-create`: users from a pasted or picked CSV, every row checked before any is written, then the good ones created at once. */
import { useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { HttpError, Title, TopToolbar, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';
import { users } from './schema.ts';
import { UserBatchRows, type TBatchRow } from './UserBatchRows.tsx';

type TBatchAnswer = { mode: 'check' | 'create'; rows: TBatchRow[]; valid: number; invalid: number; created: number; csv: string };
type TPhase = 'idle' | 'checking' | 'writing';

const saveCsv = (text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'users-batch-result.csv' });
  link.click();
  URL.revokeObjectURL(url);
};

const messageOf = (error: unknown) => {
  const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string[]> } | undefined) : undefined;
  return Object.values(body?.errors ?? {}).flat()[0] ?? (error as Error).message;
};

export const UserBatchCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const { data: sites = [] } = useGetList('sites', { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' } });
  const [site, setSite] = useState<number | ''>('');
  const [csv, setCsv] = useState('');
  const [phase, setPhase] = useState<TPhase>('idle');
  const [answer, setAnswer] = useState<TBatchAnswer>();
  const [problem, setProblem] = useState<string>();
  const picker = useRef<HTMLInputElement>(null);
  const chosenSite = site === '' ? sites[0]?.id : site;

  const run = async (mode: 'check' | 'create') => {
    setPhase(mode === 'check' ? 'checking' : 'writing');
    setProblem(undefined);
    try {
      const result = await dataProvider.call<TBatchAnswer>('POST', '/users/batch-create', { csv, site: chosenSite, mode });
      setAnswer(result);
      if (mode === 'create') notify(translate('resources.users.batch.done', { smart_count: result.created }), { type: 'success' });
    } catch (error) {
      setAnswer(undefined);
      setProblem(messageOf(error));
    } finally {
      setPhase('idle');
    }
  };

  const isBusy = phase !== 'idle';
  return (
    <Box>
      <Title title={translate('resources.users.batch.title')} />
      <TopToolbar>
        <ListLinkButton resource={users} />
      </TopToolbar>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <TextField select label={translate('resources.users.batch.site')} value={chosenSite ?? ''} onChange={(event) => setSite(Number(event.target.value))} sx={{ maxWidth: 360 }}>
              {sites.map((s) => (
                <MenuItem key={s.id} value={s.id}>{`${s.name} (${s.domain})`}</MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('resources.users.batch.paste')}
              helperText={translate('resources.users.batch.paste_hint')}
              multiline
              minRows={6}
              maxRows={16}
              value={csv}
              onChange={(event) => {
                setCsv(event.target.value);
                setAnswer(undefined);
              }}
              disabled={isBusy}
              slotProps={{ htmlInput: { 'data-testid': 'batch-csv', style: { fontFamily: 'monospace' } } }}
            />
            <Stack direction="row" spacing={2}>
              <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => picker.current?.click()} disabled={isBusy}>
                {translate('resources.users.batch.file')}
              </Button>
              <input
                ref={picker}
                type="file"
                hidden
                accept=".csv,text/csv,text/plain"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void file.text().then((text) => { setCsv(text); setAnswer(undefined); });
                  event.target.value = '';
                }}
              />
              <Button variant="contained" onClick={() => void run('check')} disabled={isBusy || !csv.trim() || chosenSite === undefined}>
                {translate('resources.users.batch.check')}
              </Button>
              {answer?.mode === 'check' && answer.valid > 0 && (
                <Button variant="contained" color="success" onClick={() => void run('create')} disabled={isBusy}>
                  {translate('resources.users.batch.create', { smart_count: answer.valid })}
                </Button>
              )}
              {answer?.mode === 'create' && <Button onClick={() => saveCsv(answer.csv)}>{translate('resources.users.batch.download')}</Button>}
            </Stack>
            {isBusy && (
              <Box>
                <Typography variant="body2" color="text.secondary">{translate(`resources.users.batch.${phase}`)}</Typography>
                <LinearProgress aria-label={translate(`resources.users.batch.${phase}`)} />
              </Box>
            )}
            {problem && <Alert severity="error">{problem}</Alert>}
            {answer && (
              <Alert severity={answer.invalid ? 'warning' : 'success'}>
                {answer.mode === 'create'
                  ? translate('resources.users.batch.done', { smart_count: answer.created })
                  : translate('resources.users.batch.summary', { valid: answer.valid, invalid: answer.invalid })}
              </Alert>
            )}
            {answer && <UserBatchRows rows={answer.rows} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
