/**
 * A page as the site would arrange it: its blocks in order, rows scrolling sideways, grids
 * wrapping, heroes and ads with the desktop and mobile images side by side.
 */
import { Alert, Box, FormControlLabel, Stack, Switch, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useGetMany, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { isPublic, ItemStatus } from './ItemStatus.tsx';
import { BLOCK_PAGES } from './schema.ts';

const Picture = ({ src, label, width }: { src?: string | null; label: string; width: number }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {src ? (
        <img src={src} alt={label} style={{ width: '100%', borderRadius: 4, display: 'block' }} />
      ) : (
        <Box sx={{ height: width / 2, bgcolor: 'action.hover', borderRadius: 1, display: 'grid', placeItems: 'center' }}>
          <Typography variant="caption">{translate('resources.blocks.preview.no_image')}</Typography>
        </Box>
      )}
    </Box>
  );
};

/** The desktop and mobile images of a hero, an ad or a block, side by side. */
const Pictures = ({ image, mobileImage }: { image?: string | null; mobileImage?: string | null }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Picture src={image} label={translate('resources.blocks.preview.desktop')} width={360} />
      <Picture src={mobileImage} label={translate('resources.blocks.preview.mobile')} width={140} />
    </Stack>
  );
};

/**
 * The videos or models of a block in the block's order, each with its status; as the public sees
 * it, the items the site does not show (drafts, hidden) are left out.
 */
const Items = ({ block, kind, isPublicView }: { block: RaRecord; kind: 'videos' | 'models'; isPublicView: boolean }) => {
  const ids = (block[kind] ?? []) as number[];
  const { data } = useGetMany(kind, { ids }, { enabled: ids.length > 0 });
  const byId = new Map((data ?? []).map((item) => [item.id, item]));
  const isGrid = block.type === 'video_grid';
  const shown = isPublicView ? ids.filter((id) => byId.has(id) && isPublic(byId.get(id))) : ids;
  return (
    <Box data-testid={`preview-items-${block.id}`} sx={{ display: 'flex', gap: 1, flexWrap: isGrid ? 'wrap' : 'nowrap', overflowX: 'auto', pb: 1 }}>
      {shown.map((id) => {
        const item = byId.get(id);
        const picture = kind === 'videos' ? item?.cover : item?.avatar;
        const title = kind === 'videos' ? item?.title : item?.name;
        return (
          <Box key={id} data-testid="preview-item" sx={{ width: kind === 'videos' ? 160 : 100, flex: 'none' }}>
            {picture ? (
              <img src={picture} alt="" style={{ width: '100%', aspectRatio: kind === 'videos' ? '16 / 9' : '1', objectFit: 'cover', borderRadius: kind === 'videos' ? 4 : '50%' }} />
            ) : (
              <Box sx={{ aspectRatio: kind === 'videos' ? '16 / 9' : '1', bgcolor: 'action.hover', borderRadius: 1 }} />
            )}
            <Typography variant="caption" noWrap component="div">
              {title ?? `#${id}`}
            </Typography>
            {!isPublicView && <ItemStatus kind={kind} record={item} />}
          </Box>
        );
      })}
    </Box>
  );
};

const Advertisement = ({ id }: { id: number }) => {
  const { data } = useGetOne('advertisements', { id });
  return data ? <Pictures image={data.image} mobileImage={data.mobileImage} /> : null;
};

/** A block as the site shows it, from its whole record: list rows carry only the listed columns. */
const Section = ({ row, isPublicView }: { row: RaRecord; isPublicView: boolean }) => {
  const { data: block = row } = useGetOne('blocks', { id: row.id });
  return (
    <Box data-testid={`preview-block-${block.id}`} sx={{ border: block.isBox ? 1 : 0, borderColor: 'divider', borderRadius: 1, p: block.isBox ? 1.5 : 0 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {block.title}
      </Typography>
      {block.description && (
        <Typography variant="body2" color="text.secondary">
          {block.description}
        </Typography>
      )}
      {(block.type === 'hero' || block.image || block.mobileImage) && <Pictures image={block.image} mobileImage={block.mobileImage} />}
      {block.type === 'advertisement_slot' && block.advertisement && <Advertisement id={block.advertisement} />}
      {(block.type === 'video_row' || block.type === 'video_grid') && <Items block={block} kind="videos" isPublicView={isPublicView} />}
      {block.type === 'model_row' && <Items block={block} kind="models" isPublicView={isPublicView} />}
    </Box>
  );
};

export const BlockPreview = ({ page, onPage }: { page: string; onPage: (page: string) => void }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList('blocks', { filter: { page }, sort: { field: 'sort', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  const [isPublicView, setPublicView] = useState(false);
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={isPublicView} onChange={(_, checked) => setPublicView(checked)} />}
        label={translate('resources.blocks.preview.public_view')}
      />
      <Tabs value={page} onChange={(_, next: string) => onPage(next)} variant="scrollable" allowScrollButtonsMobile>
        {BLOCK_PAGES.map((p) => (
          <Tab key={p} value={p} label={translate(`resources.blocks.values.page.${p}`)} />
        ))}
      </Tabs>
      {!isPending && !data?.length && <Alert severity="info">{translate('resources.blocks.preview.empty')}</Alert>}
      <Stack sx={{ gap: 3, mt: 2 }}>
        {(data ?? []).map((block) => (
          <Section key={block.id} row={block} isPublicView={isPublicView} />
        ))}
      </Stack>
    </Box>
  );
};
