/** The create and edit screens of a resource that lays its form out itself: the same inputs in both. */
import type { ReactNode } from 'react';
import type { TResource } from '../../resources/define.ts';
import { GenericCreate } from './GenericCreate.tsx';
import { GenericEdit } from './GenericEdit.tsx';

export const formViews = (resource: TResource, inputs: ReactNode) => ({
  create: <GenericCreate resource={resource}>{inputs}</GenericCreate>,
  edit: <GenericEdit resource={resource}>{inputs}</GenericEdit>,
});
