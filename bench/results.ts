/** The bench's figures as tables, printed and kept in bench/RESULTS.md with the date, the machine and the targets. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cpus, totalmem } from 'node:os';
import type { TBenchConfig } from './config.ts';
import { FEWEST_TO_JUDGE, goalsOf, type TLine } from './goals.ts';
import { describeListMix, type TListMix } from './listMix.ts';
import { CONNECTIONS, type TLoad } from './load.ts';
import type { TCsvResult, TPayoutResult, TPostbackResult } from './ordersLoad.ts';

/** The users list at a million users (issue 12): its own ceiling, measured right after its line. */
export type TUsersResults = {
  startedAt: Date;
  loadAverage: { start: number; end: number };
  versions: string[];
  config: TBenchConfig;
  declaration: TListMix;
  generatedSeconds: number;
  lines: TLine[];
  ceiling: TLoad;
};

/** The users' target: p95 under 25 ms with the cache off, on PostgreSQL, at 1,000,000 users. */
export const USERS_P95_TARGET_MS = 25;

export type TResults = {
  startedAt: Date;
  loadAverage: { start: number; end: number };
  versions: string[];
  config: TBenchConfig;
  /** The staff mix in words, from its declaration. */
  mixDescription: string;
  generated: Record<string, number>;
  /** Each measure of bare Fastify in this run; the fastest is the ceiling. */
  ceilings: TLoad[];
  headline: TLine[];
  repeated: TLine[];
  auth: TLine[];
  bundle?: { appBytes: number; bareBytes: number };
  users?: TUsersResults;
  orders?: TOrdersResults;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const percentOf = (load: TLoad, ceiling: TLoad) => {
  const share = (load.rps / ceiling.rps) * 100;
  return `${share.toFixed(share < 10 ? 1 : 0)} %`;
};
/** A line with no answer has no latency and no cost per request: a dash, never a zero that reads as fast. */
const perAnswer = (load: TLoad, value: number | undefined, digits: number) => (value === undefined || load.requests === 0 ? '–' : `${value.toFixed(digits)} ms`);
const cpu = (load: TLoad) => perAnswer(load, load.cpuMsPerRequest, 2);
const databaseCpu = (load: TLoad) => perAnswer(load, load.databaseCpuMsPerRequest, 2);
const verdict = (isMet?: boolean) => (isMet === undefined ? '–' : isMet ? 'met' : '**not met**');

const table = (lines: TLine[], ceiling: TLoad, first: string, withDistinct: boolean) => [
  `| database | ${first} | req/s | of the ceiling | p50 | p95 | p99 | API CPU per request | PostgreSQL CPU per request |${withDistinct ? ' distinct URLs |' : ''} non-2xx | errors |`,
  `|---|---|---:|---:|---:|---:|---:|---:|---:|${withDistinct ? '---:|' : ''}---:|---:|`,
  ...lines.map(({ database, condition, load, note }) => {
    const distinct = withDistinct ? ` ${load.distinct ? `${count(load.distinct.paths)} of ${count(load.distinct.drawn)}` : '–'} |` : '';
    return `| ${database} | ${condition}${note ? ` (${note})` : ''} | ${count(load.rps)} | ${percentOf(load, ceiling)} | ${perAnswer(load, load.p50, 1)} | ${perAnswer(load, load.p95, 1)} | ${perAnswer(load, load.p99, 1)} | ${cpu(load)} | ${databaseCpu(load)} |${distinct} ${load.non2xx} | ${load.errors} |`;
  }),
];

export const renderResults = (r: TResults): string => {
  const { config } = r;
  const ceiling = r.ceilings.reduce((best, each) => (each.rps > best.rps ? each : best));
  const isFullSize = config.volume.videos === 100_000;
  const goals = goalsOf([...r.headline, ...r.repeated, ...r.auth], ceiling, r.bundle);
  return [
    '# Benchmark results',
    '',
    `Run ${r.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'CPU'}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}; ${r.versions.join(' and ')}.`,
    `Load average ${r.loadAverage.start.toFixed(2)} when the run started and ${r.loadAverage.end.toFixed(2)} when it ended: other jobs share the cores, and the load generator runs on them too, so throughput and latency move with that load. The CPU time per request moves much less and is the figure to compare between runs (the API process's, PGlite's queries included, and a local PostgreSQL's beside it, its backends on the bench's database), though on cores shared many times over it rises too.`,
    '',
    `\`${config.isQuick ? 'BENCH_QUICK=1 ' : ''}npm run bench\`: ${count(config.volume.videos)} videos (3 tags, 1–2 models and a director each), ${count(config.volume.models)} models, generated in ${Object.entries(r.generated)
      .map(([db, s]) => `${s.toFixed(1)} s on ${db}`)
      .join(' and ')}; autocannon with ${CONNECTIONS} connections for ${config.seconds} s per line after a 1 s warm-up; seed ${config.seed}.`,
    '',
    `Ceiling: bare Fastify serving page 1's JSON from memory, ${r.ceilings.length === 1 ? 'measured once in this run' : `the fastest of ${r.ceilings.length} measures in this run (${r.ceilings.map((c) => count(c.rps)).join(' and ')} req/s)`}: ${count(ceiling.rps)} req/s, p50 ${ms(ceiling.p50)}, p95 ${ms(ceiling.p95)}, p99 ${ms(ceiling.p99)}, ${cpu(ceiling)} of CPU per request.`,
    '',
    '## The staff mix: a different list URL for each request',
    '',
    r.mixDescription,
    '',
    'Cache on is the API as configured (`CACHE_TTL_MS` 10 s: pages and totals kept until the next change to the tables they read); with saves, a colleague saves a video through the API every 200 ms, and every save makes the instance forget the video lists it kept. Cache off is `CACHE_TTL_MS=0`: every request reads its page and its total from the database; the signed-in check stays in memory (`SESSION_CACHE_TTL_MS`, forgotten on any change to an admin, a role or a permission), as it does in production. The page 1 and deep page lines load the unfiltered list, every sort both ways, on page 1 or on the deep page alone.',
    '',
    ...table(r.headline, ceiling, 'condition', true),
    '',
    '## Targets (issue 10)',
    '',
    isFullSize
      ? 'The targets are set for 100,000 videos, the size of this run.'
      : `The targets are set for 100,000 videos; this run had ${count(config.volume.videos)}, so the verdicts below only indicate.`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    ...goals.map((g) => `| ${g.target} | ${g.measured} | ${verdict(g.isMet)} |`),
    '',
    '## One URL repeated (secondary)',
    '',
    'Each line sends one URL again and again. With the cache on, all but the first request of a line are answered from memory, which is why these figures are far above the mix: they measure the floor of the API, not what staff see.',
    '',
    ...table(r.repeated, ceiling, 'GET /videos', false),
    '',
    `The signed-in admin alone (\`GET /auth/me\`, the floor under every route): ${r.auth
      .map(({ database, condition, load }) => `${database} ${condition}, ${count(load.rps)} req/s (${percentOf(load, ceiling)} of the ceiling), p95 ${ms(load.p95)}, ${cpu(load)} of CPU per request`)
      .join('; ')}.`,
    '',
    r.users ? renderUsersSection(r.users) : '',
    '',
    r.orders ? renderOrdersSection(r.orders) : '',
    '',
    r.bundle
      ? `Initial JavaScript (gzipped): the app ${kb(r.bundle.appBytes)}, a bare react-admin app ${kb(r.bundle.bareBytes)} (${((r.bundle.appBytes / r.bundle.bareBytes) * 100).toFixed(0)} %).`
      : 'Initial JavaScript: not measured in this run (quick mode or `BENCH_BUNDLE=0`).',
    '',
  ].join('\n');
};

const USERS_SECTION = /<!-- users -->[\s\S]*?<!-- \/users -->\n/;

/** The users list's section, between markers, so that a run of the users alone replaces only it. */
export const renderUsersSection = (u: TUsersResults): string => {
  const line = u.lines.find((l) => l.database === 'PostgreSQL' && l.condition === 'cache off');
  const judged = line && line.load.requests >= FEWEST_TO_JUDGE;
  const ratio = line ? (line.load.rps / u.ceiling.rps) * 100 : 0;
  return [
    '<!-- users -->',
    `## The users list at ${count(u.config.users)} users (issue 12)`,
    '',
    `Run ${u.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${u.versions.join(' and ')}; load average ${u.loadAverage.start.toFixed(2)} when the run started and ${u.loadAverage.end.toFixed(2)} when it ended, on ${cpus().length} cores shared with other jobs. ${count(u.config.users)} users of one site generated in SQL (generate_series) in ${u.generatedSeconds.toFixed(1)} s, then \`vacuum analyze\`; autocannon with ${CONNECTIONS} connections for ${u.config.seconds} s after a 1 s warm-up; cache off (\`CACHE_TTL_MS=0\`: every page and total read from the database); the bench's admin holds every permission, so \`q\` searches e-mail and phone too.`,
    '',
    describeListMix(u.declaration),
    '',
    `Ceiling: bare Fastify serving the users' page 1 JSON from memory, measured right after the line: ${count(u.ceiling.rps)} req/s, p95 ${ms(u.ceiling.p95)}, ${cpu(u.ceiling)} of CPU per request.`,
    '',
    ...table(u.lines, u.ceiling, 'condition', true),
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| PostgreSQL, users mix at 1,000,000 users, cache off: p95 < ${USERS_P95_TARGET_MS} ms | ${line ? (judged ? `${ms(line.load.p95)} (${ratio.toFixed(1)} % of the ceiling's req/s; API CPU ${cpu(line.load)}, PostgreSQL CPU ${databaseCpu(line.load)} per request)` : `${line.load.requests} answers, too few to judge`) : 'not measured in this run'} | ${u.config.users === 1_000_000 && judged ? verdict(line!.load.p95 < USERS_P95_TARGET_MS) : '–'} |`,
    '<!-- /users -->',
    '',
  ].join('\n');
};

export const writeUsersSection = (path: string, results: TUsersResults): void => {
  const section = renderUsersSection(results);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmark results\n';
  mkdirSync(dirname(path), { recursive: true });
  if (USERS_SECTION.test(before)) return writeFileSync(path, before.replace(USERS_SECTION, () => section));
  // Before the instances' section, which closes the file.
  const instancesAt = before.indexOf('<!-- instances:');
  writeFileSync(path, instancesAt < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, instancesAt)}${section}\n${before.slice(instancesAt)}`);
};

export const writeResults = (path: string, results: TResults): string => {
  let markdown = renderResults(results);
  mkdirSync(dirname(path), { recursive: true });
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  // The users' section of a run that did not measure them is kept as the last run wrote it.
  const keptUsers = results.users ? undefined : USERS_SECTION.exec(previous)?.[0];
  if (keptUsers) markdown = `${markdown.trimEnd()}\n\n${keptUsers}`;
  // So is the ingestion's (bench/ingest.ts writes it after this when it measured it).
  const keptIngest = /<!-- ingest -->[\s\S]*?<!-- \/ingest -->\n?/.exec(previous)?.[0];
  if (keptIngest) markdown = `${markdown.trimEnd()}\n\n${keptIngest}`;
  const keptOrders = results.orders ? undefined : ORDERS_SECTION.exec(previous)?.[0];
  if (keptOrders) markdown = `${markdown.trimEnd()}\n\n${keptOrders}`;
  // The section of `npm run bench:instances` is its own run's: kept as it is.
  const instances = /<!-- instances:[\s\S]*?<!-- \/instances -->\n/.exec(previous)?.[0];
  writeFileSync(path, instances ? `${markdown.trimEnd()}\n\n${instances}` : markdown);
  return markdown;
};

/** The orders at a million (issue 13): the list and its totals under the staff mix, a payout report, the CSV export, postbacks. */
export type TOrdersResults = {
  startedAt: Date;
  loadAverage: { start: number; end: number };
  versions: string[];
  config: TBenchConfig;
  declaration: TListMix;
  orders: number;
  /** Seconds the generator took in this run; undefined when the kept database was used. */
  generatedSeconds?: number;
  lines: TLine[];
  ceiling: TLoad;
  payout: TPayoutResult;
  csv: TCsvResult;
  postbacks: TPostbackResult;
};

/** Issue 13's targets. */
export const ORDERS_TARGETS = { listP95Ms: 25, totalsP95Ms: 100, payoutMs: 1000, csvSeconds: 10, postbacksPerSecond: 1000 } as const;
/** The CSV's memory is flat when its peak stays within this of where it started. */
export const FLAT_RSS_MIB = 64;
export const ORDERS_CONDITIONS = { list: 'list, cache off, a status correction every 200 ms', totals: 'filtered totals, cache off, a status correction every 200 ms' } as const;

const ORDERS_SECTION = /<!-- orders -->[\s\S]*?<!-- \/orders -->\n/;

export const renderOrdersSection = (o: TOrdersResults): string => {
  const find = (condition: string) => o.lines.find((l) => l.condition.startsWith(condition));
  const list = find(ORDERS_CONDITIONS.list);
  const totals = find(ORDERS_CONDITIONS.totals);
  const isFull = o.orders >= 1_000_000;
  const judge = (isMet: boolean) => (isFull ? verdict(isMet) : '– (not at 1,000,000)');
  const p95Goal = (line: TLine | undefined, target: number) =>
    !line ? ['not measured in this run', '–'] : line.load.requests < FEWEST_TO_JUDGE ? [`${line.load.requests} answers, too few to judge`, '–'] : [`${ms(line.load.p95)} (${percentOf(line.load, o.ceiling)} of the ceiling's req/s; API CPU ${cpu(line.load)}, PostgreSQL CPU ${databaseCpu(line.load)} per request)`, judge(line.load.p95 < target)];
  const { csv, payout, postbacks: pb } = o;
  const csvFlat = csv.rssPeakMib - csv.rssStartMib <= FLAT_RSS_MIB;
  const pbLine: TLine = { database: 'PostgreSQL', condition: `postbacks, ${pb.rate.toLocaleString('en-US')} a second asked`, load: pb.load };
  return [
    '<!-- orders -->',
    `## The orders at ${count(o.orders)} (issue 13)`,
    '',
    `Run ${o.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${o.versions.join(' and ')}; load average ${o.loadAverage.start.toFixed(2)} when the run started and ${o.loadAverage.end.toFixed(2)} when it ended, on ${cpus().length} cores shared with other work (other engineers' tests and builds), so latency and throughput move with that load; CPU per request is the steadier figure. ${count(o.orders)} orders of ${count(o.config.commerce.subscriptions)} subscriptions of ${count(o.config.commerce.users)} customers over two years, 6 plans and 3 payment settings, with their provider events (\`generateCommerce\`, SQL the database runs itself), ${o.generatedSeconds === undefined ? `generated once into the kept database \`${o.config.ordersDatabase}\`` : `generated in this run in ${o.generatedSeconds.toFixed(0)} s`}; autocannon with ${CONNECTIONS} connections for ${o.config.seconds} s a line after a 1 s warm-up; cache off (\`CACHE_TTL_MS=0\`); a colleague corrects an order's status through the API every 200 ms (read, then saved with its version and a reason).`,
    '',
    describeListMix(o.declaration),
    ' The totals line sends `GET /orders/totals` with the filters of the same kinds in the same shares.',
    '',
    `Ceiling: bare Fastify serving the orders' page 1 JSON from memory, measured right after the lines: ${count(o.ceiling.rps)} req/s, p95 ${ms(o.ceiling.p95)}, ${cpu(o.ceiling)} of CPU per request.`,
    '',
    ...table([...o.lines, pbLine], o.ceiling, 'line', true),
    '',
    `- A month's payout report created (\`POST /segpay-payout-reports\`, each of the 3 settings for ${payout.reports / 3} whole past months, one at a time): p50 ${ms(payout.p50)}, slowest ${ms(payout.max)}, API CPU ${payout.cpuMsPerReport.toFixed(1)} ms a report${payout.failures.length ? `; refused: ${payout.failures.join('; ')}` : ''}.`,
    `- The CSV export of every order (\`GET /orders/exportCsv\`, no filter): ${csv.status === 200 ? '' : `answered ${csv.status}; `}${count(csv.rows)} rows, ${csv.mib.toFixed(0)} MiB, in ${csv.seconds.toFixed(1)} s (${count(csv.rows / Math.max(csv.seconds, 0.001))} rows/s); the API's resident memory ${csv.rssStartMib.toFixed(0)} MiB before, ${csv.rssPeakMib.toFixed(0)} MiB at its peak (sampled every 100 ms), ${csv.rssEndMib.toFixed(0)} MiB after; API CPU ${(csv.cpuMs / 1000).toFixed(1)} s.`,
    `- Postbacks: signed notifications in the shares of the generated history (of every 20: 9 sales of new purchases, 8 renewals, 1 cancellation and 1 expiration of running subscriptions, 1 full refund of a sale sent just before; ${Object.entries(pb.kinds).map(([kind, n]) => `${count(n)} ${kind}`).join(', ')}), on the 3 settings, asked at ${count(pb.rate)} a second for ${o.config.postbacks.seconds} s after a 1 s warm-up (whose notifications are checked with the rest) through \`POST /api/v1/providers/segpay/{id}/postback\`: ${count(pb.load.rps)} a second answered, p95 ${ms(pb.load.p95)}; answers ${Object.entries(pb.byStatus).map(([status, n]) => `${count(n)} × ${status}`).join(', ') || 'none'}; stored after: ${Object.entries(pb.stored).map(([outcome, n]) => `${count(n)} ${outcome}`).join(', ')}${pb.inFlight ? ` (${count(pb.inFlight)} by notifications still in flight when the line ended)` : ''}; ${count(pb.ordersMade)} orders made: ${pb.lost === 0 ? 'none answered 2xx without being stored, and every sale and renewal applied made its order' : `**${count(pb.lost)} lost**`}.`,
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| Orders list, staff mix, cache off: p95 < ${ORDERS_TARGETS.listP95Ms} ms | ${p95Goal(list, ORDERS_TARGETS.listP95Ms).join(' | ')} |`,
    `| Filtered totals: p95 < ${ORDERS_TARGETS.totalsP95Ms} ms | ${p95Goal(totals, ORDERS_TARGETS.totalsP95Ms).join(' | ')} |`,
    `| A month's payout report created: < 1 s | slowest of ${payout.reports} ${ms(payout.max)} | ${payout.reports ? judge(payout.max < ORDERS_TARGETS.payoutMs && payout.failures.length === 0) : '–'} |`,
    `| CSV of every order streamed: < ${ORDERS_TARGETS.csvSeconds} s, memory flat (peak within ${FLAT_RSS_MIB} MiB of the start) | ${csv.seconds.toFixed(1)} s for ${count(csv.rows)} rows; +${(csv.rssPeakMib - csv.rssStartMib).toFixed(0)} MiB at the peak | ${judge(csv.status === 200 && csv.rows >= o.orders && csv.seconds < ORDERS_TARGETS.csvSeconds && csvFlat)} |`,
    `| Postbacks: ${count(ORDERS_TARGETS.postbacksPerSecond)} a second sustained, none lost | ${count(pb.load.rps)} a second, ${pb.lost} lost, ${pb.load.non2xx} non-2xx, ${pb.load.errors} errors | ${judge(pb.load.rps >= ORDERS_TARGETS.postbacksPerSecond * 0.98 && pb.lost === 0 && pb.load.non2xx === 0 && pb.load.errors === 0)} |`,
    '<!-- /orders -->',
    '',
  ].join('\n');
};

export const writeOrdersSection = (path: string, results: TOrdersResults): void => {
  const section = renderOrdersSection(results);
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmark results\n';
  mkdirSync(dirname(path), { recursive: true });
  if (ORDERS_SECTION.test(before)) return writeFileSync(path, before.replace(ORDERS_SECTION, () => section));
  const instancesAt = before.indexOf('<!-- instances:');
  writeFileSync(path, instancesAt < 0 ? `${before.trimEnd()}\n\n${section}` : `${before.slice(0, instancesAt)}${section}\n${before.slice(instancesAt)}`);
};
