/**
 * Where the CPU of one request goes, without the noise of a shared machine's throughput: the API
 * built in this process on a generated catalogue (cache off), each kind of request of the staff
 * mix sent one at a time through `inject`, and the process's CPU time per request read around
 * them (PGlite's queries run in this process, PostgreSQL's in its own). Run under
 * `node --cpu-prof` to see the functions; `BENCH_DATABASES=postgres|pglite`, `BENCH_VIDEOS`,
 * `PROFILE_REQUESTS` (per kind), `PROFILE_DATABASE_URL` (a filled database to use and keep); `PROFILE_LINE=<a pattern of line labels>` writes each such line's CPU
 * profile to bench/out/<label>.cpuprofile (open it in Chrome's DevTools). Not part of CI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { openDatabase } from '../server/db/index.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { mixStream, type TMix } from './mix.ts';
import { videosMix } from './mixes/videos.ts';
import { BASE as base, probeApp } from './probe.ts';
import { pgliteTarget, postgresTarget } from './targets.ts';

const config = benchConfig({ ...process.env, BENCH_VIDEOS: process.env.BENCH_VIDEOS ?? '20000' });
const requests = Number(process.env.PROFILE_REQUESTS ?? 200);
const name = config.databases[0]!;
// PROFILE_DATABASE_URL: a database the bench generator has already filled with BENCH_VIDEOS videos, kept afterwards.
const kept = process.env.PROFILE_DATABASE_URL;
const target = kept
  ? { name: 'PostgreSQL', env: { BENCH_DATABASE_URL: kept } as Record<string, string>, cleanup: async () => {} }
  : name === 'postgres'
    ? await postgresTarget(config.pgUrl, { volume: config.volume, catalogue: true })
    : await pgliteTarget(config.volume);
const database = await openDatabase(target.env.BENCH_DATABASE_URL ? { url: target.env.BENCH_DATABASE_URL } : { dataDir: target.env.BENCH_DATA_DIR! });
const { app, headers } = await probeApp(database, '/tmp/showrunner-profile-storage', process.env.BENCH_CACHE_TTL_MS ?? '0');

const videos = videosMix(config.volume, config.seed);
const byKind = (kind: string): TMix => {
  const { kinds } = listMix(videos);
  return { name: kind, kinds: kinds.filter((k) => k.name === kind).map((k) => ({ ...k, share: 1 })) };
};
const sorted = (field: string) => ({
  name: `unfiltered, sorted by ${field}`,
  kinds: [{ name: field, share: 1, draw: () => `/videos?sort=${encodeURIComponent(JSON.stringify([field, 'ASC']))}&range=${encodeURIComponent('[25,49]')}` }],
});

/** CPU and wall time per request of `count` requests sent one after another. */
const measure = async (label: string, next: () => string) => {
  for (let i = 0; i < 20; i++) await app.inject({ url: `${base}${next()}`, headers });
  const profiled = process.env.PROFILE_LINE && new RegExp(process.env.PROFILE_LINE).test(label) ? new Session() : undefined;
  if (profiled) {
    profiled.connect();
    await profiled.post('Profiler.enable');
    await profiled.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < requests; i++) {
    const response = await app.inject({ url: `${base}${next()}`, headers });
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  if (profiled) {
    const { profile } = await profiled.post('Profiler.stop');
    mkdirSync(new URL('out/', import.meta.url), { recursive: true });
    writeFileSync(new URL(`out/${label.replace(/\W+/g, '-')}.cpuprofile`, import.meta.url), JSON.stringify(profile));
    profiled.disconnect();
  }
  console.log(`${target.name.padEnd(10)} ${label.padEnd(34)} CPU ${((used.user + used.system) / 1000 / requests).toFixed(3)} ms, wall ${(wall / requests).toFixed(2)} ms per request`);
};

{
  // What the process spends doing nothing asked of it (timers, jobs, the listening connection).
  const cpu = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idle = process.cpuUsage(cpu);
  console.log(`idle: ${((idle.user + idle.system) / 3000).toFixed(3)} ms of CPU per second`);
}
console.log(`${config.volume.videos} videos, ${requests} requests per line, cache ${process.env.BENCH_CACHE_TTL_MS ?? '0'} ms`);
await measure('GET /auth/me', () => '/auth/me');
await measure('GET /tags (60 rows, page of 25)', () => '/tags');
for (const kind of ['unfiltered', 'status filter', 'tag filter', 'text search']) {
  const next = mixStream(byKind(kind), config.seed);
  await measure(`mix: ${kind}`, () => next().path);
}
const whole = mixStream(listMix(videos), config.seed);
await measure('mix: all kinds', () => whole().path);
for (const field of ['title', 'published_at']) {
  const mix = sorted(field);
  const next = mixStream(mix, config.seed);
  await measure(mix.name, () => next().path);
}
await app.close();
await database.close();
await target.cleanup();
