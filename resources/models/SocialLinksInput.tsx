/** A model's social links: a platform and a link each, added and removed as rows; links must be http(s), mailto or tel. */
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { SOCIAL_PLATFORMS } from './schema.ts';

const PLATFORMS = SOCIAL_PLATFORMS.map((id) => ({ id, name: `resources.models.social.platforms.${id}` }));

export const SocialLinksInput = () => (
  <ArrayInput source="socialLinks">
    <SimpleFormIterator inline disableReordering>
      <SelectInput source="platform" label="resources.models.social.platform" choices={PLATFORMS} isRequired sx={{ minWidth: 160 }} />
      <TextInput source="url" label="resources.models.social.url" type="url" isRequired sx={{ minWidth: 320 }} />
    </SimpleFormIterator>
  </ArrayInput>
);
