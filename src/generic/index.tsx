/** The screens of a resource generated from its schema; a resource's own index.tsx overrides any of them. */
import type { ReactElement } from 'react';
import type { TResource } from '../../resources/define.ts';
import { GenericCreate } from './GenericCreate.tsx';
import { GenericEdit } from './GenericEdit.tsx';
import { GenericList } from './GenericList.tsx';
import { GenericShow } from './GenericShow.tsx';

export type TGenericViews = { list: ReactElement; create?: ReactElement; edit?: ReactElement; show?: ReactElement };

export const genericViews = (resource: TResource): TGenericViews => ({
  list: <GenericList resource={resource} />,
  ...(resource.routes.create !== undefined && resource.operations.includes('create')
    ? { create: <GenericCreate resource={resource} /> }
    : {}),
  ...(resource.routes.edit !== undefined && resource.operations.includes('update') ? { edit: <GenericEdit resource={resource} /> } : {}),
  ...(resource.routes.show !== undefined && resource.operations.includes('get') ? { show: <GenericShow resource={resource} /> } : {}),
});
