/** Each channel's figures per day (one channel's at /analytics/channel/{id}/records), a page at a time when asked. */
import { defineReportSide } from '../../server/crud/report.ts';
import { channelDayPage, channelDayRows, channelDaySums } from '../../server/analytics/channelRecords.ts';

export const server = defineReportSide({ query: channelDayRows, page: channelDayPage, sums: channelDaySums });
