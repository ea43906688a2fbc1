/**
 * The access rules of the app, one pure function used by the auth provider (react-admin's
 * canAccess), the routes and the menu. The server enforces the same rights on every call;
 * this only decides what to show.
 */
export type TScreen = 'list' | 'create' | 'batchCreate' | 'edit' | 'show' | 'delete' | 'export' | (string & {});

/** list-x or batch-action-x opens the list; show routes follow the list permission (spec §6). */
export const canAccess = (permissions: readonly string[] | Set<string>, resource: string, action: TScreen): boolean => {
  const has = (name: string) => (Array.isArray(permissions) ? permissions.includes(name) : (permissions as Set<string>).has(name));
  switch (action) {
    case 'list':
      return has(`list-${resource}`) || has(`batch-action-${resource}`);
    case 'show':
      return has(`list-${resource}`);
    case 'create':
    case 'batchCreate':
      return has(`create-${resource}`);
    case 'edit':
      return has(`edit-${resource}`);
    case 'delete':
      return has(`delete-${resource}`);
    default:
      return has(`${action}-${resource}`);
  }
};
