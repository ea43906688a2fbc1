import { useRecordContext } from 'react-admin';
import { FormSections } from '../../src/generic/FormSections.tsx';
import { promotions } from './schema.ts';

/**
 * The promotion form: its code, when and how often it may be used, what it takes off, and the
 * plans it applies to. The redemptions made so far show once there is a promotion to have them.
 */
export const PromotionInputs = () => {
  const record = useRecordContext();
  return (
    <FormSections
      resource={promotions}
      sections={[
        { title: 'resources.promotions.sections.general', fields: ['name', 'code', 'enabled'], columns: 2 },
        { title: 'resources.promotions.sections.period', fields: ['startedAt', 'endedAt', 'times', ...(record ? ['used'] : [])], columns: 2 },
        { title: 'resources.promotions.sections.discount', fields: ['discountPercent', 'discountAmount', 'currency'], columns: 3 },
        { title: 'resources.promotions.sections.plans', fields: ['plans'] },
      ]}
    />
  );
};
