import { FormSections, type TSection } from '../../src/generic/FormSections.tsx';
import { BlockItemsInput } from './BlockItemsInput.tsx';
import { blocks } from './schema.ts';

const SECTIONS: TSection[] = [
  { title: 'resources.blocks.fields.title', fields: ['title', 'type', 'page', 'sort', 'isBox', 'link', 'description'], columns: 2 },
  { title: 'resources.blocks.fields.image', fields: ['image', 'mobileImage'], columns: 2 },
  { title: 'resources.blocks.fields.advertisement', fields: ['advertisement'] },
];

/** The block form: its details and pictures, then the items its type holds in their order. */
export const BlockInputs = () => (
  <>
    <FormSections resource={blocks} sections={SECTIONS} />
    <BlockItemsInput kind="videos" />
    <BlockItemsInput kind="models" />
  </>
);
