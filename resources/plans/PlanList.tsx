/**
 * Plans: the generated list, or, at `?view=order`, every plan in the order the site offers them,
 * dragged and saved in one request.
 */
import SwapVertIcon from '@mui/icons-material/SwapVert';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { TResource } from '../define.ts';
import { formatMoney, isCurrency } from '../money.ts';
import { GenericList } from '../../src/generic/GenericList.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';
import { ReorderBoard } from '../../src/home/ReorderBoard.tsx';

const PlanRow = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const price = record.initialDiscountPrice ?? record.initialOriginalPrice;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flex: 1, minWidth: 0, pr: 14 }}>
      <Typography variant="body2" noWrap>
        {record.name}
      </Typography>
      {typeof price === 'number' && isCurrency(record.currency) && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {formatMoney(price, record.currency, locale)}
        </Typography>
      )}
      {record.isBest && <Chip size="small" color="success" label={translate('resources.plans.fields.isBest')} />}
      {!record.show && <Chip size="small" label={translate('resources.plans.hidden')} />}
    </Stack>
  );
};

export const PlanList = ({ resource }: { resource: TResource }) => {
  const translate = useTranslate();
  const { canEdit } = useResourceAccess(resource);
  const [params, setParams] = useSearchParams();
  const isOrdering = params.get('view') === 'order';
  const toggle = (
    <Button size="small" startIcon={isOrdering ? <ViewListIcon /> : <SwapVertIcon />} onClick={() => setParams(isOrdering ? {} : { view: 'order' })}>
      {translate(isOrdering ? 'resources.plans.name' : 'home.reorder.open', { smart_count: 2 })}
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
      <Title title={translate('resources.plans.name', { smart_count: 2 })} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        {toggle}
      </Stack>
      <Card>
        <CardContent>
          <ReorderBoard resource="plans" canSave={canEdit} render={(record) => <PlanRow record={record} />} />
        </CardContent>
      </Card>
    </Box>
  );
};
