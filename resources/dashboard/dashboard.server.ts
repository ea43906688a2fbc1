/**
 * The dashboard's tiles: visitors, sign-ups, new subscribers, revenue, refunds (their amount) and
 * MRR over the range, each against the period of the same length just before, with a point per
 * day. MRR is a level: its value is the MRR at the range's end, its previous the MRR at the
 * previous period's end, its series the MRR at each day's end, all cumulated from the rollups'
 * `mrrStarted − mrrEnded` since the first day.
 */
import { previousRange } from '../report.ts';
import { defineReportSide } from '../../server/crud/report.ts';
import { everyDay, sumBoth, sumDays, ZERO_DAYS, ZERO_VISITS } from '../../server/analytics/calls.ts';

/** The first day any rollup may hold: MRR is cumulated from it. */
const BEGINNING = '1000-01-01';
/** What the tiles show, and what they sum: money and visits read together, a statement for the range and one for the period before. */
const TILE_FIGURES = ['visitors', 'signUps', 'newSubscribers', 'revenue', 'refundAmount', 'mrrStarted', 'mrrEnded'] as const;
const MRR = ['mrrStarted', 'mrrEnded'] as const;
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const server = defineReportSide({
  query: async (db, p) => {
    const range = { from: p.from, to: p.to };
    const previous = previousRange(range);
    const zero = { ...ZERO_DAYS, ...ZERO_VISITS };
    const [days, [before = zero], [mrrBase = ZERO_DAYS]] = await Promise.all([
      sumBoth(db, p, ['day'], undefined, TILE_FIGURES),
      sumBoth(db, { ...p, ...previous }, [], undefined, TILE_FIGURES),
      sumDays(db, p, [], { from: BEGINNING, to: dayBefore(range.from) }, MRR),
    ]);
    const dayRows = everyDay(range, days, zero);
    const tile = (series: { date: string; value: number }[], previousValue: number) => ({
      value: series.reduce((sum, point) => sum + point.value, 0),
      previous: previousValue,
      series,
    });
    const series = (pick: (d: (typeof dayRows)[number]) => number) => dayRows.map((d) => ({ date: d.day as string, value: pick(d) }));
    let mrr = mrrBase.mrrStarted - mrrBase.mrrEnded;
    const mrrSeries = dayRows.map((d) => ({ date: d.day as string, value: (mrr += d.mrrStarted - d.mrrEnded) }));
    return {
      range,
      previous,
      currency: p.currency,
      tiles: {
        visitors: tile(series((d) => d.visitors), before.visitors),
        signUps: tile(series((d) => d.signUps), before.signUps),
        newSubscribers: tile(series((d) => d.newSubscribers), before.newSubscribers),
        revenue: tile(series((d) => d.revenue), before.revenue),
        refunds: tile(series((d) => d.refundAmount), before.refundAmount),
        mrr: { value: mrrSeries.at(-1)?.value ?? 0, previous: mrrBase.mrrStarted - mrrBase.mrrEnded, series: mrrSeries },
      },
    };
  },
});
