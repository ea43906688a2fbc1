/**
 * Banners: the generated list (expired chip, active/expired filter), or, at `?view=order`, the
 * banners of one position in their order, dragged and saved in one request.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TResource } from '../define.ts';
import { ReorderableList } from '../../src/generic/ReorderableList.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { ReorderBoard } from '../../src/home/ReorderBoard.tsx';
import { BANNER_POSITIONS } from './schema.ts';

const BannerRow = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, pr: 14 }}>
      <Box sx={{ width: 64, height: 36, flex: 'none', bgcolor: 'action.hover', borderRadius: 0.5, overflow: 'hidden' }}>
        {record.image && <img src={record.image} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
      </Box>
      <Typography variant="body2" noWrap>
        {record.name}
      </Typography>
      {record.expired && <Chip size="small" color="error" label={translate('resources.banners.fields.expired')} />}
    </Stack>
  );
};

export const BannerList = ({ resource }: { resource: TResource }) => {
  const { canEdit } = useResourceAccess(resource);
  const [params, setParams] = useSearchParams();
  const position = BANNER_POSITIONS.find((p) => p === params.get('position')) ?? BANNER_POSITIONS[0];
  return (
    <ReorderableList
      resource={resource}
      orderParams={{ position }}
      board={
        <ReorderBoard
          resource="banners"
          group="position"
          groups={BANNER_POSITIONS}
          value={position}
          onGroup={(next) => setParams({ view: 'order', position: next })}
          canSave={canEdit}
          render={(record) => <BannerRow record={record} />}
        />
      }
    />
  );
};
