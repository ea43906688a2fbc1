/** Dashboard: `GET /api/v1/admin/dashboard`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS } from '../analytics/columns.ts';
import { ZDashboardAnswer } from '../analytics/answers.ts';
import { defineReport } from '../report.ts';

export const dashboard = defineReport({
  name: 'dashboard',
  area: 'analytics',
  path: '/dashboard',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: [],
  answer: ZDashboardAnswer,
});
