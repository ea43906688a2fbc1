/** One load run with autocannon (10 connections): requests per second and latency percentiles from every response. */
import autocannon from 'autocannon';

export type TLoad = { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number; requests: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const load = async (url: string, headers: Record<string, string>, seconds: number): Promise<TLoad> => {
  const times: number[] = [];
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
  };
};
