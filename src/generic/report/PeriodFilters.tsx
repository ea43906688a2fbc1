/** The period and the common parameters (site, currency) of a page of several calls, with the page's actions beside them. */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CurrencySelect, ReferenceSelect } from './ParameterSelects.tsx';
import { RangePicker } from './RangePicker.tsx';
import type { TReportQuery } from './reportQuery.ts';

type TProps = {
  query: TReportQuery;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
  parameters?: readonly ('site' | 'channel' | 'plan' | 'currency')[];
  children?: ReactNode;
};

export const PeriodFilters = ({ query, errors, onChange, parameters = ['site', 'currency'], children }: TProps) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, gap: { xs: 1, sm: 2 }, mb: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <RangePicker query={query} errors={errors} onChange={onChange} />
        {parameters.map((name) => {
          const props = { name, label: translate(`generic.report.parameters.${name}`), value: query[name], errors, onChange };
          return name === 'currency' ? <CurrencySelect key={name} {...props} /> : <ReferenceSelect key={name} {...props} />;
        })}
      </Stack>
      {children && <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, flexShrink: 0 }}>{children}</Stack>}
    </Stack>
  );
};
