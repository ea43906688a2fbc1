/** Company totals: `GET /api/v1/admin/dashboard/total-company-data`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dashboardTotalCompanyData = defineReport({
  name: 'dashboard_total_company_data',
  area: 'analytics',
  path: '/dashboard/total-company-data',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'dashboard',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'visitors', 'newCount', 'revenue', 'orderCount', 'successRate', 'failRate', 'pendingRate', 'refundRate'),
  parts: ['paidCount', 'failedCount', 'pendingCount', 'refundedOrders'],
  csv: { filename: 'total.csv', path: '/dashboard/total-company-data-exportCsv' },
  csvOnly: true,
});
