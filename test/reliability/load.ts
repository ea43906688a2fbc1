/**
 * Steady load (promise 44) and a spike. Staff read lists, records and searches (70 %), write
 * (25 %: creates, edits, actions, small image uploads) and export CSV (5 %).
 */
import { call, json, percentile, upload, type TSample } from './client.ts';
import type { TServer } from './server.ts';

const LISTS = ['videos', 'models', 'tags', 'directors', 'posts', 'questions', 'banners', 'admins', 'roles', 'audit_logs', 'sites', 'informations'];
const SORTS: Record<string, string[]> = { videos: ['publishedAt', 'views', 'title'], tags: ['name', 'sort'], models: ['name'], posts: ['id'] };
const WORDS = ['a', 'the', 'love', 'night', 'summer', 'rl', 'x', '1'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const readPath = (ids: Map<string, number[]>): string => {
  const resource = pick(LISTS);
  const roll = Math.random();
  const known = ids.get(resource);
  if (roll < 0.3 && known?.length) return `/${resource}/${pick(known)}`;
  const start = pick([0, 0, 0, 25, 50]);
  const sort = SORTS[resource] ? `&sort=${encodeURIComponent(JSON.stringify([pick(SORTS[resource]), pick(['ASC', 'DESC'])]))}` : '';
  const filter = roll < 0.6 && ['videos', 'tags', 'models', 'posts', 'directors'].includes(resource) ? `&filter=${encodeURIComponent(JSON.stringify({ q: pick(WORDS) }))}` : '';
  return `/${resource}?range=${encodeURIComponent(`[${start},${start + 24}]`)}${sort}${filter}`;
};

export type TKindFigures = { kind: string; count: number; p50: number; p95: number; p99: number; errors5xx: number; shed: number; other4xx: number };

export const figures = (samples: TSample[]): TKindFigures[] =>
  ['read', 'write', 'export'].map((kind) => {
    const mine = samples.filter((s) => s.kind === kind);
    const ms = mine.map((s) => s.ms);
    return {
      kind,
      count: mine.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      p99: percentile(ms, 99),
      // A 503 with Retry-After is load shed on purpose (under-pressure), counted apart from failures.
      errors5xx: mine.filter((s) => (s.status >= 500 && !(s.status === 503 && s.retryAfter)) || s.status === 0).length,
      shed: mine.filter((s) => s.status === 503 && s.retryAfter).length,
      other4xx: mine.filter((s) => s.status >= 400 && s.status < 500).length,
    };
  });

/** Known ids per resource, so that shows and edits hit real records. */
const knownIds = async (server: TServer, token: string): Promise<Map<string, number[]>> => {
  const ids = new Map<string, number[]>();
  for (const resource of LISTS) {
    const answer = await call(server.base, token, 'setup', `/${resource}?range=[0,49]`);
    if (Array.isArray(answer.body)) ids.set(resource, (answer.body as { id: number }[]).map((r) => r.id));
  }
  return ids;
};

export const steadyLoad = async (server: TServer, token: string, options: { staff: number; seconds: number }) => {
  const ids = await knownIds(server, token);
  const samples: TSample[] = [];
  const rssStart = server.rssBytes();
  const until = Date.now() + options.seconds * 1000;
  let n = 0;
  const staff = async () => {
    while (Date.now() < until) {
      const roll = Math.random();
      const i = ++n;
      if (roll < 0.7) samples.push(await call(server.base, token, 'read', readPath(ids)));
      else if (roll < 0.95) {
        const what = Math.random();
        if (what < 0.35) {
          const answer = await call(server.base, token, 'write', '/tags', json('POST', { name: `rl-soak-${i}-${Date.now()}`, sort: i % 1000 }));
          if (answer.status === 201) ids.get('tags')?.push((answer.body as { id: number }).id);
          samples.push(answer);
        } else if (what < 0.6) {
          samples.push(await call(server.base, token, 'write', `/tags/${pick(ids.get('tags')!)}`, json('PUT', { sort: i % 1000 })));
        } else if (what < 0.8) {
          samples.push(await call(server.base, token, 'write', `/videos/${pick(ids.get('videos')!)}/${pick(['publish', 'hide'])}`, json('POST', {})));
        } else samples.push(await upload(server.base, token, i));
      } else samples.push(await call(server.base, token, 'export', `/videos/exportCsv${pick(['', `?filter=${encodeURIComponent(JSON.stringify({ q: pick(WORDS) }))}`])}`));
    }
  };
  await Promise.all(Array.from({ length: options.staff }, staff));
  return { figures: figures(samples), rssStart, rssEnd: server.rssBytes(), samples };
};

const sequentialReads = async (server: TServer, token: string, count: number): Promise<number[]> => {
  const ms: number[] = [];
  for (let i = 0; i < count; i++) ms.push((await call(server.base, token, 'read', `/tags?range=[0,24]`)).ms);
  return ms;
};

/** 100 connections at once; then, 5 s after, the latency a single user sees is back to normal. */
export const spike = async (server: TServer, token: string, options: { connections: number; seconds: number }) => {
  const before = percentile(await sequentialReads(server, token, 40), 95);
  const samples: TSample[] = [];
  const until = Date.now() + options.seconds * 1000;
  const connection = async () => {
    while (Date.now() < until) samples.push(await call(server.base, token, 'read', pick([`/videos?range=[0,24]`, `/tags?range=[0,24]`, `/videos?filter=${encodeURIComponent('{"q":"a"}')}`])));
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  await new Promise((r) => setTimeout(r, 5_000));
  const after = percentile(await sequentialReads(server, token, 40), 95);
  const statuses = new Map<number, number>();
  for (const s of samples) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1);
  const refused = samples.filter((s) => !((s.status >= 200 && s.status < 300) || s.status === 429 || (s.status === 503 && s.retryAfter)));
  const ms = samples.map((s) => s.ms);
  return { before, after, count: samples.length, statuses, refused: refused.length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms) };
};
