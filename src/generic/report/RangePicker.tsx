/** The period every analytics screen is read for: a preset, or two dates when custom, with the field's message under it. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RANGE_PRESETS } from '../../../resources/report.ts';
import { translateMessage } from '../formValues.ts';
import type { TReportQuery } from './reportQuery.ts';

type TProps = { query: TReportQuery; errors: Record<string, string>; onChange: (name: string, value: string) => void };

export const filterProps = (translate: ReturnType<typeof useTranslate>, errors: Record<string, string>, name: string, width = 180) => ({
  size: 'small' as const,
  fullWidth: false,
  error: name in errors,
  helperText: errors[name] ? translateMessage(translate, errors[name]) : undefined,
  sx: { width: { xs: '100%', sm: width } },
});

export const RangePicker = ({ query, errors, onChange }: TProps) => {
  const translate = useTranslate();
  const range = query.range ?? 'last_7_days';
  return (
    <>
      <TextField select label={translate('generic.report.period')} value={range} onChange={(e) => onChange('range', e.target.value)} {...filterProps(translate, errors, 'range')}>
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {translate(`generic.report.range.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {range === 'custom' &&
        (['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            label={translate(`generic.report.${end}`)}
            value={query[end] ?? ''}
            onChange={(e) => onChange(end, e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: end === 'to' && query.from ? { min: query.from } : {} }}
            {...filterProps(translate, errors, end, 170)}
          />
        ))}
    </>
  );
};
