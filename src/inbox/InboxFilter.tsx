/** Everything, or one resource's items only, each choice with how many await a decision. */
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TResource } from '../../resources/define.ts';

type TProps = { resources: readonly TResource[]; counts: Record<string, number>; value: string | undefined; onChange: (resource: string | undefined) => void };

export const InboxFilter = ({ resources, counts, value, onChange }: TProps) => {
  const translate = useTranslate();
  const all = resources.reduce((sum, resource) => sum + (counts[resource.name] ?? 0), 0);
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value ?? ''}
      onChange={(_, next: string | null) => {
        if (next !== null) onChange(next || undefined);
      }}
      sx={{ mb: 1, flexWrap: 'wrap' }}
    >
      <ToggleButton value="">{translate('inbox.all')} ({all})</ToggleButton>
      {resources.map((resource) => (
        <ToggleButton key={resource.name} value={resource.name}>
          {translate(`resources.${resource.name}.name`, { smart_count: 2 })} ({counts[resource.name] ?? 0})
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
