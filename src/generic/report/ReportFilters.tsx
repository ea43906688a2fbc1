/** The report's period (a preset, or two dates when custom) and its declared parameters, each a control of the URL's query. */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { RANGE_PRESETS, type TReport } from '../../../resources/report.ts';
import { translateMessage } from '../formValues.ts';
import type { TReportQuery } from './reportQuery.ts';

type TProps = {
  report: TReport;
  query: TReportQuery;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
};

/** The values of an enum parameter (optional or not), or none for free text. */
const choicesOf = (schema: z.ZodType): readonly string[] | undefined => {
  const inner = 'unwrap' in schema && typeof schema.unwrap === 'function' ? (schema.unwrap() as z.ZodType) : schema;
  return 'options' in inner && Array.isArray(inner.options) ? (inner.options as string[]) : undefined;
};

export const ReportFilters = ({ report, query, errors, onChange }: TProps) => {
  const translate = useTranslate();
  const range = query.range ?? 'last_7_days';
  const helper = (name: string) => (errors[name] ? translateMessage(translate, errors[name]) : undefined);
  const common = (name: string) => ({ size: 'small' as const, fullWidth: false, error: name in errors, helperText: helper(name), sx: { width: 200 } });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <TextField select label={translate('generic.report.period')} value={range} onChange={(e) => onChange('range', e.target.value)} {...common('range')}>
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
            slotProps={{ inputLabel: { shrink: true } }}
            {...common(end)}
          />
        ))}
      {Object.entries(report.parameters ?? {}).map(([name, schema]) => {
        const label = translate(`resources.${report.name}.parameters.${name}`, { _: name });
        const choices = choicesOf(schema as z.ZodType);
        return choices ? (
          <TextField
            key={name}
            select
            label={label}
            value={query[name] ?? ''}
            onChange={(e) => onChange(name, e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...common(name)}
          >
            <MenuItem value="">{translate('generic.report.all')}</MenuItem>
            {choices.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`resources.${report.name}.values.${name}.${value}`, { _: value })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField key={name} label={label} value={query[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} {...common(name)} />
        );
      })}
    </Stack>
  );
};
