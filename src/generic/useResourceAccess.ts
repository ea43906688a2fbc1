import { usePermissions } from 'react-admin';
import type { TOperation, TResource } from '../../resources/define.ts';
import { canAccess } from '../access.ts';

export type TResourceAccess = {
  canCreate: boolean;
  /** Many at once, on its batch screen (users come only this way). */
  canBatchCreate: boolean;
  canEdit: boolean;
  canShow: boolean;
  canDelete: boolean;
  canBulkDelete: boolean;
  canExport: boolean;
  /** Custom actions on one record the admin holds. */
  actions: string[];
  /** Custom actions the admin may run on a selection. */
  bulkActions: string[];
};

/**
 * What the signed-in admin may do with a resource: the operation must exist, its screen be
 * routed, and the permission be held. Only decides what to show; the API checks every call.
 */
export const useResourceAccess = (resource: TResource): TResourceAccess => {
  const { permissions } = usePermissions<string[]>();
  const held = permissions ?? [];
  const has = (operation: TOperation) => resource.operations.includes(operation);
  const may = (action: string) => canAccess(held, resource.name, action);
  const canDelete = has('delete') && may('delete');
  return {
    canCreate: has('create') && resource.routes.create !== undefined && may('create'),
    canBatchCreate: has('create') && resource.routes.batchCreate !== undefined && may('create'),
    canEdit: has('update') && resource.routes.edit !== undefined && may('edit'),
    canShow: has('get') && resource.routes.show !== undefined && may('show'),
    canDelete,
    // The bulk endpoint also wants the batch permission (server/crud/routes.ts).
    canBulkDelete: canDelete && may('batch-action'),
    canExport: resource.export !== undefined && may('export'),
    actions: Object.entries(resource.actions ?? {})
      .filter(([action, declaration]) => declaration.hasButton !== false && may(action))
      .map(([action]) => action),
    bulkActions: Object.entries(resource.actions ?? {})
      .filter(([action, declaration]) => declaration.hasButton !== false && declaration.bulk && may(action) && may('batch-action'))
      .map(([action]) => action),
  };
};
