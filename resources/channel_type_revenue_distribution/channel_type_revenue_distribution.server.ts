/** Revenue and new subscribers over the range by the channels' type (`none`: no channel). */
import { defineReportSide } from '../../server/crud/report.ts';
import { channelsById, sumDays } from '../../server/analytics/calls.ts';

export const server = defineReportSide({
  query: async (db, p) => {
    const rows = await sumDays(db, p, ['channel']);
    const channels = await channelsById(db, rows.map((r) => r.channel));
    const byType = new Map<string, { type: string; revenue: number; newSubscribers: number }>();
    for (const r of rows) {
      const type = channels.get(r.channel)?.type ?? 'none';
      const sums = byType.get(type) ?? { type, revenue: 0, newSubscribers: 0 };
      sums.revenue += r.revenue;
      sums.newSubscribers += r.newSubscribers;
      byType.set(type, sums);
    }
    return [...byType.values()].filter((t) => t.revenue !== 0 || t.newSubscribers > 0).sort((a, b) => b.revenue - a.revenue || (a.type < b.type ? -1 : 1));
  },
});
