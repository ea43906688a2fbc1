/** The report's period and its declared parameters, each a control of the URL's query: sites, channels, campaigns and plans by name, currencies by code. */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { PAGE_PARAMETERS, type TReport } from '../../../resources/report.ts';
import { CampaignSelect, CurrencySelect, ReferenceSelect, REFERENCES } from './ParameterSelects.tsx';
import { filterProps, RangePicker } from './RangePicker.tsx';
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

/** The label of a common parameter, or the report's own. */
export const parameterLabel = (translate: ReturnType<typeof useTranslate>, report: TReport, name: string) =>
  translate(`resources.${report.name}.parameters.${name}`, { _: translate(`generic.report.parameters.${name}`, { _: name }) });

export const ReportFilters = ({ report, query, errors, onChange }: TProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <RangePicker query={query} errors={errors} onChange={onChange} />
      {Object.entries(report.ZQuery.shape as Record<string, z.ZodType>)
        .filter(([name]) => !['range', 'from', 'to', ...PAGE_PARAMETERS].includes(name))
        .map(([name, schema]) => {
        const label = parameterLabel(translate, report, name);
        const props = { name, label, value: query[name], errors, onChange };
        if (name in REFERENCES) return <ReferenceSelect key={name} {...props} />;
        if (name === 'currency') return <CurrencySelect key={name} {...props} />;
        if (name === 'campaign' && 'channel' in report.ZQuery.shape) return <CampaignSelect key={name} {...props} channel={query.channel} />;
        const choices = choicesOf(schema as z.ZodType);
        return choices ? (
          <TextField
            key={name}
            select
            label={label}
            value={query[name] ?? ''}
            onChange={(e) => onChange(name, e.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            {...filterProps(translate, errors, name, 200)}
          >
            <MenuItem value="">{translate('generic.report.all')}</MenuItem>
            {choices.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`resources.${report.name}.values.${name}.${value}`, { _: value })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField key={name} label={label} value={query[name] ?? ''} onChange={(e) => onChange(name, e.target.value)} {...filterProps(translate, errors, name, 200)} />
        );
      })}
    </Stack>
  );
};
