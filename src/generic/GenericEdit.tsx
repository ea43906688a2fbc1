import { Stack } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { resourcePath, type TResource } from '../../resources/define.ts';
import { ListLinkButton, ShowLinkButton } from './buttons.tsx';
import { formValidator, toUpdatePayload, withRules, type TFormRules } from './formValues.ts';
import { useSaveRefusal } from './useSaveRefusal.ts';
import { GenericInputs } from './GenericInputs.tsx';
import { RecordTitle, useSavedNotice } from './GenericTitle.tsx';
import { RecordActionButton } from './actionButtons.tsx';
import { useResourceAccess } from './useResourceAccess.ts';
import { useLeaveRecord } from './useLeaveRecord.ts';

type TResourceProps = { resource: TResource };

/** The record's actions sit in the form, beside Save, so that they act on what the admin sees (saved first). */
const GenericEditToolbar = ({ resource, canDelete, actions, leave }: TResourceProps & { canDelete: boolean; actions: string[]; leave: () => string }) => (
  <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <SaveButton />
      {actions.map((action) => (
        <RecordActionButton key={action} resource={resource} action={action} />
      ))}
    </Stack>
    {canDelete && <DeleteButton mutationMode="pessimistic" redirect={leave} />}
  </Toolbar>
);

/**
 * `children` replaces the generated inputs (a resource that lays its form out itself); `rules` hold
 * its fields together; `isShowScreen`: this form is the record's show screen too (spec §2: a
 * deal's), so it offers no link to it.
 */
export const GenericEdit = ({ resource, children, rules, isShowScreen }: TResourceProps & { children?: ReactNode; rules?: TFormRules; isShowScreen?: boolean }) => {
  const translate = useTranslate();
  const { canShow, canDelete, actions } = useResourceAccess(resource);
  const validate = useMemo(() => withRules(formValidator(resource, resource.ZUpdate, translate), rules, translate), [resource, rules, translate]);
  const toList = () => resourcePath(resource, 'list')!;
  const leave = useLeaveRecord(resource);
  const mutationOptions = { ...useSavedNotice(resource, 'updated', toList), ...useSaveRefusal() };
  return (
    // Pessimistic: a refused save (422, 409) keeps the admin on the form, with what they typed, and the server's message
    // under the field or, for a save over a newer version, naming who saved it and when.
    <Edit
      resource={resource.name}
      title={<RecordTitle resource={resource} screen="edit" />}
      mutationMode="pessimistic"
      redirectOnError={leave}
      mutationOptions={mutationOptions}
      transform={(data: Record<string, unknown>) => toUpdatePayload(resource, data)}
      actions={
        <TopToolbar>
          <ListLinkButton resource={resource} />
          {canShow && !isShowScreen && <ShowLinkButton resource={resource} />}
        </TopToolbar>
      }
    >
      <SimpleForm
        validate={validate}
        toolbar={<GenericEditToolbar resource={resource} canDelete={canDelete} actions={actions} leave={leave} />}
        noValidate
        warnWhenUnsavedChanges
        sx={{ maxWidth: children ? 1100 : 760 }}
      >
        {children ?? <GenericInputs resource={resource} operation="update" />}
      </SimpleForm>
    </Edit>
  );
};
