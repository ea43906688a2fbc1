/**
 * Each request of the videos staff mix timed alone: the bench's catalogue (`BENCH_VIDEOS`, 100,000)
 * generated once into a database kept between runs (`PROBE_DATABASE`, default
 * showrunner_videos_probe; `PROBE_FILL=1` fills it anew), the API built in this process with the
 * cache off, and `PROBE_REQUESTS` drawn requests (300) sent one at a time (`PROBE_KIND` keeps one
 * kind). Prints the time per kind (p50, p95, the slowest) and the slowest URLs, to find which
 * shapes make the mix's p95. Not part of CI.
 */
import { openDatabase } from '../server/db/index.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { drawRequests } from './mix.ts';
import { videosMix } from './mixes/videos.ts';
import { probeApp, timeAlone } from './probe.ts';
import { postgresTarget } from './targets.ts';

const config = benchConfig(process.env);
const name = process.env.PROBE_DATABASE ?? 'showrunner_videos_probe';
const url = new URL(config.pgUrl);
url.pathname = `/${name}`;
if (process.env.PROBE_FILL === '1') await postgresTarget(config.pgUrl, { volume: config.volume, catalogue: true }, name);
const database = await openDatabase({ url: url.toString() });
const probe = await probeApp(database, '/tmp/showrunner-probe-storage');
const only = process.env.PROBE_KIND;
const drawn = drawRequests(listMix(videosMix(config.volume, config.seed)), Number(process.env.PROBE_REQUESTS ?? 300), config.seed).filter((d) => !only || d.kind === only);
await timeAlone(probe, drawn);
await probe.app.close();
await database.close();
