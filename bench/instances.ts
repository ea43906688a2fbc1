/**
 * `npm run bench:instances`: the staff mix against one API instance and against two, in the same
 * run, on one PostgreSQL database of its own (showrunner_bench2, created and dropped). Two
 * instances are two processes of the real API on two ports; the load generator spreads its 10
 * connections over them (5 and 5), as a balancer spreading connections would, and sends the same
 * 5 and 5 to the one instance for its lines, so that only the number of instances differs. Each
 * condition runs in rounds, one and two in turn (the order flipped each round), because the
 * machine's other load moves; CPU time per request (both instances and PostgreSQL's backends) is
 * the steadier figure. Writes its section of bench/RESULTS.md (BENCH_QUICK=1: bench/out/).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { load, type TLoad } from './load.ts';
import { mixStream } from './mix.ts';
import { videoSave, videosMix } from './mixes/videos.ts';
import { signIn, whileSaving, type TSession } from './session.ts';
import { BENCH_PASSWORD, postgresTarget } from './targets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = benchConfig();
const { seconds, seed, volume } = config;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (config.isQuick ? 1 : 3));
const PORTS = [8393, 8394];
const DATABASE = 'showrunner_bench2';
const staffMix = listMix(videosMix(volume, seed));

type TCondition = { name: string; cacheTtlMs: number; isSaving: boolean };
const CONDITIONS: TCondition[] = [
  { name: 'cache on, a save every 200 ms', cacheTtlMs: 10_000, isSaving: true },
  { name: 'cache off', cacheTtlMs: 0, isSaving: false },
];
type TMeasure = { condition: string; instances: number; round: number; load: TLoad; note?: string };

const start = (env: Record<string, string>) =>
  new Promise<ChildProcess>((resolve, reject) => {
    const child = fork(join(root, 'bench', 'serve.ts'), { env: { ...process.env, ...env }, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`serve.ts exited with ${code}`)));
  });
const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));

const startedAt = new Date();
const loadAtStart = loadavg()[0]!;
const target = await postgresTarget(config.pgUrl, { volume, catalogue: true }, DATABASE);
console.log(`${volume.videos.toLocaleString('en-US')} videos on ${target.version}, generated in ${target.generateSeconds.toFixed(1)} s; ${seconds} s per line, ${ROUNDS} rounds`);
const storageDir = mkdtempSync(join(tmpdir(), 'showrunner-bench2-storage-'));
const measures: TMeasure[] = [];

/** One line: the mix (after a second's warm-up on other draws) over `urls`, CPU counted on every instance running. */
const line = async (session: TSession, urls: string[], servers: ChildProcess[], condition: TCondition): Promise<{ load: TLoad; note?: string }> => {
  const warmUp = mixStream(staffMix, seed + 1);
  await load({ url: urls, headers: session.headers, seconds: 1, next: () => warmUp().path });
  const next = mixStream(staffMix, seed);
  const measure = () => load({ url: urls, headers: session.headers, seconds, serverPid: servers.map((s) => s.pid!), databasePids: target.databasePids, next: () => next().path });
  if (!condition.isSaving) return { load: await measure(), note: undefined };
  return whileSaving(session, 200, (round) => videoSave(round, volume), measure);
};

try {
  for (const condition of CONDITIONS) {
    const env = { ...target.env, BENCH_STORAGE_DIR: storageDir, BENCH_CACHE_TTL_MS: String(condition.cacheTtlMs) };
    const servers = await Promise.all(PORTS.map((port) => start({ ...env, BENCH_PORT: String(port) })));
    try {
      const bases = PORTS.map((port) => `http://127.0.0.1:${port}/api/v1/admin`);
      // One sign-in: its token works on either instance (the signing secret is the database's).
      const session = await signIn(bases[0]!, 'admin', BENCH_PASSWORD);
      for (let round = 1; round <= ROUNDS; round += 1) {
        for (const instances of round % 2 ? [1, 2] : [2, 1]) {
          // One instance: both halves of the connections on the first; the second stands by, idle.
          const urls = instances === 1 ? [bases[0]!, bases[0]!] : bases;
          const active = servers.slice(0, instances);
          const { load: l, note } = await line(session, urls, active, condition);
          measures.push({ condition: condition.name, instances, round, load: l, note });
          console.log(`  ${condition.name}, ${instances} instance${instances > 1 ? 's' : ''}, round ${round}${note ? ` (${note})` : ''}: ${Math.round(l.rps)} req/s, p95 ${l.p95.toFixed(1)} ms, API ${l.cpuMsPerRequest?.toFixed(2)} ms + PostgreSQL ${l.databaseCpuMsPerRequest?.toFixed(2)} ms CPU per request, ${l.non2xx} non-2xx, ${l.errors} errors`);
        }
      }
    } finally {
      await Promise.all(servers.map(stop));
    }
  }
} finally {
  await target.cleanup();
  rmSync(storageDir, { recursive: true, force: true });
}
const loadAtEnd = loadavg()[0]!;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpu = (value: number) => `${value.toFixed(2)} ms`;
const summary = (condition: string, instances: number) => {
  const of = measures.filter((m) => m.condition === condition && m.instances === instances).map((m) => m.load);
  return {
    rps: median(of.map((l) => l.rps)),
    p95: median(of.map((l) => l.p95)),
    api: median(of.map((l) => l.cpuMsPerRequest ?? 0)),
    database: median(of.map((l) => l.databaseCpuMsPerRequest ?? 0)),
    failed: of.reduce((sum, l) => sum + l.non2xx + l.errors, 0),
  };
};
const rows = measures.map(
  (m) =>
    `| ${m.condition} | ${m.instances} | ${m.round} | ${Math.round(m.load.rps)} | ${ms(m.load.p50)} | ${ms(m.load.p95)} | ${cpu(m.load.cpuMsPerRequest ?? 0)} | ${cpu(m.load.databaseCpuMsPerRequest ?? 0)} | ${cpu((m.load.cpuMsPerRequest ?? 0) + (m.load.databaseCpuMsPerRequest ?? 0))} | ${m.load.non2xx} | ${m.load.errors} | ${m.note ?? ''} |`,
);
const ratios = CONDITIONS.map(({ name }) => {
  const [one, two] = [summary(name, 1), summary(name, 2)];
  return `| ${name} | ${Math.round(one.rps)} / ${Math.round(two.rps)} req/s | **${(two.rps / one.rps).toFixed(2)} ×** | ${ms(one.p95)} / ${ms(two.p95)} | ${(two.p95 / one.p95).toFixed(2)} × | ${cpu(one.api + one.database)} / ${cpu(two.api + two.database)} | ${((two.api + two.database) / (one.api + one.database)).toFixed(2)} × | ${one.failed + two.failed} |`;
});
const section = `<!-- instances: written by npm run bench:instances -->
## One instance versus two (\`npm run bench:instances\`)

Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores, Node ${process.version}, ${target.version}; load average ${loadAtStart.toFixed(2)} at the start and ${loadAtEnd.toFixed(2)} at the end. ${volume.videos.toLocaleString('en-US')} videos; the staff mix (above) for ${seconds} s per line after a second's warm-up, ${ROUNDS} round${ROUNDS > 1 ? 's' : ''} of one and two instances in turn (the order flipped each round). Two instances are two API processes on one PostgreSQL database; the load generator's 10 connections are spread 5 and 5 over them, and sent 5 and 5 to the first for the one-instance lines. The API, PostgreSQL and the load generator all share these ${cpus().length} cores, with other work beside them: a second instance adds no core, so these lines show what a second process costs and whether anything serialises between instances, not how far a second machine would take it. Throughput and p95 move with the machine's load; CPU time per request (the instances' and PostgreSQL's) is the steadier figure.

Medians of the rounds, one instance / two instances:

| condition | req/s | two ÷ one | p95 | two ÷ one | CPU per request (API + PostgreSQL) | two ÷ one | non-2xx and errors |
|---|---|---:|---|---:|---|---:|---:|
${ratios.join('\n')}

Every line:

| condition | instances | round | req/s | p50 | p95 | API CPU per request | PostgreSQL CPU per request | together | non-2xx | errors | saves |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
<!-- /instances -->
`;
const path = join(root, config.isQuick ? 'bench/out/RESULTS.quick.md' : 'bench/RESULTS.md');
mkdirSync(dirname(path), { recursive: true });
const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
const marked = /<!-- instances:[\s\S]*?<!-- \/instances -->\n/;
writeFileSync(path, marked.test(before) ? before.replace(marked, section) : `${before.trimEnd()}\n\n${section}`);
console.log(`\n${section}`);
