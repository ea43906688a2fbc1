/** One view of a customer: the profile, and a tab for each kind of record they have (e-mails sent). */
import { cloneElement, type ReactNode } from 'react';
import { TabbedShowLayout } from 'react-admin';
import type { TResource } from '../define.ts';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { ShowToolbar } from '../../src/generic/GenericShow.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { RecordShow } from '../../src/generic/RecordShow.tsx';

const PROFILE = [
  'avatar', 'username', 'email', 'firstName', 'lastName', 'birthdate', 'phone', 'status', 'site', 'channel', 'campaign', 'language',
  'emailVerifiedAt', 'commentingBanned', 'plan', 'startDate', 'endDate', 'banner', 'createdAt', 'updatedAt',
];

/** `tabs`: the tabs other areas' records add after the profile, each shown only to who may list them. */
export const UserShow = ({ resource, tabs }: { resource: TResource; tabs?: ReactNode }) => (
    <RecordShow
      resource={resource}
      title={<RecordTitle resource={resource} screen="show" />}
      actions={<ShowToolbar resource={resource} />}
    >
      {/* The app routes a record by its id alone: tabs switch in place. */}
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="resources.users.tabs.profile">
          {PROFILE.map((source) => cloneElement(fieldFor(resource, source, 'show'), { key: source }))}
        </TabbedShowLayout.Tab>
        {tabs}
      </TabbedShowLayout>
    </RecordShow>
);
