import { useMemo, useState, type ReactNode } from 'react';
import { Create, SimpleForm, TopToolbar, useTranslate, type RaRecord } from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { ListLinkButton } from './buttons.tsx';
import { defaultValuesOf, formValidator, toPayload, withRules, type TFormRules } from './formValues.ts';
import { GenericInputs } from './GenericInputs.tsx';
import { RevealDialog } from './RevealDialog.tsx';
import { CreateTitle, useSavedNotice } from './GenericTitle.tsx';
import { useResourceAccess } from './useResourceAccess.ts';

/** `children` replaces the generated inputs (a resource that lays its form out itself); `rules` hold its fields together. */
export const GenericCreate = ({ resource, children, rules }: { resource: TResource; children?: ReactNode; rules?: TFormRules }) => {
  const translate = useTranslate();
  const { canEdit } = useResourceAccess(resource);
  const validate = useMemo(() => withRules(formValidator(resource, resource.ZCreate, translate), rules, translate), [resource, rules, translate]);
  const defaultValues = useMemo(() => defaultValuesOf(resource), [resource]);
  // On to the new record's edit screen when the admin may edit it, else back to the list.
  const redirect = (id?: number | string) => (canEdit && id !== undefined && resourcePath(resource, 'edit', id)) || resourcePath(resource, 'list')!;
  const saved = useSavedNotice(resource, 'created', redirect);
  // A secret issued with the record (a site's key) is shown once, before the screen moves on.
  const [created, setCreated] = useState<RaRecord | null>(null);
  const field = resource.createReveals;
  const secret = field && created ? created[field] : undefined;
  const mutationOptions = {
    onSuccess: (record: RaRecord) => (field && typeof record[field] === 'string' ? setCreated(record) : saved.onSuccess(record)),
  };
  return (
    <>
      <RevealDialog
        revealed={field && typeof secret === 'string' ? { resource: resource.name, title: `resources.${resource.name}.fields.${field}`, field, value: secret } : null}
        onClose={() => {
          setCreated(null);
          if (created) saved.onSuccess(created);
        }}
      />
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
    </>
  );
};
