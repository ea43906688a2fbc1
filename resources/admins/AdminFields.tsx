import { Chip, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** The admin's roles by name, as chips. */
export const AdminRolesField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const names = (record?.roleNames ?? []) as string[];
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {names.map((name) => (
        <Chip key={name} size="small" variant="outlined" label={name} />
      ))}
    </Stack>
  );
};

/** Off, or on with a device bound or not yet. */
export const AdminTwoFactorField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.twoFactorEnabled) return <Chip size="small" label={translate('resources.admins.two_factor.off')} />;
  return (
    <Tooltip title={translate('resources.admins.hints.two_factor')}>
      <Chip
        size="small"
        color={record.twoFactorBound ? 'success' : 'warning'}
        label={translate(record.twoFactorBound ? 'resources.admins.two_factor.bound' : 'resources.admins.two_factor.unbound')}
      />
    </Tooltip>
  );
};
