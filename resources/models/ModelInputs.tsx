import { FormSections, type TSection } from '../../src/generic/FormSections.tsx';
import { ModelLiveMeasures } from './ModelMeasures.tsx';
import { models } from './schema.ts';
import { SocialLinksInput } from './SocialLinksInput.tsx';

const SECTIONS: TSection[] = [
  { title: 'content.section.main', fields: ['avatar', 'name', 'gender', 'birthday', 'birthPlace', 'isPopular', 'videosCount'], columns: 2 },
  { title: 'content.section.body', fields: ['heightFeet', 'heightInches', 'weight', 'chest', 'waist', 'hips', 'measurement'], columns: 3 },
];

const AFTER: TSection[] = [
  { title: 'resources.models.fields.introduction', fields: ['introduction'] },
  { title: 'resources.models.fields.gallery', fields: ['gallery'] },
];

/** The model form: details, body with metric figures and age beside, social links, introduction, gallery. */
export const ModelInputs = () => (
  <>
    <FormSections resource={models} sections={SECTIONS} />
    <ModelLiveMeasures />
    <SocialLinksInput />
    <FormSections resource={models} sections={AFTER} />
  </>
);
