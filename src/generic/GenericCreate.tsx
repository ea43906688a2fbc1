import { useMemo, type ReactNode } from 'react';
import { Create, SimpleForm, TopToolbar, useTranslate } from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { ListLinkButton } from './buttons.tsx';
import { defaultValuesOf, formValidator, toPayload } from './formValues.ts';
import { GenericInputs } from './GenericInputs.tsx';
import { CreateTitle, useSavedNotice } from './GenericTitle.tsx';
import { useResourceAccess } from './useResourceAccess.ts';

/** `children` replaces the generated inputs (a resource that lays its form out itself). */
export const GenericCreate = ({ resource, children }: { resource: TResource; children?: ReactNode }) => {
  const translate = useTranslate();
  const { canEdit } = useResourceAccess(resource);
  const validate = useMemo(() => formValidator(resource, resource.ZCreate, translate), [resource, translate]);
  const defaultValues = useMemo(() => defaultValuesOf(resource), [resource]);
  // On to the new record's edit screen when the admin may edit it, else back to the list.
  const redirect = (id?: number | string) => (canEdit && id !== undefined && resourcePath(resource, 'edit', id)) || resourcePath(resource, 'list')!;
  const mutationOptions = useSavedNotice(resource, 'created', redirect);
  return (
    <Create
      resource={resource.name}
      title={<CreateTitle resource={resource} />}
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => toPayload(resource, data)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
        </TopToolbar>
      }
    >
      {/* noValidate: the schema's translated messages, not the browser's, for url and email inputs. */}
      <SimpleForm validate={validate} defaultValues={defaultValues} noValidate warnWhenUnsavedChanges sx={{ maxWidth: children ? 1100 : 760 }}>
        {children ?? <GenericInputs resource={resource} />}
      </SimpleForm>
    </Create>
  );
};
