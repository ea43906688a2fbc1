/** Devices: `GET /api/v1/admin/dashboard/devices`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardDevices = defineReport({
  name: 'dashboard_devices',
  area: 'analytics',
  path: '/dashboard/devices',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('device', 'visitors'),
  chart: { kind: 'pie', x: 'device', series: ['visitors'] },
  csv: { filename: 'devices.csv' },
});
