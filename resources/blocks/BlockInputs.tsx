import { useWatch } from 'react-hook-form';
import { FormSections, type TSection } from '../../src/generic/FormSections.tsx';
import { BlockItemsInput } from './BlockItemsInput.tsx';
import { blocks } from './schema.ts';

const SECTIONS: TSection[] = [
  { title: 'resources.blocks.fields.title', fields: ['title', 'type', 'page', 'sort', 'isBox', 'link', 'description'], columns: 2 },
  { title: 'resources.blocks.fields.image', fields: ['image', 'mobileImage'], columns: 2 },
];
const AD: TSection[] = [{ title: 'resources.blocks.fields.advertisement', fields: ['advertisement'] }];

/** Only a slot holds an advertisement; one left on another type stays visible so that it can be cleared. */
const AdvertisementSection = () => {
  const [type, advertisement] = useWatch({ name: ['type', 'advertisement'] }) as [string | undefined, number | null | undefined];
  return type === 'advertisement_slot' || advertisement ? <FormSections resource={blocks} sections={AD} /> : null;
};

/** The block form: its details and pictures, then what its type holds: an advertisement, or items in their order. */
export const BlockInputs = () => (
  <>
    <FormSections resource={blocks} sections={SECTIONS} />
    <AdvertisementSection />
    <BlockItemsInput kind="videos" />
    <BlockItemsInput kind="models" />
  </>
);
