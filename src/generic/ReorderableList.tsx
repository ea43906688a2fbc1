/**
 * A resource's generated list, or, at `?view=order`, a board of its records dragged into order
 * (`board`), with one button to switch between them. `orderParams` are the query values the
 * board view opens with (a banner position).
 */
import SwapVertIcon from '@mui/icons-material/SwapVert';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TResource } from '../../resources/define.ts';
import { GenericList } from './GenericList.tsx';

export const ReorderableList = ({ resource, board, orderParams = {} }: { resource: TResource; board: ReactNode; orderParams?: Record<string, string> }) => {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const isOrdering = params.get('view') === 'order';
  const name = `resources.${resource.name}.name`;
  const toggle = (
    <Button size="small" startIcon={isOrdering ? <ViewListIcon /> : <SwapVertIcon />} onClick={() => setParams(isOrdering ? {} : { view: 'order', ...orderParams })}>
      {translate(isOrdering ? name : 'home.reorder.open', { smart_count: 2 })}
    </Button>
  );
  if (!isOrdering) {
    return (
      <Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          {toggle}
        </Stack>
        <GenericList resource={resource} />
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate(name, { smart_count: 2 })} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {toggle}
      </Stack>
      <Card>
        <CardContent>{board}</CardContent>
      </Card>
    </Box>
  );
};
