/** The create and edit screens of a resource that lays its form out itself: the same inputs and rules in both. */
import type { ReactNode } from 'react';
import type { TResource } from '../../resources/define.ts';
import type { TFormRules } from './formValues.ts';
import { GenericCreate } from './GenericCreate.tsx';
import { GenericEdit } from './GenericEdit.tsx';

export const formViews = (resource: TResource, inputs: ReactNode, rules?: TFormRules) => ({
  create: (
    <GenericCreate resource={resource} rules={rules}>
      {inputs}
    </GenericCreate>
  ),
  edit: (
    <GenericEdit resource={resource} rules={rules}>
      {inputs}
    </GenericEdit>
  ),
});
