/** Each channel's figures per day (one channel's at /analytics/channel/{id}/records). */
import { defineReportSide } from '../../server/crud/report.ts';
import { channelDayRows } from '../../server/analytics/channelRecords.ts';

export const server = defineReportSide({ query: channelDayRows });
