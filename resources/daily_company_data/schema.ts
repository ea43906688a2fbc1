/** Daily company data: `GET /api/v1/admin/analytics/revenue/companyDataDaily`. docs/metrics.md defines its figures. */
import { VISIT_PARAMETERS, columns } from '../analytics/columns.ts';
import { defineReport } from '../report.ts';

export const dailyCompanyData = defineReport({
  name: 'daily_company_data',
  area: 'analytics',
  path: '/analytics/revenue/companyDataDaily',
  icon: 'chart',
  hiddenInMenu: true,
  permission: 'daily-company-data',
  standard: VISIT_PARAMETERS,
  scope: 'channel',
  columns: columns('date', 'visitors', 'newCount', 'revenue', 'orderCount', 'successRate', 'failRate', 'pendingRate', 'refundRate'),
  parts: ['paidCount', 'failedCount', 'pendingCount', 'refundedOrders'],
  chart: { kind: 'line', x: 'date', series: ['visitors', 'newCount', 'orderCount'] },
  csv: { filename: 'companyData.csv' },
});
