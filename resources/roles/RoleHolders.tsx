import { Box, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { resourcePath } from '../define.ts';
import { admins } from '../admins/schema.ts';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';

type THolder = { id: number; username: string; name: string | null; status: string };

/** The admins holding the role, linked to their page when the reader may open it. */
export const RoleHolders = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canShow } = useResourceAccess(admins);
  const holders = (record?.admins ?? []) as THolder[];
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" fontWeight={600} gutterBottom>
        {translate('resources.roles.fields.admins')} ({holders.length})
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {holders.map((holder) => (
          <Chip
            key={holder.id}
            label={holder.name ? `${holder.name} (${holder.username})` : holder.username}
            variant={holder.status === 'enabled' ? 'filled' : 'outlined'}
            {...(canShow ? { component: Link, to: resourcePath(admins, 'show', holder.id)!, clickable: true } : {})}
          />
        ))}
      </Stack>
    </Box>
  );
};
