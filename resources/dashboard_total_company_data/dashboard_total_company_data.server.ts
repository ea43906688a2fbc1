/** total.csv: the company data of the range, a row per day, and its totals. */
import { defineReportSide } from '../../server/crud/report.ts';
import { companyDataRows } from '../../server/analytics/companyData.ts';

export const server = defineReportSide({ query: companyDataRows });
