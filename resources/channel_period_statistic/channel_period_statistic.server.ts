/** Each channel's figures over the whole range. */
import { defineReportSide } from '../../server/crud/report.ts';
import { channelPeriodRows } from '../../server/analytics/channelRecords.ts';

export const server = defineReportSide({ query: channelPeriodRows });
