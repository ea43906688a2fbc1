import { FormSections } from '../../src/generic/FormSections.tsx';
import { plans } from './schema.ts';

/** The plan form: what it is, its first period, its renewal, and its identifiers at the processors. */
export const PlanInputs = () => (
  <FormSections
    resource={plans}
    sections={[
      { title: 'resources.plans.sections.general', fields: ['name', 'title', 'currency', 'sort', 'show', 'isBest', 'downloadable'], columns: 2 },
      { title: 'resources.plans.sections.initial', fields: ['initialPeriodCount', 'initialPeriodUnit', 'initialOriginalPrice', 'initialDiscountPrice'], columns: 2 },
      { title: 'resources.plans.sections.recurring', fields: ['recurringPeriodCount', 'recurringPeriodUnit', 'recurringOriginalPrice', 'recurringDiscountPrice'], columns: 2 },
      { title: 'resources.plans.sections.processors', fields: ['segpayId', 'epochId', 'epochTiId', 'natsId', 'xsaleId'], columns: 3 },
    ]}
  />
);
