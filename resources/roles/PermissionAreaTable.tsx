import { Box, Checkbox, FormControlLabel, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reports, resources } from '../index.ts';
import { COLUMNS, type TAreaGroup, type TPermissionCell } from './permissionGroups.ts';

type TAreaTableProps = {
  group: TAreaGroup;
  isChecked: (name: string) => boolean;
  canChange: (name: string) => boolean;
  onToggle: (names: string[], on: boolean) => void;
};

const humanize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[_-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');

const useLabels = () => {
  const translate = useTranslate();
  return {
    resource: (name: string) =>
      [...resources, ...reports].some((r) => r.name === name)
        ? translate(`resources.${name}.name`, { smart_count: 2 })
        : translate(`resources.roles.permissions.pages.${name}`, { _: humanize(name) }),
    action: (action: string) => translate(`resources.roles.permissions.actions.${action}`, { _: humanize(action) }),
    column: (column: string) => translate(`resources.roles.permissions.columns.${column}`),
  };
};

/** One area of the role editor: a row per resource, a column per kind of right, and select-all for the area. */
export const PermissionAreaTable = ({ group, isChecked, canChange, onToggle }: TAreaTableProps) => {
  const translate = useTranslate();
  const labels = useLabels();
  const areaLabel = translate(`menu.${group.area}`, { _: humanize(group.area) });
  const changeable = group.names.filter(canChange);
  const checkedCount = group.names.filter(isChecked).length;
  // Ticked when everything the box would change is granted; with nothing to change, when the area is whole.
  const isAllChecked = (changeable.length ? changeable : group.names).every(isChecked);

  const box = (cell: TPermissionCell, label: string) => (
    <Checkbox
      key={cell.name}
      size="small"
      checked={isChecked(cell.name)}
      disabled={!canChange(cell.name)}
      onChange={(event) => onToggle([cell.name], event.target.checked)}
      slotProps={{ input: { 'aria-label': label, name: cell.name } as never }}
    />
  );

  return (
    // Scrolls sideways on a phone: focusable, so that a keyboard can scroll it too, and named.
    <Box component="section" tabIndex={0} aria-label={areaLabel} sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 1, bgcolor: 'action.hover' }}>
        <FormControlLabel
          label={<Typography fontWeight={600}>{areaLabel}</Typography>}
          control={
            <Checkbox
              checked={isAllChecked}
              indeterminate={checkedCount > 0 && !isAllChecked}
              disabled={changeable.length === 0}
              onChange={(event) => onToggle(changeable, event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('resources.roles.permissions.select_area', { area: areaLabel }) } as never }}
            />
          }
        />
        <Typography variant="caption" color="text.secondary" sx={{ pr: 1 }}>
          {translate('resources.roles.permissions.selected', { count: checkedCount, total: group.names.length })}
        </Typography>
      </Stack>
      {/* Fixed columns, so that every area's table lines up with the others. */}
      <Table size="small" sx={{ tableLayout: 'fixed', minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '20%' }}>{translate('resources.roles.permissions.resource')}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'actions' ? 'left' : 'center'} sx={{ width: column === 'actions' ? 'auto' : '9%' }}>
                {labels.column(column)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {group.rows.map((row) => {
            const resource = labels.resource(row.resource);
            return (
              <TableRow key={row.resource} hover>
                <TableCell component="th" scope="row">
                  {resource}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'actions' ? 'left' : 'center'} padding="none">
                    {column === 'actions'
                      ? (row.cells.actions ?? []).map((cell) => (
                          <FormControlLabel key={cell.name} sx={{ mr: 1.5 }} label={<Typography variant="body2">{labels.action(cell.action)}</Typography>} control={box(cell, `${resource}: ${labels.action(cell.action)}`)} />
                        ))
                      : (row.cells[column] ?? []).map((cell) => box(cell, `${resource}: ${labels.column(column)}`))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
