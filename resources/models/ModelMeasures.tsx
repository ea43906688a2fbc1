/** The metric figures and the age beside what the editor typed, as the editor types it. */
import { Typography } from '@mui/material';
import { FormDataConsumer, useRecordContext, useTranslate } from 'react-admin';
import { ageOn, toCentimetres, toKilograms } from './measures.ts';

type TValues = { heightFeet?: number | null; heightInches?: number | null; weight?: number | null; birthday?: string | null };

export const ModelMeasuresText = ({ values }: { values: TValues }) => {
  const translate = useTranslate();
  const cm = toCentimetres(values.heightFeet, values.heightInches);
  const kg = toKilograms(values.weight);
  const age = ageOn(values.birthday);
  const parts = [
    cm !== null ? translate('resources.models.measures.cm', { cm }) : null,
    kg !== null ? translate('resources.models.measures.kg', { kg }) : null,
    age !== null ? translate('resources.models.measures.age', { age }) : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="model-measures" sx={{ mb: 2 }}>
      {parts.join(' · ')}
    </Typography>
  );
};

/** In a form: follows the inputs. */
export const ModelLiveMeasures = () => <FormDataConsumer<TValues>>{({ formData }) => <ModelMeasuresText values={formData} />}</FormDataConsumer>;

/** On a show page: the record's. */
export const ModelRecordMeasures = () => {
  const record = useRecordContext<TValues & { id: number }>();
  return record ? <ModelMeasuresText values={record} /> : null;
};
