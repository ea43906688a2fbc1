/** Visitors over the range by device class, most first. */
import { defineReportSide } from '../../server/crud/report.ts';
import { sumVisits } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) =>
    (await sumVisits(db, p, ['device'])).map((r) => ({ device: r.device, visitors: r.visitors })).sort((a, b) => b.visitors - a.visitors || (a.device < b.device ? -1 : 1)),
});
