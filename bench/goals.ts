/** The targets of issue 10 beside the figures of a run: met, not met, or not measured in this run. */
import type { TLoad } from './load.ts';

export const CONDITIONS = {
  cacheOn: 'cache on',
  saving: 'cache on, a save every 200 ms',
  cacheOff: 'cache off',
  firstPage: 'cache off, page 1 only',
  deepPage: 'cache off, deep page only',
} as const;

export type TLine = { database: string; condition: string; load: TLoad; note?: string };
export type TGoal = { target: string; measured: string; isMet?: boolean };

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Fewer answers than this make percentiles of noise: such a line is shown, not judged. */
export const FEWEST_TO_JUDGE = 50;

export const goalsOf = (lines: TLine[], ceiling: TLoad, bundle?: { appBytes: number; bareBytes: number }): TGoal[] => {
  const find = (database: string, condition: string) => lines.find((line) => line.database === database && line.condition === condition)?.load;
  const goal = (target: string, load: TLoad | undefined, measure: (load: TLoad) => [string, boolean]): TGoal => {
    if (!load) return { target, measured: 'not measured in this run' };
    if (load.requests < FEWEST_TO_JUDGE) return { target, measured: `${load.requests} answers, too few to judge` };
    const [measured, isMet] = measure(load);
    return { target, measured, isMet };
  };
  const pgOff = find('PostgreSQL', CONDITIONS.cacheOff);
  const deep = (database: string): TGoal => {
    const first = find(database, CONDITIONS.firstPage);
    const far = find(database, CONDITIONS.deepPage);
    const fewer = first && far && (first.requests < far.requests ? first : far);
    return goal(`${database}: deep page p95 ≤ 2 × page 1 p95 (cache off)`, fewer, () => {
      const ratio = far!.p95 / Math.max(first!.p95, 0.001);
      return [`${ms(far!.p95)} against ${ms(first!.p95)}: ${ratio.toFixed(1)} ×`, ratio <= 2];
    });
  };
  return [
    goal('PostgreSQL, staff mix, cache off: p95 < 20 ms', pgOff, (l) => [ms(l.p95), l.p95 < 20]),
    goal('PostgreSQL, staff mix, cache off: ≥ 5 % of the ceiling', pgOff, (l) => {
      const share = (l.rps / ceiling.rps) * 100;
      return [`${share.toFixed(1)} %`, share >= 5];
    }),
    goal('PostgreSQL, staff mix, cache off: API CPU < 0.6 ms per request', pgOff, (l) => [ms(l.cpuMsPerRequest ?? Number.NaN), (l.cpuMsPerRequest ?? Infinity) < 0.6]),
    goal('PostgreSQL, staff mix, cache on with a save every 200 ms: p95 < 10 ms', find('PostgreSQL', CONDITIONS.saving), (l) => [ms(l.p95), l.p95 < 10]),
    goal('PGlite, staff mix, cache off: p95 < 60 ms', find('PGlite', CONDITIONS.cacheOff), (l) => [ms(l.p95), l.p95 < 60]),
    deep('PostgreSQL'),
    deep('PGlite'),
    bundle
      ? (() => {
          const ratio = (bundle.appBytes / bundle.bareBytes) * 100;
          return { target: 'Initial JavaScript ≤ 130 % of a bare react-admin app', measured: `${ratio.toFixed(0)} %`, isMet: ratio <= 130 };
        })()
      : { target: 'Initial JavaScript ≤ 130 % of a bare react-admin app', measured: 'not measured in this run' },
    {
      target: 'Every request answered 2xx',
      measured: `${lines.reduce((sum, line) => sum + line.load.non2xx, 0)} non-2xx, ${lines.reduce((sum, line) => sum + line.load.errors, 0)} errors`,
      isMet: lines.every((line) => line.load.non2xx === 0 && line.load.errors === 0),
    },
  ];
};
