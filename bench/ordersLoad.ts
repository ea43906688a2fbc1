/**
 * The orders' lines that are not a mix of GETs: a month's payout report created, the CSV export of
 * every order streamed while the server's memory is sampled, and the card processor's postbacks
 * sent at a fixed rate, signed as the payment simulator signs them, then counted in the database.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { signBody, SIGNATURE_HEADER } from '../resources/orders/notification.server.ts';
import { BENCH_PLANS, BENCH_POSTBACK_SECRET, BENCH_SEGPAYS } from './generate.ts';
import { cpuMsOf, type TLoad } from './load.ts';
import type { TSession } from './session.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The resident memory of a process, in MiB (Linux). */
export const rssMibOf = (pid: number): number => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
};

export type TPayoutResult = { reports: number; p50: number; max: number; cpuMsPerReport: number; failures: string[] };

/**
 * Creates a payout report of a whole calendar month for each setting and each of `monthsBack`, one
 * at a time, as finance does (each with its Idempotency-Key), timing each; then deletes them, so that
 * the kept database stays as generated.
 */
export const createPayoutReports = async (session: TSession, serverPid: number, now: number, monthsBack: number[]): Promise<TPayoutResult> => {
  const times: number[] = [];
  const failures: string[] = [];
  const created: number[] = [];
  const cpuBefore = cpuMsOf(serverPid);
  for (const back of monthsBack) {
    const d = new Date(now);
    const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
    const end = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 0));
    for (let segpay = 1; segpay <= BENCH_SEGPAYS.length; segpay++) {
      const body = { segpay, period_start: start.toISOString().slice(0, 10), period_end: end.toISOString().slice(0, 10) };
      const started = performance.now();
      const response = await fetch(`${session.base}/segpay-payout-reports`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json', 'idempotency-key': `bench-${now}-${back}-${segpay}-${Date.now()}` },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id?: number };
      times.push(performance.now() - started);
      if (response.status !== 201 && response.status !== 200) failures.push(`${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      else if (answer.id) created.push(answer.id);
    }
  }
  const cpuMsPerReport = (cpuMsOf(serverPid) - cpuBefore) / Math.max(1, times.length);
  for (const id of created) await (await fetch(`${session.base}/segpay-payout-reports/${id}`, { method: 'DELETE', headers: session.headers })).arrayBuffer();
  times.sort((a, b) => a - b);
  return { reports: times.length, p50: percentile(times, 50), max: times.at(-1) ?? 0, cpuMsPerReport, failures };
};

export type TCsvResult = { status: number; seconds: number; rows: number; mib: number; rssStartMib: number; rssPeakMib: number; rssEndMib: number; cpuMs: number };

/** `GET /orders/exportCsv` of every order, read to its end, the server's resident memory sampled every 100 ms. */
export const exportCsv = async (session: TSession, serverPid: number): Promise<TCsvResult> => {
  const rssStartMib = rssMibOf(serverPid);
  let rssPeakMib = rssStartMib;
  const sampler = setInterval(() => (rssPeakMib = Math.max(rssPeakMib, rssMibOf(serverPid))), 100);
  const cpuBefore = cpuMsOf(serverPid);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let status = 0;
  try {
    const response = await fetch(`${session.base}/orders/exportCsv`, { headers: session.headers });
    status = response.status;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  rssPeakMib = Math.max(rssPeakMib, rssMibOf(serverPid));
  // The header is a line of its own.
  return { status, seconds, rows: Math.max(0, lines - 1), mib: bytes / 1024 / 1024, rssStartMib, rssPeakMib, rssEndMib: rssMibOf(serverPid), cpuMs: cpuMsOf(serverPid) - cpuBefore };
};

/**
 * `lost`: answered 200 but no order made. Requests still in flight when the line ends are answered
 * after it (autocannon no longer counts them) and may make orders too: `inFlight` of them.
 */
/**
 * `kinds`: how many of each kind were sent; `stored`: the run's notifications found stored after
 * it, by kind and what became of them (`sale applied`, `refund pending`, …).
 */
export type TPostbackResult = {
  load: TLoad; rate: number; sent: number; accepted: number; ordersMade: number; lost: number; inFlight: number; byStatus: Record<number, number>;
  kinds: Record<string, number>; stored: Record<string, number>;
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/**
 * The processor's notifications in about the shares the generated history holds them (for each
 * sale, two renewals and an ending later on; a few refunds): of every 20, 9 sales of new purchases,
 * 8 renewals, 1 cancellation and 1 expiration of running subscriptions (each a different one), and
 * 1 full refund of the sale sent 19 notifications before it (pending if that sale is still in flight).
 */
export const POSTBACK_KINDS = [...Array<string>(9).fill('sale'), ...Array<string>(8).fill('rebill'), 'cancellation', 'expiration', 'refund'] as const;

/** The running subscriptions the renewals and endings name, kept aside to be put back after the line. */
const BACKUP = 'bench_postback_subscriptions';

/**
 * Notifications at `rate` a second for `seconds` after a second's warm-up, in the kinds of POSTBACK_KINDS, each signed with
 * its setting's postback secret; then what they left is counted: every notification answered 2xx
 * must be stored applied (or, a refund whose sale was still in flight, pending), and every sale and
 * renewal applied must have made its order. The rows they made are deleted after and the running
 * subscriptions they changed put back, so that the kept database stays as generated.
 */
export const sendPostbacks = async (origin: string, databaseUrl: string, serverPid: number, rate: number, seconds: number, users: number, databasePids?: () => Promise<number[]>): Promise<TPostbackResult> => {
  const run = Date.now().toString(36);
  const running = await withClient(databaseUrl, async (client) => {
    await client.query(`drop table if exists ${BACKUP}`);
    await client.query(`create table ${BACKUP} as select id, reference, segpay, status, current_period_end, next_rebill_at, cancelled_at, updated_at
      from subscriptions where status = 'active' and reference like 'SP%' order by id limit ${Math.ceil(rate * seconds * 0.6) + 1000}`);
    return (await client.query(`select reference, segpay from ${BACKUP} order by id`)).rows as { reference: string; segpay: number }[];
  });
  let sent = 0;
  let taken = 0;
  const kinds: Record<string, number> = {};
  const byStatus: Record<number, number> = {};
  const times: number[] = [];
  const notification = (i: number) => {
    const kind = POSTBACK_KINDS[i % POSTBACK_KINDS.length]!;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
    const at = new Date().toISOString();
    if (kind === 'sale' || kind === 'refund') {
      // A refund names the sale sent 19 before it, on that sale's setting.
      const of = kind === 'sale' ? i : i - (POSTBACK_KINDS.length - 1);
      const plan = 1 + (of % (BENCH_PLANS.length - 1));
      const setting = 1 + (of % BENCH_SEGPAYS.length);
      const body = kind === 'sale'
        ? { kind, transaction_id: `B${run}-${i}`, purchase_id: `BP${run}-${i}`, occurred_at: at, user_id: 1 + ((i * 7919) % users), plan_id: plan, amount: BENCH_PLANS[plan - 1]!.initial, currency: 'USD', payment_method: 'visa' }
        : { kind, transaction_id: `B${run}-${i}`, related_transaction_id: `B${run}-${of}`, purchase_id: `BP${run}-${of}`, occurred_at: at };
      return { setting, body };
    }
    const subscription = running[taken++ % running.length]!;
    const purchase = subscription.reference.slice(subscription.reference.indexOf('-') + 1);
    const body = kind === 'rebill'
      ? { kind, transaction_id: `B${run}-${i}`, purchase_id: purchase, occurred_at: at, amount: 2999, payment_method: 'visa' }
      : { kind, transaction_id: `B${run}-${i}`, purchase_id: purchase, occurred_at: at };
    return { setting: subscription.segpay, body };
  };
  /** Notifications at the rate for `duration` seconds; every answer is counted, and its time kept when `timed`. */
  const fire = (duration: number, timed: boolean) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: origin,
          connections: 32,
          duration,
          overallRate: rate,
          requests: [
            {
              method: 'POST',
              setupRequest: (request: autocannon.Request) => {
                const { setting, body } = notification(sent++);
                const raw = JSON.stringify(body);
                return {
                  ...request,
                  path: `/api/v1/providers/segpay/${setting}/postback`,
                  headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(BENCH_POSTBACK_SECRET, raw) },
                  body: raw,
                };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
        byStatus[status] = (byStatus[status] ?? 0) + 1;
        if (timed) times.push(responseTime);
      });
    });
  // A second's warm-up at the same rate, as every other line has: its notifications are checked with the rest, not timed.
  await fire(1, false);
  const cpuBefore = cpuMsOf(serverPid);
  const databaseBefore = databasePids ? cpuOfEach(await databasePids()) : new Map<number, number>();
  const result = await fire(seconds, true);
  const cpuMs = cpuMsOf(serverPid) - cpuBefore;
  const databaseMs = databasePids ? cpuSince(databaseBefore, cpuOfEach(await databasePids())) : undefined;
  const accepted = Object.entries(byStatus).reduce((sum, [status, n]) => sum + (Number(status) >= 200 && Number(status) < 300 ? n : 0), 0);
  // Those still in flight finish first.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const { stored, ordersMade } = await withClient(databaseUrl, async (client) => {
    const like = `B${run}-%`;
    const events = (await client.query(`select kind || ' ' || status as outcome, count(*)::int as n from provider_events where transaction_id like $1 group by 1 order by 1`, [like])).rows as { outcome: string; n: number }[];
    const [row] = (await client.query(`select count(*)::int as n from orders where transaction_number like $1`, [like])).rows as { n: number }[];
    await client.query(`delete from provider_events where transaction_id like $1`, [like]);
    await client.query(`delete from orders where transaction_number like $1`, [like]);
    await client.query(`delete from subscriptions where reference like $1`, [`SP_-BP${run}-%`]);
    await client.query(`update subscriptions s set status = b.status, current_period_end = b.current_period_end, next_rebill_at = b.next_rebill_at, cancelled_at = b.cancelled_at, updated_at = b.updated_at
      from ${BACKUP} b where s.id = b.id`);
    await client.query(`drop table ${BACKUP}`);
    return { stored: Object.fromEntries(events.map((e) => [e.outcome, e.n])), ordersMade: row!.n };
  });
  const applied = (kind: string) => stored[`${kind} applied`] ?? 0;
  const kept = Object.entries(stored).reduce((sum, [outcome, n]) => sum + (outcome.endsWith(' rejected') ? 0 : n), 0);
  times.sort((a, b) => a - b);
  const requests = result.requests.total;
  const load: TLoad = {
    rps: requests / Math.max(result.duration, 0.001),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests,
    cpuMsPerRequest: cpuMs / Math.max(1, requests),
    ...(databaseMs === undefined ? {} : { databaseCpuMsPerRequest: databaseMs / Math.max(1, requests) }),
  };
  // Lost: answered 2xx but not stored, or a sale or renewal applied without its order.
  const lost = Math.max(0, accepted - kept) + Math.abs(applied('sale') + applied('rebill') - ordersMade);
  return { load, rate, sent, accepted, ordersMade, lost, inFlight: Math.max(0, kept - accepted), byStatus, kinds, stored };
};

/** CPU so far of each process still there (backends come and go). */
const cpuOfEach = (pids: number[]) => {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    try {
      cpu.set(pid, cpuMsOf(pid));
    } catch {
      // Gone already.
    }
  }
  return cpu;
};
/**
 * The CPU the processes spent since `before`: a process that came since counts from nothing, and
 * one gone since is left out (its last figures cannot be read), so the sum is never below zero.
 */
const cpuSince = (before: Map<number, number>, now: Map<number, number>) => [...now].reduce((sum, [pid, ms]) => sum + Math.max(0, ms - (before.get(pid) ?? 0)), 0);
