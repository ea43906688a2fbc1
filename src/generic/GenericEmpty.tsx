import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TResource } from '../../resources/define.ts';
import { CreateLinkButton } from './buttons.tsx';

/** The list with no record at all (filters unset): says so, and offers to create one when allowed. */
export const GenericEmpty = ({ resource, canCreate }: { resource: TResource; canCreate: boolean }) => {
  const translate = useTranslate();
  const name = translate(`resources.${resource.name}.name`, { smart_count: 2 });
  return (
    <Box sx={{ textAlign: 'center', my: 6, mx: 'auto', opacity: 0.8 }}>
      <InboxIcon sx={{ fontSize: '6em', color: 'text.disabled' }} />
      <Typography variant="h6" component="p" gutterBottom>
        {translate(`resources.${resource.name}.empty`, { _: translate('ra.page.empty', { name }) })}
      </Typography>
      {canCreate && (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('ra.page.invite')}
          </Typography>
          <CreateLinkButton resource={resource} variant="contained" />
        </>
      )}
    </Box>
  );
};
