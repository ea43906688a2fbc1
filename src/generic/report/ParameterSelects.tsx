/**
 * The common parameters of the analytics calls as pickers: a site, a channel or a plan chosen by
 * name (all of them when none), a campaign among the chosen channel's, and a currency by its ISO
 * code. A list the admin may not read leaves the id to be typed.
 */
import { Autocomplete, MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { filterProps } from './RangePicker.tsx';
import { CURRENCY_CODES } from '../../../resources/money.ts';
import { useResources } from '../../resourcesContext.ts';
import { isChosen, nameOf, useNestedQuery } from '../nestedReference.tsx';

type TProps = { name: string; label: string; value: string | undefined; errors: Record<string, string>; onChange: (name: string, value: string) => void };

/** The referenced lists by parameter name, and the field each record is called by. */
export const REFERENCES: Record<string, { resource: string; title: string }> = {
  site: { resource: 'sites', title: 'name' },
  channel: { resource: 'channels', title: 'utmSource' },
  plan: { resource: 'plans', title: 'name' },
};

export const ReferenceSelect = ({ name, label, value, errors, onChange }: TProps) => {
  const translate = useTranslate();
  const { resource, title } = REFERENCES[name]!;
  const { data, error } = useGetList(resource, { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' } }, { retry: false });
  if (error) return <TextField label={label} value={value ?? ''} onChange={(e) => onChange(name, e.target.value)} {...filterProps(translate, errors, name)} />;
  return (
    <TextField
      select
      label={label}
      value={data ? (value ?? '') : ''}
      onChange={(e) => onChange(name, e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      {...filterProps(translate, errors, name)}
    >
      <MenuItem value="">{translate('generic.report.all')}</MenuItem>
      {(data ?? []).map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {String(record[title] ?? `#${record.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * A campaign of the channel chosen beside it (campaigns live under their channel): disabled, and
 * saying so, until a channel is chosen; picking another channel forgets it (reportQuery.withValue).
 */
export const CampaignSelect = ({ name, label, value, errors, onChange, channel }: TProps & { channel: string | undefined }) => {
  const translate = useTranslate();
  const channels = useResources().find((resource) => resource.name === 'channels');
  const { rows, failed } = useNestedQuery(channels, channel, 'campaigns');
  if (failed) return <TextField label={label} value={value ?? ''} onChange={(e) => onChange(name, e.target.value)} {...filterProps(translate, errors, name)} />;
  const chosen = isChosen(channel);
  const field = filterProps(translate, errors, name);
  // A campaign named by the URL before its channel's list has come (or without a channel) keeps its number.
  const listed = rows ?? [];
  const options = isChosen(value) && !listed.some((row) => String(row.id) === value) ? [...listed, { id: Number(value) }] : listed;
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      disabled={!chosen && !isChosen(value)}
      onChange={(e) => onChange(name, e.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      {...field}
      helperText={field.helperText ?? (chosen ? undefined : translate('generic.filter.pick_parent_first', { parent: translate('generic.report.parameters.channel') }))}
    >
      <MenuItem value="">{translate('generic.report.all')}</MenuItem>
      {options.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {nameOf(row)}
        </MenuItem>
      ))}
    </TextField>
  );
};

export const CurrencySelect = ({ name, label, value, errors, onChange }: TProps) => {
  const translate = useTranslate();
  return (
    <Autocomplete
      options={CURRENCY_CODES}
      value={value ?? 'USD'}
      disableClearable
      autoHighlight
      onChange={(_event, code) => onChange(name, code === 'USD' ? '' : code)}
      sx={{ width: { xs: '100%', sm: 130 } }}
      renderInput={(params) => <TextField {...params} label={label} size="small" error={name in errors} helperText={filterProps(translate, errors, name).helperText} />}
    />
  );
};
