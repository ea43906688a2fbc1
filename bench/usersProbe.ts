/**
 * Each request of the users mix timed alone: a million users generated once into a database kept
 * between runs (`PROBE_DATABASE`, default showrunner_users_probe; `PROBE_FILL=1` fills it anew), the
 * API built in this process with the cache off, and `PROBE_REQUESTS` drawn requests (300) sent one
 * at a time. Prints the time per kind (p50, p95, the slowest) and the slowest URLs, to find which
 * shapes make the mix's p95. Not part of CI.
 */
import { openDatabase } from '../server/db/index.ts';
import { benchConfig } from './config.ts';
import { listMix } from './listMix.ts';
import { drawRequests } from './mix.ts';
import { usersMix } from './mixes/users.ts';
import { probeApp, timeAlone } from './probe.ts';
import { postgresTarget } from './targets.ts';

const config = benchConfig(process.env);
const name = process.env.PROBE_DATABASE ?? 'showrunner_users_probe';
const url = new URL(config.pgUrl);
url.pathname = `/${name}`;
// The users sign up up to this instant, the same in every run, so that a kept database matches the mix.
const now = Date.UTC(2026, 10, 1);
if (process.env.PROBE_FILL === '1') await postgresTarget(config.pgUrl, { volume: config.volume, catalogue: false, users: { count: config.users, now } }, name);
const database = await openDatabase({ url: url.toString() });
const probe = await probeApp(database, '/tmp/showrunner-probe-storage');
const drawn = drawRequests(listMix(usersMix(config.users, config.seed, now)), Number(process.env.PROBE_REQUESTS ?? 300), config.seed);
await timeAlone(probe, drawn);
await probe.app.close();
await database.close();
