import { AutocompleteInput, DateInput, NumberInput, ReferenceInput, SelectInput, type TranslateFunction } from 'react-admin';
import { resources } from '../index.ts';
import { enumChoices } from '../../src/generic/choices.ts';
import { auditLogs } from './schema.ts';

/** A day in the admin's time zone, as the instant it starts or ends, which the API compares with. */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00`).toISOString() : value);
const dayEnd = (value: string) => (value ? new Date(`${value}T23:59:59.999`).toISOString() : value);

/**
 * Admin (picked by name when the reader may list admins, else by id), action, resource and a date
 * range: all shown at once (`alwaysOn`), or added one by one from the filter button where five
 * stacked would fill a phone's screen.
 */
export const auditLogFilters = (canListAdmins: boolean, translate: TranslateFunction, alwaysOn = true) => [
  canListAdmins ? (
    <ReferenceInput key="adminId" source="adminId" reference="admins" sort={{ field: 'username', order: 'ASC' }} alwaysOn={alwaysOn}>
      <AutocompleteInput optionText="username" label="resources.audit_logs.fields.adminId" filterToQuery={(q: string) => (q ? { q } : {})} sx={{ minWidth: 200 }} />
    </ReferenceInput>
  ) : (
    <NumberInput key="adminId" source="adminId" step={1} alwaysOn={alwaysOn} />
  ),
  <SelectInput key="action" source="action" choices={enumChoices(auditLogs, 'action')} alwaysOn={alwaysOn} />,
  <SelectInput
    key="resource"
    source="resource"
    // Each by its plural name: the bare key would show the catalogue's "Video |||| Videos".
    choices={resources.map((r) => ({ id: r.name, name: translate(`resources.${r.name}.name`, { smart_count: 2 }) }))}
    translateChoice={false}
    alwaysOn={alwaysOn}
  />,
  <DateInput key="createdAtGte" source="createdAtGte" label="resources.audit_logs.filters.from" parse={dayStart} alwaysOn={alwaysOn} />,
  <DateInput key="createdAtLte" source="createdAtLte" label="resources.audit_logs.filters.to" parse={dayEnd} alwaysOn={alwaysOn} />,
];
