/** Each channel's figures of the site's today (the kernel sets the range to it). */
import { defineReportSide } from '../../server/crud/report.ts';
import { channelDayRows } from '../../server/analytics/channelRecords.ts';

export const server = defineReportSide({ query: channelDayRows });
