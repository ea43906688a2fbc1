/** One load run with autocannon (10 connections): requests per second and latency percentiles from every response. */
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
};

/** User and system CPU time of a process so far, in milliseconds (Linux). */
export const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const load = async (url: string, headers: Record<string, string>, seconds: number, serverPid?: number): Promise<TLoad> => {
  const times: number[] = [];
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration: seconds, headers }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    ...(serverPid ? { cpuMsPerRequest: (cpuMsOf(serverPid) - cpuBefore) / Math.max(1, result.requests.total) } : {}),
  };
};
