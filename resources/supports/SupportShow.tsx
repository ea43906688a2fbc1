/** A ticket as staff work on it: what the customer asked, the conversation, the reply form and the status moves. */
import { Box, Card, CardContent, Stack } from '@mui/material';
import { Labeled} from 'react-admin';
import type { TResource } from '../define.ts';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { ShowToolbar } from '../../src/generic/GenericShow.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { SupportConversation } from './SupportConversation.tsx';
import { RecordShow } from '../../src/generic/RecordShow.tsx';

const DETAILS = ['status', 'type', 'email', 'site', 'language', 'attachment', 'createdAt', 'updatedAt'];

export const SupportShow = ({ resource }: { resource: TResource }) => (
  <RecordShow
    resource={resource}
    title={<RecordTitle resource={resource} screen="show" />}
    actions={<ShowToolbar resource={resource} hasDelete />}
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
  </RecordShow>
);
