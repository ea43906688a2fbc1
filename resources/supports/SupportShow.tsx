/** A ticket as staff work on it: what the customer asked, the conversation, the reply form and the status moves. */
import { Box, Card, CardContent, Stack } from '@mui/material';
import { DeleteButton, Labeled, Show, TopToolbar } from 'react-admin';
import { resourcePath, type TResource } from '../define.ts';
import { ListLinkButton } from '../../src/generic/buttons.tsx';
import { RecordActionButton } from '../../src/generic/actionButtons.tsx';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { SupportConversation } from './SupportConversation.tsx';

const DETAILS = ['status', 'type', 'email', 'site', 'language', 'attachment', 'createdAt', 'updatedAt'];

const SupportActions = ({ resource }: { resource: TResource }) => {
  const { actions, canDelete } = useResourceAccess(resource);
  return (
    <TopToolbar>
      <ListLinkButton resource={resource} />
      {actions.map((action) => (
        <RecordActionButton key={action} resource={resource} action={action} />
      ))}
      {canDelete && <DeleteButton mutationMode="pessimistic" redirect={() => resourcePath(resource, 'list')!} />}
    </TopToolbar>
  );
};

export const SupportShow = ({ resource }: { resource: TResource }) => (
  <Show
    resource={resource.name}
    title={<RecordTitle resource={resource} screen="show" />}
    redirectOnError={() => resourcePath(resource, 'list')!}
    actions={<SupportActions resource={resource} />}
  >
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, p: 2 }}>
      <SupportConversation />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={1}>
            {DETAILS.map((source) => (
              <Labeled key={source} source={source} resource={resource.name}>
                {fieldFor(resource, source, 'show')}
              </Labeled>
            ))}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  </Show>
);
