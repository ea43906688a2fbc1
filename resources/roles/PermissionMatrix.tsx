import { Alert, CircularProgress, FormHelperText, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useInput, usePermissions, useTranslate } from 'react-admin';
import { PermissionAreaTable } from './PermissionAreaTable.tsx';
import { groupPermissions } from './permissionGroups.ts';
import { usePermissionCatalogue } from './usePermissionCatalogue.ts';

/**
 * The role's permissions as a matrix over the catalogue. Rights the editor does not hold are shown
 * but cannot be changed (the API refuses them too); the super-admin role shows everything, fixed.
 */
export const PermissionMatrix = ({ isSuper = false }: { isSuper?: boolean }) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'permissions', defaultValue: [] });
  const { catalogue, error } = usePermissionCatalogue();
  const { permissions } = usePermissions<string[]>();
  const groups = useMemo(() => groupPermissions(catalogue ?? []), [catalogue]);
  const held = useMemo(() => new Set(permissions ?? []), [permissions]);
  const selected = new Set<string>((field.value as string[] | undefined) ?? []);
  const isChecked = (name: string) => isSuper || selected.has(name);
  const canChange = (name: string) => !isSuper && held.has(name);
  const lacksSome = !isSuper && (catalogue ?? []).some((p) => !held.has(p.name));

  const toggle = (names: string[], on: boolean) => {
    const next = new Set(selected);
    for (const name of names.filter(canChange)) {
      if (on) next.add(name);
      else next.delete(name);
    }
    field.onChange([...next].sort());
  };

  return (
    <div role="group" aria-label={translate('resources.roles.permissions.title')} style={{ width: '100%' }}>
      <Typography component="h2" variant="subtitle1" fontWeight={600} gutterBottom>
        {translate('resources.roles.permissions.title')}
      </Typography>
      {isSuper && <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.roles.permissions.super_note')}</Alert>}
      {lacksSome && <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>{translate('resources.roles.permissions.escalation_note')}</Alert>}
      {/* The API accepts an empty set (a role may be filled later), so this warns and does not refuse. */}
      {!isSuper && catalogue && selected.size === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="no-permissions">
          {translate('resources.roles.permissions.none_warning')}
        </Alert>
      )}
      {error ? <Alert severity="error">{translate('resources.roles.permissions.load_failed')}</Alert> : null}
      {!catalogue && !error && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {groups.map((group) => (
        <PermissionAreaTable key={group.area} group={group} isChecked={isChecked} canChange={canChange} onToggle={toggle} />
      ))}
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </div>
  );
};
