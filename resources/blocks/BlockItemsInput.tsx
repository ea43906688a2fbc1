/**
 * The ordered videos or models of a block: search as you type to add, drag (or the arrows) to
 * reorder, remove; each with its thumbnail. Saved with the form, in this order.
 */
import { useState } from 'react';
import { Alert, Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useGetList, useGetMany, useInput, useTranslate, type RaRecord } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SortableRows } from '../../src/home/SortableRows.tsx';
import { ItemStatus } from './ItemStatus.tsx';
import { holds } from './rules.ts';
import type { TBlockType } from './schema.ts';

type TKind = 'videos' | 'models';
const TITLE = { videos: 'title', models: 'name' } as const;
const PICTURE = { videos: 'cover', models: 'avatar' } as const;

const Thumbnail = ({ src, kind }: { src?: string | null; kind: TKind }) => (
  <Box sx={{ width: kind === 'videos' ? 64 : 36, height: 36, flex: 'none', borderRadius: kind === 'videos' ? 0.5 : '50%', overflow: 'hidden', bgcolor: 'action.hover' }}>
    {src && <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />}
  </Box>
);

export const BlockItemsInput = ({ kind }: { kind: TKind }) => {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as TBlockType | undefined;
  const { field, fieldState } = useInput({ source: kind });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  const [search, setSearch] = useState('');
  const { data: chosen } = useGetMany(kind, { ids }, { enabled: ids.length > 0 });
  const { data: found } = useGetList(kind, { filter: search ? { q: search } : {}, pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } });
  const fits = type ? holds(type)[kind] : false;
  if (!fits && ids.length === 0) return null;
  const byId = new Map((chosen ?? []).map((record) => [record.id, record]));
  const items = ids.map((id) => ({ id, record: byId.get(id) }));
  const label = (record: RaRecord | undefined, id: number) => (record?.[TITLE[kind]] as string | undefined) || `#${id}`;
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }} data-testid={`block-${kind}`}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(`resources.blocks.fields.${kind}`)}
      </Typography>
      {!fits && <Alert severity="warning">{translate('resources.blocks.items.not_for_type', { kind: translate(`resources.blocks.fields.${kind}`) })}</Alert>}
      {fieldState.error?.message && <Alert severity="error">{translate(fieldState.error.message, { _: fieldState.error.message })}</Alert>}
      {fits && (
        <Autocomplete
          size="small"
          options={(found ?? []).filter((record) => !ids.includes(record.id as number))}
          getOptionLabel={(record) => label(record, record.id as number)}
          filterOptions={(options) => options}
          onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
          onChange={(_, record) => {
            if (record) field.onChange([...ids, record.id]);
            setSearch('');
          }}
          value={null}
          blurOnSelect
          renderOption={({ key, ...props }, record) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
              <Thumbnail src={record[PICTURE[kind]]} kind={kind} />
              {label(record, record.id as number)}
              <ItemStatus kind={kind} record={record} />
            </Box>
          )}
          renderInput={(params) => <TextField {...params} label={translate('resources.blocks.items.search')} />}
          sx={{ my: 1, maxWidth: 480 }}
        />
      )}
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.blocks.items.empty')}
        </Typography>
      )}
      <SortableRows
        name={`${kind}-item`}
        items={items}
        onChange={(next) => field.onChange(next.map((item) => item.id))}
        onRemove={(item) => field.onChange(ids.filter((id) => id !== item.id))}
        render={(item, index) => (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ width: 24 }}>
              {index + 1}
            </Typography>
            <Thumbnail src={item.record?.[PICTURE[kind]]} kind={kind} />
            <Typography variant="body2" noWrap>
              {label(item.record, item.id)}
            </Typography>
            <Box sx={{ pr: 14 }}>
              <ItemStatus kind={kind} record={item.record} />
            </Box>
          </>
        )}
      />
    </Box>
  );
};
