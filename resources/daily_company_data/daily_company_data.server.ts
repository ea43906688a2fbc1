/** The company's figures per day: visitors, new subscribers, revenue, orders and their rates. */
import { defineReportSide } from '../../server/crud/report.ts';
import { companyDataRows } from '../../server/analytics/companyData.ts';

export const server = defineReportSide({ query: companyDataRows });
