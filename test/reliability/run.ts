/**
 * `npm run reliability`: the real server under steady load, a spike and `kill -9`, on PGlite and
 * on PostgreSQL; writes the figures to bench/RELIABILITY.md. `-- --ci` is the short version CI runs
 * (a 30-second soak, a shortened spike, one kill on each database). Ends with `N passed, N failed`
 * and exits non-zero when a check fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, hostname, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { crashRounds, type TCheck } from './crash.ts';
import { spike, steadyLoad, type TKindFigures } from './load.ts';
import { freshPostgres, login, ROOT, startServer, type TTarget } from './server.ts';

const { values: args } = parseArgs({
  options: {
    ci: { type: 'boolean', default: false },
    staff: { type: 'string', default: '20' },
    seconds: { type: 'string' },
    kills: { type: 'string' },
    'spike-seconds': { type: 'string' },
    databases: { type: 'string', default: 'pglite,postgres' },
    out: { type: 'string' },
  },
});
const ci = args.ci;
const settings = {
  staff: Number(args.staff),
  seconds: Number(args.seconds ?? (ci ? 30 : 600)),
  kills: Number(args.kills ?? (ci ? 1 : 5)),
  spikeSeconds: Number(args['spike-seconds'] ?? (ci ? 10 : 30)),
  connections: 100,
};
const out = args.out ?? (ci ? join(ROOT, 'tmp', 'reliability', 'RELIABILITY.md') : join(ROOT, 'bench', 'RELIABILITY.md'));

const fresh = async (kind: 'pglite' | 'postgres'): Promise<TTarget> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'showrunner-reliability-'));
  const storageDir = join(dataDir, 'storage');
  if (kind === 'pglite') return { kind, dataDir: join(dataDir, 'db'), storageDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  const database = await freshPostgres();
  return { kind, dataDir, storageDir, databaseUrl: database.url, drop: async () => { await database.drop(); rmSync(dataDir, { recursive: true, force: true }); } };
};

const checks: TCheck[] = [];
const report: string[] = [];
const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const log = (line: string) => console.log(line);

const soakAndSpike = async (kind: 'pglite' | 'postgres') => {
  const target = await fresh(kind);
  try {
    const server = await startServer(target);
    const token = await login(server.base);
    log(`${kind}: steady load, ${settings.staff} staff for ${settings.seconds} s`);
    const soak = await steadyLoad(server, token, settings);
    const rows = soak.figures.map((f: TKindFigures) => `| ${kind} | ${f.kind} | ${f.count} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors5xx} | ${f.shed} | ${f.other4xx} |`);
    report.push(`### Steady load on ${kind}`, '', `RSS of the server: ${mb(soak.rssStart)} at the start, ${mb(soak.rssEnd)} at the end.`, '', '| database | kind | count | p50 | p95 | p99 | 5xx | shed (503 + Retry-After) | 4xx |', '|---|---|---|---|---|---|---|---|---|', ...rows, '');
    const errors = soak.figures.reduce((sum, f) => sum + f.errors5xx, 0);
    const shed = soak.figures.reduce((sum, f) => sum + f.shed, 0);
    checks.push({ name: `steady load ${kind}: no 5xx`, ok: errors === 0, detail: `${soak.samples.length} requests, ${errors} 5xx or dropped, ${shed} shed with 503 and Retry-After` });
    // Memory: the server must not grow without bound; over a run it may warm up, not double plus.
    checks.push({ name: `steady load ${kind}: memory stays bounded`, ok: soak.rssEnd < soak.rssStart * 2 + 150 * 1024 ** 2, detail: `${mb(soak.rssStart)} → ${mb(soak.rssEnd)}` });

    if (!ci || kind === 'pglite') {
      log(`${kind}: spike, ${settings.connections} connections for ${settings.spikeSeconds} s`);
      const burst = await spike(server, token, { connections: settings.connections, seconds: settings.spikeSeconds });
      const statuses = [...burst.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
      report.push(
        `### Spike on ${kind}`,
        '',
        `${settings.connections} connections for ${settings.spikeSeconds} s: ${burst.count} answers (${statuses}); p50 ${ms(burst.p50)}, p99 ${ms(burst.p99)}, max ${ms(burst.max)}.`,
        `One user's p95 before the spike ${ms(burst.before)}, 5 s after it ${ms(burst.after)}.`,
        '',
      );
      checks.push({ name: `spike ${kind}: every answer is 2xx, 429 or 503 with Retry-After`, ok: burst.refused === 0, detail: statuses });
      checks.push({ name: `spike ${kind}: normal latency 5 s after`, ok: burst.after <= Math.max(burst.before * 3, burst.before + 100), detail: `p95 ${ms(burst.before)} before, ${ms(burst.after)} after` });
    }
    await server.stop();
  } finally {
    await target.drop();
  }
};

const crash = async (kind: 'pglite' | 'postgres') => {
  const target = await fresh(kind);
  try {
    log(`${kind}: ${settings.kills} × kill -9 under 4 writers`);
    const result = await crashRounds(target, settings.kills, kind);
    checks.push(...result.checks);
    report.push(`### Crash on ${kind}`, '', `${settings.kills} × \`kill -9\` under 4 writers; ${result.acknowledged} writes acknowledged in all.`, '', ...result.checks.map((c) => `- ${c.ok ? 'pass' : '**FAIL**'}: ${c.name} (${c.detail})`), '');
  } finally {
    await target.drop();
  }
};

const started = Date.now();
for (const kind of args.databases.split(',') as ('pglite' | 'postgres')[]) {
  for (const scenario of [soakAndSpike, crash]) {
    try {
      await scenario(kind);
    } catch (error) {
      checks.push({ name: `${scenario.name} ${kind}: runs to the end`, ok: false, detail: (error as Error).message.slice(0, 500) });
    }
  }
}

const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const header = [
  '# Reliability',
  '',
  `Run ${new Date().toISOString()} on ${hostname()} (${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${mb(totalmem())}), Node ${process.version}; ${((Date.now() - started) / 1000).toFixed(0)} s in all.`,
  `Settings: ${ci ? 'the short CI version; ' : ''}${settings.staff} staff for ${settings.seconds} s; spike ${settings.connections} connections for ${settings.spikeSeconds} s; ${settings.kills} kill -9 per database. Made by \`npm run reliability${ci ? ' -- --ci' : ''}\`.`,
  '',
  `**${passed} passed, ${failed} failed.**`,
  '',
  ...checks.filter((c) => !c.ok).map((c) => `- **FAIL** ${c.name}: ${c.detail}`),
  '',
];
mkdirSync(join(out, '..'), { recursive: true });
writeFileSync(out, [...header, ...report].join('\n'));
for (const c of checks) log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name} — ${c.detail}`);
log(`Figures written to ${out}`);
log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
