/** One view of a customer: the profile, and a tab for each kind of record they have (e-mails sent). */
import { cloneElement, type ReactNode } from 'react';
import { Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import { resourcePath, type TResource } from '../define.ts';
import { EditLinkButton, ListLinkButton } from '../../src/generic/buttons.tsx';
import { RecordActionButton } from '../../src/generic/actionButtons.tsx';
import { fieldFor } from '../../src/generic/fieldTypes.tsx';
import { RecordTitle } from '../../src/generic/GenericTitle.tsx';
import { useResourceAccess } from '../../src/generic/useResourceAccess.ts';

const PROFILE = [
  'avatar', 'username', 'email', 'firstName', 'lastName', 'birthdate', 'phone', 'status', 'site', 'language',
  'emailVerifiedAt', 'commentingBanned', 'plan', 'startDate', 'endDate', 'banner', 'createdAt', 'updatedAt',
];

/** `tabs`: the tabs other areas' records add after the profile, each shown only to who may list them. */
export const UserShow = ({ resource, tabs }: { resource: TResource; tabs?: ReactNode }) => {
  const { canEdit, actions } = useResourceAccess(resource);
  return (
    <Show
      resource={resource.name}
      title={<RecordTitle resource={resource} screen="show" />}
      redirectOnError={() => resourcePath(resource, 'list')!}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
          {canEdit && <EditLinkButton resource={resource} />}
          {actions.map((action) => (
            <RecordActionButton key={action} resource={resource} action={action} />
          ))}
        </TopToolbar>
      }
    >
      {/* The app routes a record by its id alone: tabs switch in place. */}
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="resources.users.tabs.profile">
          {PROFILE.map((source) => cloneElement(fieldFor(resource, source, 'show'), { key: source }))}
        </TabbedShowLayout.Tab>
        {tabs}
      </TabbedShowLayout>
    </Show>
  );
};
