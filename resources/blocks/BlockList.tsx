/**
 * The blocks of one page in their order, per page in tabs (`?page=home`): drag to reorder,
 * saved in one request; or the page's preview (`?view=preview`).
 */
import PreviewIcon from '@mui/icons-material/Preview';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardContent, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Title, useTranslate, type RaRecord } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { resourcePath, type TResource } from '../define.ts';
import { CreateLinkButton } from '../../src/generic/buttons.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { ReorderBoard } from '../../src/home/ReorderBoard.tsx';
import { BlockPreview } from './BlockPreview.tsx';
import { BLOCK_PAGES } from './schema.ts';

const BlockRow = ({ resource, record, canEdit }: { resource: TResource; record: RaRecord; canEdit: boolean }) => {
  const translate = useTranslate();
  const to = (canEdit ? resourcePath(resource, 'edit', record.id) : undefined) ?? resourcePath(resource, 'show', record.id)!;
  const items = (record.videos?.length ?? 0) + (record.models?.length ?? 0);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, pr: 14 }}>
      <MuiLink component={Link} to={to} sx={{ fontWeight: 500 }} noWrap>
        {record.title}
      </MuiLink>
      <Chip size="small" label={translate(`resources.blocks.values.type.${record.type}`)} />
      {items > 0 && <Chip size="small" variant="outlined" label={String(items)} />}
    </Stack>
  );
};

export const BlockList = ({ resource }: { resource: TResource }) => {
  const translate = useTranslate();
  const { canCreate, canEdit } = useResourceAccess(resource);
  const [params, setParams] = useSearchParams();
  const page = BLOCK_PAGES.find((p) => p === params.get('page')) ?? 'home';
  const isPreview = params.get('view') === 'preview';
  const go = (next: { page?: string; preview?: boolean }) =>
    setParams({ page: next.page ?? page, ...((next.preview ?? isPreview) ? { view: 'preview' } : {}) });
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('resources.blocks.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, mb: 1 }}>
        <Button size="small" startIcon={isPreview ? <ViewListIcon /> : <PreviewIcon />} onClick={() => go({ preview: !isPreview })}>
          {isPreview ? translate('resources.blocks.name', { smart_count: 2 }) : translate('resources.blocks.preview.open')}
        </Button>
        {canCreate && <CreateLinkButton resource={resource} />}
      </Stack>
      <Card>
        <CardContent>
          {isPreview ? (
            <>
              <Typography variant="h6">{translate('resources.blocks.preview.title', { page: translate(`resources.blocks.values.page.${page}`) })}</Typography>
              <BlockPreview page={page} onPage={(next) => go({ page: next })} />
            </>
          ) : (
            <ReorderBoard
              resource="blocks"
              group="page"
              groups={BLOCK_PAGES}
              value={page}
              onGroup={(next) => go({ page: next })}
              canSave={canEdit}
              render={(record) => <BlockRow resource={resource} record={record} canEdit={canEdit} />}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
