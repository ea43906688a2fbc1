/**
 * One load run with autocannon (10 connections): requests per second and latency percentiles
 * from every response. Either one URL repeated, or a stream of paths drawn request by request
 * (a mix), counting how many of them were different.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export type TLoad = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** CPU time the API process spent per request (its database's time not included): steady while other jobs come and go. */
  cpuMsPerRequest?: number;
  /** CPU time a local PostgreSQL spent per request on the bench's database (its backends alive at the end of the line). */
  databaseCpuMsPerRequest?: number;
  /** For a mix: how many different paths were sent, of how many drawn. */
  distinct?: { paths: number; drawn: number };
};

export const CONNECTIONS = 10;

/** User and system CPU time of a process so far, in milliseconds (Linux). */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

/** CPU so far of each process that is still there (a backend may end between the listing and the reading). */
const cpuOfEach = (pids: number[]): Map<number, number> =>
  new Map(
    pids.flatMap((pid) => {
      try {
        return [[pid, cpuMsOf(pid)] as const];
      } catch {
        return [];
      }
    }),
  );

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export type TLoadOptions = {
  /**
   * The URL to repeat; with `next`, its origin and the base path the drawn paths follow. Several
   * URLs (instances behind no balancer) share the connections out between them, each URL held by
   * its own connections for the whole line, as a balancer that spreads connections would.
   */
  url: string | string[];
  headers: Record<string, string>;
  seconds: number;
  /** The API processes whose CPU time is counted (several instances: their sum). */
  serverPid?: number | number[];
  /** The next path under `url`, drawn for each request. */
  next?: () => string;
  /** The database server's processes, to count their CPU time too. */
  databasePids?: () => Promise<number[]>;
};

export const load = async ({ url, headers, seconds, serverPid, next, databasePids }: TLoadOptions): Promise<TLoad> => {
  const times: number[] = [];
  const sent = new Set<string>();
  let drawn = 0;
  const urls = Array.isArray(url) ? url : [url];
  const serverPids = serverPid === undefined ? [] : Array.isArray(serverPid) ? serverPid : [serverPid];
  const cpuOfServers = () => serverPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const base = new URL(urls[0]!).pathname.replace(/\/$/, '');
  const requests = next
    ? [
        {
          method: 'GET' as const,
          setupRequest: (request: autocannon.Request) => {
            const path = `${base}${next()}`;
            drawn++;
            sent.add(path);
            return { ...request, path };
          },
        },
      ]
    : undefined;
  const cpuBefore = cpuOfServers();
  const databaseBefore = databasePids ? cpuOfEach(await databasePids()) : undefined;
  const results = await Promise.all(
    urls.map(
      (target, i) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          // 10 connections in all: 5 and 5 over two URLs, the 10th of an odd split on the first.
          const connections = Math.floor(CONNECTIONS / urls.length) + (i < CONNECTIONS % urls.length ? 1 : 0);
          const instance = autocannon({ url: target, connections, duration: seconds, headers, ...(requests ? { requests } : {}) }, (error, done) =>
            error ? reject(error) : resolve(done),
          );
          instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
        }),
    ),
  );
  const result = {
    requests: { total: results.reduce((sum, r) => sum + r.requests.total, 0) },
    duration: Math.max(...results.map((r) => r.duration)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
  times.sort((a, b) => a - b);
  const databaseMs = databaseBefore && [...cpuOfEach(await databasePids!())].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore.get(pid) ?? 0), 0);
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    ...(serverPids.length ? { cpuMsPerRequest: (cpuOfServers() - cpuBefore) / Math.max(1, result.requests.total) } : {}),
    ...(databaseMs === undefined ? {} : { databaseCpuMsPerRequest: databaseMs / Math.max(1, result.requests.total) }),
    ...(next ? { distinct: { paths: sent.size, drawn } } : {}),
  };
};
