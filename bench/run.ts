/**
 * `npm run bench`: fills PostgreSQL and PGlite with 100,000 videos and loads the API with
 * autocannon beside bare Fastify serving the same JSON (the ceiling, measured in the same run).
 * The headline is the staff mix (mixes/videos.ts): each request a different list URL, drawn from
 * a seeded stream, with the cache on, on while a colleague saves every 200 ms, and off; then
 * page 1 against a deep page with the cache off. Below it, one URL repeated (the old lines) and
 * the signed-in check alone; then the gzipped initial JavaScript of the app and of a bare
 * react-admin app. On PostgreSQL, a million users (mixes/users.ts) under the users mix with the
 * cache off, beside a ceiling serving the users page, measured right after it. Then a million
 * orders (mixes/orders.ts, ordersLoad.ts): the list and its totals under the staff mix, a month's
 * payout report, the CSV of every order and postbacks at 1,000 a second. The analytics calls
 * (analytics.ts) over a year of rollups on PostgreSQL and the demo on PGlite, by family of calls,
 * with the real-time lag. Writes bench/RESULTS.md with the targets of issues 10, 12, 13 and 15
 * beside the figures.
 * Not part of CI: it takes several minutes and the whole machine. Settings: config.ts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, buildBareReactAdmin, initialJsGzipBytes } from './bundle.ts';
import { benchConfig } from './config.ts';
import { CONDITIONS, type TLine } from './goals.ts';
import { describeListMix, lastPage, listMix, pageMix } from './listMix.ts';
import { load, type TLoad } from './load.ts';
import { mixStream, type TMix } from './mix.ts';
import { orderCorrection, ordersMix, ordersTotalsMix } from './mixes/orders.ts';
import { usersMix } from './mixes/users.ts';
import { createPayoutReports, exportCsv, sendPostbacks } from './ordersLoad.ts';
import { DEEP_PAGE, videoSave, videosMix } from './mixes/videos.ts';
import { ORDERS_CONDITIONS, renderOrdersSection, renderUsersSection, writeOrdersSection, writeResults, writeUsersSection, type TOrdersResults, type TUsersResults } from './results.ts';
import { signIn, whileSaving, type TSession } from './session.ts';
import { BENCH_PASSWORD, commerceTarget, pgliteTarget, postgresTarget, type TTarget } from './targets.ts';
import { loadIngest, prepareIngest, renderIngestSection, writeIngestSection } from './ingest.ts';
import { openDatabase } from '../server/db/index.ts';
import { analyticsMix, fillAnalytics, fillDemo, measureLag, type TAnalyticsLine, type TFamily, type TSpan, type TWorld } from './analytics.ts';
import { renderAnalyticsSection, writeAnalyticsSection, type TAnalyticsResults } from './analyticsResults.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = benchConfig();
const { seconds, seed, volume } = config;
const PORT = 8391;
const CEILING_PORT = 8392;
/** The ingestion's API: a port of its own, so that it never meets another line's server. */
const INGEST_PORT = 8394;

const q = (params: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]))}`;
const deepOffset = Math.min(60_000, Math.floor(volume.videos * 0.6));
const REPEATED: [string, string][] = [
  ['page 1', q({ sort: ['id', 'DESC'], range: [0, 24] })],
  [`deep page (${deepOffset.toLocaleString('en-US')})`, q({ sort: ['id', 'DESC'], range: [deepOffset, deepOffset + 24] })],
  ['tag filter', q({ filter: { tags: 5 }, range: [0, 24] })],
  ['q search', q({ filter: { q: 'harbour' }, range: [0, 24] })],
  ['sort by published date', q({ sort: ['published_at', 'DESC'], range: [0, 24] })],
];

const hasVideos = config.parts.includes('videos');
const videos = videosMix(volume, seed);
// Users sign up one a minute up to a whole minute, so that the mix counts the date windows as the database does.
const usersNow = Math.floor(Date.now() / 60_000) * 60_000;
const users = config.parts.includes('users') ? usersMix(config.users, seed, usersNow) : undefined;
const staffMix = listMix(videos);
const deepPage = Math.min(DEEP_PAGE, lastPage(volume.videos, videos.pageSize));

const start = (script: string, env: Record<string, string>, tree = root) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(join(tree, 'bench', script), { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

const headline: TLine[] = [];
const repeated: TLine[] = [];
const auth: TLine[] = [];
/** One measure of the ceiling per database, between its lines: the machine's load moves, and the highest is kept. */
const ceilings: TLoad[] = [];

const report = (list: TLine[], line: TLine) => {
  list.push(line);
  const { database, condition, load: l, note } = line;
  console.log(`  ${database}, ${condition}${note ? ` (${note})` : ''}: ${Math.round(l.rps)} req/s, p95 ${l.p95.toFixed(1)} ms, ${l.cpuMsPerRequest?.toFixed(2)} ms CPU, ${l.non2xx} non-2xx`);
};

/** A warm-up second on other draws of the same mix, then the measured line on the run's seed. */
let databasePids: TTarget['databasePids'];
const loadMix = async (session: TSession, server: ChildProcess, mix: TMix) => {
  const warmUp = mixStream(mix, seed + 1);
  await load({ url: session.base, headers: session.headers, seconds: 1, next: () => warmUp().path });
  const next = mixStream(mix, seed);
  return load({ url: session.base, headers: session.headers, seconds, serverPid: server.pid, databasePids, next: () => next().path });
};
const loadUrl = async (session: TSession, server: ChildProcess, path: string) => {
  await load({ url: `${session.base}${path}`, headers: session.headers, seconds: 1 });
  return load({ url: `${session.base}${path}`, headers: session.headers, seconds, serverPid: server.pid, databasePids });
};

const measureCeiling = async (body: string, kept = ceilings) => {
  const server = await start('ceiling.ts', { BENCH_PORT: String(CEILING_PORT), BENCH_BODY: body });
  try {
    await load({ url: `http://127.0.0.1:${CEILING_PORT}/ceiling`, headers: {}, seconds: 1 });
    const ceiling = await load({ url: `http://127.0.0.1:${CEILING_PORT}/ceiling`, headers: {}, seconds, serverPid: server.pid });
    kept.push(ceiling);
    console.log(`  ceiling: ${Math.round(ceiling.rps)} req/s, p95 ${ceiling.p95.toFixed(1)} ms`);
  } finally {
    await stop(server);
  }
};

const usersLines: TLine[] = [];
const usersCeilings: TLoad[] = [];

/** The users mix on a million users, cache off, then bare Fastify serving the users page. */
const measureUsers = async (target: TTarget, storageDir: string) => {
  const server = await start('serve.ts', { ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: '0' });
  let body: string | undefined;
  try {
    const session = await signIn(`http://127.0.0.1:${PORT}/api/v1/admin`, 'admin', BENCH_PASSWORD);
    body = await (await fetch(`${session.base}/users${q({ range: [0, 24] })}`, { headers: session.headers })).text();
    report(usersLines, { database: target.name, condition: CONDITIONS.cacheOff, load: await loadMix(session, server, listMix(users!)) });
  } finally {
    await stop(server);
  }
  if (body) await measureCeiling(body, usersCeilings);
};

const measure = async (target: TTarget, storageDir: string, isCached: boolean) => {
  const server = await start('serve.ts', { ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: isCached ? '10000' : '0' });
  const database = target.name;
  let body: string | undefined;
  try {
    const session = await signIn(`http://127.0.0.1:${PORT}/api/v1/admin`, 'admin', BENCH_PASSWORD);
    body = await (await fetch(`${session.base}/videos${REPEATED[0]![1]}`, { headers: session.headers })).text();
    const mode = isCached ? 'memory' : 'database';
    if (isCached) {
      report(headline, { database, condition: CONDITIONS.cacheOn, load: await loadMix(session, server, staffMix) });
      const saving = await whileSaving(session, 200, (round) => videoSave(round, volume), () => loadMix(session, server, staffMix));
      report(headline, { database, condition: CONDITIONS.saving, ...saving });
    } else {
      report(headline, { database, condition: CONDITIONS.cacheOff, load: await loadMix(session, server, staffMix) });
      report(headline, { database, condition: CONDITIONS.firstPage, load: await loadMix(session, server, pageMix(videos, 1, volume.videos)) });
      report(headline, { database, condition: CONDITIONS.deepPage, note: `page ${deepPage.toLocaleString('en-US')}`, load: await loadMix(session, server, pageMix(videos, deepPage, volume.videos)) });
    }
    for (const [name, path] of REPEATED) report(repeated, { database, condition: `${name}, from ${mode}`, load: await loadUrl(session, server, `/videos${path}`) });
    if (isCached) {
      // The line of earlier runs: one URL while a tag is saved ten times a second.
      const [tag] = (await (await fetch(`${session.base}/tags?range=[0,0]`, { headers: session.headers })).json()) as { id: number; name: string }[];
      const saving = await whileSaving(session, 100, () => ({ path: `/tags/${tag!.id}`, body: { name: tag!.name } }), () => loadUrl(session, server, `/videos${REPEATED[0]![1]}`));
      report(repeated, { database, condition: 'page 1, a tag saved every 100 ms', ...saving });
    }
    report(auth, { database, condition: `from ${mode}`, load: await loadUrl(session, server, '/auth/me') });
  } finally {
    await stop(server);
  }
  if (isCached && body) await measureCeiling(body);
};

/** The payments of the orders' database end at this instant, the same in every run, so that a kept database matches. */
const ORDERS_NOW = Date.UTC(2026, 10, 1);

/**
 * The orders at a million: the database generated once and kept; the list and the totals under
 * the staff mix with the cache off while a colleague corrects a status every 200 ms; payout
 * reports; the CSV of every order; postbacks at a fixed rate; then the ceiling on the list's page 1.
 */
const measureOrders = async (): Promise<TOrdersResults> => {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0]!;
  const target = await commerceTarget(config.pgUrl, config.commerce, ORDERS_NOW, config.ordersDatabase, config.refillOrders);
  console.log(`orders: ${target.isNew ? `generated in ${target.generateSeconds.toFixed(1)} s` : `the kept database ${config.ordersDatabase}`}`);
  const opened = await openDatabase({ url: target.env.BENCH_DATABASE_URL! });
  const declaration = await ordersMix(opened.db, seed, ORDERS_NOW);
  await opened.close();
  const orders = declaration.kinds.find((k) => k.name === 'unfiltered')!.values[0]!.rows;
  databasePids = target.databasePids;
  const lines: TLine[] = [];
  const server = await start('serve.ts', { ...target.env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: '0' });
  let body: string | undefined;
  let payout, csv, postbacks;
  try {
    const session = await signIn(`http://127.0.0.1:${PORT}/api/v1/admin`, 'admin', BENCH_PASSWORD);
    body = await (await fetch(`${session.base}/orders${q({ range: [0, 24] })}`, { headers: session.headers })).text();
    const get = async (path: string) => (await (await fetch(`${session.base}${path}`, { headers: session.headers })).json()) as Record<string, unknown>;
    const correct = orderCorrection(orders, get);
    for (const [condition, mix] of [[ORDERS_CONDITIONS.list, listMix(declaration)], [ORDERS_CONDITIONS.totals, ordersTotalsMix(declaration)]] as const) {
      const saving = await whileSaving(session, 200, correct, () => loadMix(session, server, mix));
      report(lines, { database: target.name, condition, ...saving });
    }
    payout = await createPayoutReports(session, server.pid!, ORDERS_NOW, [1, 6]);
    console.log(`  payout reports: p50 ${payout.p50.toFixed(0)} ms, slowest ${payout.max.toFixed(0)} ms`);
    csv = await exportCsv(session, server.pid!);
    console.log(`  CSV: ${csv.rows} rows in ${csv.seconds.toFixed(1)} s, RSS ${csv.rssStartMib.toFixed(0)} → ${csv.rssPeakMib.toFixed(0)} MiB`);
    postbacks = await sendPostbacks(`http://127.0.0.1:${PORT}`, target.env.BENCH_DATABASE_URL!, server.pid!, config.postbacks.rate, config.postbacks.seconds, config.commerce.users, databasePids);
    console.log(`  postbacks: ${Math.round(postbacks.load.rps)}/s, ${postbacks.accepted} accepted, ${postbacks.ordersMade} orders made, ${postbacks.lost} lost`);
  } finally {
    await stop(server);
  }
  const ceiling: TLoad[] = [];
  await measureCeiling(body!, ceiling);
  await target.cleanup();
  return {
    startedAt, loadAverage: { start: loadAtStart, end: loadavg()[0]! }, versions: [target.version], config, declaration, orders,
    ...(target.isNew ? { generatedSeconds: target.generateSeconds } : {}), lines, ceiling: ceiling[0]!, payout, csv, postbacks,
  };
};

const startedAt = new Date();
const loadAtStart = loadavg()[0]!;

/** The visit events' intake on PostgreSQL: events a second through the endpoint, in a database of its own. */
let ingestSection: string | undefined;
if (config.parts.includes('ingest') && config.databases.includes('postgres')) {
  const target = await postgresTarget(config.pgUrl, { volume, catalogue: false }, `${process.env.BENCH_PG_DATABASE ?? 'showrunner_bench'}_ingest`);
  try {
    const url = target.env.BENCH_DATABASE_URL!;
    const { keys, links } = await prepareIngest(url);
    const ingestStorage = mkdtempSync(join(tmpdir(), 'showrunner-bench-ingest-'));
    const server = await start('serve.ts', { ...target.env, BENCH_PORT: String(INGEST_PORT), BENCH_STORAGE_DIR: ingestStorage, BENCH_CACHE_TTL_MS: '0', EVENTS_LIMIT_PER_IP: '10000000', EVENTS_LIMIT_PER_KEY: '10000000' });
    try {
      const line = await loadIngest({ base: `http://127.0.0.1:${INGEST_PORT}`, keys, links, seconds, serverPid: server.pid, databaseUrl: url, ...(target.databasePids ? { databasePids: target.databasePids } : {}) });
      console.log(`  PostgreSQL, ingestion: ${Math.round(line.eventsPerSecond)} events/s, p95 ${line.p95.toFixed(1)} ms a batch of 100, ${line.cpuMsPerEvent.toFixed(3)} ms API CPU an event, ${line.non2xx} non-2xx, ${line.lost} lost`);
      ingestSection = renderIngestSection(line, { startedAt, version: target.version, loadAverage: loadAtStart });
    } finally {
      await stop(server);
      rmSync(ingestStorage, { recursive: true, force: true });
    }
  } finally {
    await target.cleanup();
  }
  writeIngestSection(join(root, config.resultsPath), ingestSection!);
}
/** The lines of the analytics calls: each family under its mix, for each span of range. */
const ANALYTICS_LINES: [TFamily, TSpan][] = [
  ['totals', 'month'], ['totals', 'year'], ['lines', 'month'], ['lines', 'year'], ['shares', 'month'], ['shares', 'year'], ['records', 'month'], ['records', 'year'], ['live', 'today'],
];

/** The analytics calls against one API (this tree's, or `tree`'s: the API before a change, on the same database). */
const measureAnalyticsApi = async (database: string, env: Record<string, string>, world: TWorld, version: TAnalyticsLine['version'], tree = root) => {
  const lines: TAnalyticsLine[] = [];
  const server = await start('serve.ts', { ...env, BENCH_PORT: String(PORT), BENCH_STORAGE_DIR: analyticsStorage, BENCH_CACHE_TTL_MS: '0', BENCH_JOBS: '1' }, tree);
  let body: string | undefined;
  let lag;
  try {
    const session = await signIn(`http://127.0.0.1:${PORT}/api/v1/admin`, 'admin', BENCH_PASSWORD);
    body = await (await fetch(`${session.base}/analytics/channel/records?range=last_30_days&page=1&per_page=25`, { headers: session.headers })).text();
    for (const [family, span] of ANALYTICS_LINES) {
      const line: TAnalyticsLine = { database, family, span, version, load: await loadMix(session, server, analyticsMix(family, span, world, version === 'after' || process.env.BENCH_ANALYTICS_BEFORE_PAGED === '1')) };
      lines.push(line);
      console.log(`  ${database} ${version}, ${family} ${span}: p50 ${line.load.p50.toFixed(1)} ms, p95 ${line.load.p95.toFixed(1)} ms, ${line.load.cpuMsPerRequest?.toFixed(2)} ms CPU, ${line.load.non2xx} non-2xx`);
    }
    if (database === 'PostgreSQL' && version === 'after') lag = await measureLag(session, `http://127.0.0.1:${PORT}`, world.site, 10);
  } finally {
    await stop(server);
  }
  return { lines, body, lag };
};

const analyticsStorage = mkdtempSync(join(tmpdir(), 'showrunner-bench-analytics-'));
let analyticsSection: string | undefined;
if (config.parts.includes('analytics')) {
  const results: TAnalyticsResults = { startedAt: new Date(), loadAverage: { start: loadavg()[0]!, end: 0 }, seconds, seed, fills: [], lines: [], ...(process.env.BENCH_ANALYTICS_BEFORE_NAME ? { before: process.env.BENCH_ANALYTICS_BEFORE_NAME, beforePaged: process.env.BENCH_ANALYTICS_BEFORE_PAGED === '1' } : {}) };
  let body: string | undefined;
  if (config.databases.includes('postgres')) {
    const target = await postgresTarget(config.pgUrl, { volume, catalogue: false }, process.env.BENCH_ANALYTICS_DATABASE ?? 'bench_analytics');
    try {
      const filled = await fillAnalytics(target.env.BENCH_DATABASE_URL!, seed);
      results.fills.push({ database: target.name, version: target.version, seconds: filled.seconds, rows: filled.rows });
      console.log(`analytics: a year of rollups in ${filled.seconds.toFixed(1)} s (${filled.rows.money} money rows, ${filled.rows.visits} visit rows)`);
      databasePids = target.databasePids;
      const after = await measureAnalyticsApi(target.name, target.env, filled.world, 'after');
      results.lines.push(...after.lines);
      body = after.body;
      if (after.lag) results.lag = after.lag;
      // The API before this change, from a tree of its own (BENCH_ANALYTICS_BEFORE, with its node_modules), on the same rows.
      if (process.env.BENCH_ANALYTICS_BEFORE) results.lines.push(...(await measureAnalyticsApi(target.name, target.env, filled.world, 'before', process.env.BENCH_ANALYTICS_BEFORE)).lines);
    } finally {
      await target.cleanup();
    }
  }
  if (config.databases.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-bench-demo-'));
    try {
      const filled = await fillDemo(dataDir, analyticsStorage);
      results.fills.push({ database: 'PGlite', version: 'PGlite 0.5, the demo data set', seconds: filled.seconds, rows: filled.rows });
      databasePids = undefined;
      results.lines.push(...(await measureAnalyticsApi('PGlite', { BENCH_DATA_DIR: dataDir }, filled.world, 'after')).lines);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (body) {
    const kept: TLoad[] = [];
    await measureCeiling(body, kept);
    results.ceiling = kept[0];
  }
  results.loadAverage.end = loadavg()[0]!;
  analyticsSection = renderAnalyticsSection(results);
  writeAnalyticsSection(join(root, config.resultsPath), analyticsSection);
}
rmSync(analyticsStorage, { recursive: true, force: true });
const hasUsers = config.parts.includes('users');
const work = join(root, 'bench', 'out');
mkdirSync(work, { recursive: true });
const storageDir = mkdtempSync(join(tmpdir(), 'showrunner-bench-storage-'));
const generated: Record<string, number> = {};
const versions: string[] = [];
let usersSeconds: number | undefined;
console.log(`${hasVideos ? `${volume.videos.toLocaleString('en-US')} videos, ` : ''}${users ? `${config.users.toLocaleString('en-US')} users on PostgreSQL, ` : ''}${seconds} s per line, seed ${seed}`);
for (const name of config.databases) {
  // The users are a PostgreSQL line only.
  if (!hasVideos && (!users || name !== 'postgres')) continue;
  const target =
    name === 'postgres'
      ? await postgresTarget(config.pgUrl, { volume, catalogue: hasVideos, ...(users ? { users: { count: config.users, now: usersNow } } : {}) })
      : await pgliteTarget(volume);
  if (hasVideos) generated[target.name] = target.generateSeconds;
  usersSeconds ??= target.usersSeconds;
  databasePids = target.databasePids;
  versions.push(target.version);
  console.log(`${target.name}: catalogue generated in ${target.generateSeconds.toFixed(1)} s${target.usersSeconds === undefined ? '' : `, users in ${target.usersSeconds.toFixed(1)} s`}`);
  try {
    if (hasVideos) {
      await measure(target, storageDir, true);
      await measure(target, storageDir, false);
    }
    if (users && name === 'postgres') await measureUsers(target, storageDir);
  } finally {
    await target.cleanup();
  }
}
const ordersResults = config.parts.includes('orders') && config.databases.includes('postgres') ? await measureOrders() : undefined;
rmSync(storageDir, { recursive: true, force: true });
const loadAtEnd = loadavg()[0]!;
const usersResults: TUsersResults | undefined =
  users && usersLines.length && usersCeilings.length
    ? { startedAt, loadAverage: { start: loadAtStart, end: loadAtEnd }, versions, config, declaration: users, generatedSeconds: usersSeconds ?? 0, lines: usersLines, ceiling: usersCeilings[0]! }
    : undefined;
if (!hasVideos && !hasUsers) {
  // The orders alone (or the analytics, or the ingestion): their sections of the results are replaced, the rest kept.
  if (ordersResults) writeOrdersSection(join(root, config.resultsPath), ordersResults);
  if (ordersResults) console.log(`\n${renderOrdersSection(ordersResults)}`);
  if (analyticsSection) console.log(`\n${analyticsSection}`);
  if (!ordersResults) console.log(ingestSection ? `\n${ingestSection}` : 'The ingestion was not measured.');
  process.exit(0);
}
if (!hasVideos) {
  // The users alone: their section of the results is replaced, the rest kept as the last full run wrote it.
  if (usersResults) writeUsersSection(join(root, config.resultsPath), usersResults);
  if (ordersResults) writeOrdersSection(join(root, config.resultsPath), ordersResults);
  if (hasUsers) console.log(usersResults ? `\n${renderUsersSection(usersResults)}` : 'The users were not measured.');
  if (ordersResults) console.log(`\n${renderOrdersSection(ordersResults)}`);
  process.exit(0);
}

const bundle = config.isQuick || process.env.BENCH_BUNDLE === '0' ? undefined : { appBytes: initialJsGzipBytes(await buildApp(root, work)), bareBytes: initialJsGzipBytes(await buildBareReactAdmin(work)) };
const markdown = writeResults(join(root, config.resultsPath), {
  startedAt,
  loadAverage: { start: loadAtStart, end: loadAtEnd },
  versions,
  config,
  mixDescription: describeListMix(videos),
  generated,
  ceilings,
  headline,
  repeated,
  auth,
  bundle,
  ...(usersResults ? { users: usersResults } : {}),
  ...(ordersResults ? { orders: ordersResults } : {}),
});
// The ingestion's section: this run's, or the last run's kept.
if (ingestSection) writeIngestSection(join(root, config.resultsPath), ingestSection);
if (analyticsSection) writeAnalyticsSection(join(root, config.resultsPath), analyticsSection);
console.log(`\n${markdown}`);
