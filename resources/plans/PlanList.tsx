/**
 * Plans: the generated list, or, at `?view=order`, every plan in the order the site offers them,
 * dragged and saved in one request.
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { TResource } from '../define.ts';
import { formatMoney, isCurrency } from '../money.ts';
import { ReorderableList } from '../../src/generic/ReorderableList.tsx';
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
  const { canEdit } = useResourceAccess(resource);
  return <ReorderableList resource={resource} board={<ReorderBoard resource="plans" canSave={canEdit} render={(record) => <PlanRow record={record} />} />} />;
};
