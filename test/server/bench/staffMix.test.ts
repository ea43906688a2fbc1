/**
 * The benchmark's staff mix stays honest: the same seed draws the same URLs, the kinds keep their
 * declared shares, and every URL it can draw is a valid list request on generated data that
 * never asks for a page past the end. The loader and the colleague's saves run for a second.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchConfig } from '../../../bench/config.ts';
import { generateCatalogue, TITLE_FIRST, TITLE_SECOND, videoFacts } from '../../../bench/generate.ts';
import { goalsOf } from '../../../bench/goals.ts';
import { lastPage, listMix, listPath, pageMix } from '../../../bench/listMix.ts';
import { load } from '../../../bench/load.ts';
import { drawRequests, mixStream } from '../../../bench/mix.ts';
import { videoSave, videosMix } from '../../../bench/mixes/videos.ts';
import { signIn, whileSaving } from '../../../bench/session.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { TEST_ADMIN_PASSWORD } from '../../helpers/constants.ts';

const config = benchConfig({ BENCH_QUICK: '1', BENCH_VIDEOS: '600' });
const { volume, seed } = config;
const declaration = videosMix(volume, seed);
const mix = listMix(declaration);

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ prepare: (db) => generateCatalogue(db, volume) });
  token = await t.login();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const response = await t.call(token, { method: 'GET', url: `${API}${path}` });
  return { status: response.statusCode, rows: response.statusCode === 200 ? (response.json() as unknown[]).length : 0, body: response.body };
};

describe('the staff mix of the benchmark', () => {
  it('draws the same URLs from the same seed, and others from another', () => {
    const first = drawRequests(mix, 500, seed);
    expect(drawRequests(mix, 500, seed)).toEqual(first);
    expect(drawRequests(mix, 500, seed + 1)).not.toEqual(first);
    expect(new Set(first.map((drawn) => drawn.path)).size).toBeGreaterThan(300);
  });

  it('keeps the declared share of each kind, every sort both ways, and most requests on the first pages', () => {
    const drawn = drawRequests(mix, 20_000, seed);
    for (const kind of declaration.kinds) {
      const share = drawn.filter((d) => d.kind === kind.name).length / drawn.length;
      expect(Math.abs(share - kind.share), kind.name).toBeLessThan(0.015);
    }
    // Every title word is searched, beside phrases and serial numbers taken from the rows.
    expect(declaration.kinds[0]!.values.length).toBeGreaterThan(TITLE_FIRST.length + TITLE_SECOND.length);
    expect(declaration.kinds.map((k) => [k.name, k.share])).toEqual([
      ['text search', 0.25],
      ['status filter', 0.2],
      ['tag filter', 0.15],
      ['unfiltered', 0.4],
    ]);
    const params = drawn.map((d) => new URL(d.path, 'http://x').searchParams);
    const sorts = new Set(params.map((p) => p.get('sort')));
    expect(sorts.size).toBe(declaration.sorts.length * 2);
    const pages = params.map((p) => (JSON.parse(p.get('range')!) as number[])[0]! / declaration.pageSize + 1);
    const near = pages.filter((page) => page <= declaration.pages.near).length / pages.length;
    expect(near).toBeGreaterThanOrEqual(0.79);
    expect(near).toBeLessThan(0.95);
    expect(Math.max(...pages)).toBe(lastPage(volume.videos, declaration.pageSize));
  });

  it('draws only list requests the API answers with a full page', async () => {
    const paths = [...new Set(drawRequests(mix, 200, seed).map((d) => d.path))];
    for (const path of paths) {
      const { status, rows, body } = await get(path);
      expect(status, `${path}: ${body}`).toBe(200);
      expect(rows, path).toBeGreaterThan(0);
    }
  });

  it('knows how many rows each filter value matches: its last page has rows, the page after has none', async () => {
    for (const kind of declaration.kinds) {
      for (const value of kind.values) {
        const pageOf = (page: number) => listPath(declaration.resource, declaration.pageSize, { sort: ['title', 'ASC'], page, filter: value.filter });
        const last = lastPage(value.rows, declaration.pageSize);
        const lastRows = value.rows - (last - 1) * declaration.pageSize;
        expect((await get(pageOf(last))).rows, JSON.stringify(value)).toBe(lastRows);
        expect((await get(pageOf(last + 1))).rows, JSON.stringify(value)).toBe(0);
      }
    }
  });

  it('agrees with the generator on which videos each status and tag holds', async () => {
    const all = Array.from({ length: volume.videos }, (_, i) => ({ id: i + 1, ...videoFacts(i + 1, volume) }));
    const filters: { filter: Record<string, unknown>; holds: (video: (typeof all)[number]) => boolean }[] = [
      ...[...new Set(all.map((v) => v.status))].map((status) => ({ filter: { status }, holds: (v: (typeof all)[number]) => v.status === status })),
      ...Array.from({ length: volume.tags }, (_, i) => ({ filter: { tags: [i + 1] }, holds: (v: (typeof all)[number]) => v.tags.includes(i + 1) })),
    ];
    for (const { filter, holds } of filters) {
      const response = await t.call(token, { method: 'GET', url: `${API}${listPath('videos', 25, { sort: ['id', 'ASC'], page: 1, filter })}` });
      const expected = all.filter(holds).slice(0, 25).map((v) => [v.id, v.serialNumber, v.title]);
      expect((response.json() as { id: number; serial_number: string; title: string }[]).map((v) => [v.id, v.serial_number, v.title]), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('loads a running API with the mix while a colleague saves, and reports every answer', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const session = await signIn(`http://127.0.0.1:${port}${API}`, 'admin', TEST_ADMIN_PASSWORD);
    const next = mixStream(mix, seed);
    const { load: measured, note } = await whileSaving(session, 200, (round) => videoSave(round, volume), () =>
      load({ url: session.base, headers: session.headers, seconds: 1, serverPid: process.pid, next: () => next().path }),
    );
    expect(measured.requests).toBeGreaterThan(0);
    expect(measured.non2xx).toBe(0);
    expect(measured.errors).toBe(0);
    expect(measured.distinct!.paths).toBeGreaterThan(1);
    expect(measured.cpuMsPerRequest).toBeGreaterThan(0);
    expect(note).toMatch(/^[1-9]\d* saves, 0 refused$/);
  });

  it('judges a target only on a line with enough answers, and never a missing line', () => {
    const deep = pageMix(declaration, 3_000, volume.videos);
    expect(drawRequests(deep, 1, seed)[0]!.path).toContain(`range=${encodeURIComponent(JSON.stringify([575, 599]))}`);
    const line = (p95: number, requests: number) => ({ rps: 100, p50: 1, p95, p99: p95, errors: 0, non2xx: 0, requests, cpuMsPerRequest: 0.5 });
    const goals = goalsOf([{ database: 'PGlite', condition: 'cache off', load: line(10, 1000) }, { database: 'PostgreSQL', condition: 'cache off', load: line(1, 3) }], line(1, 1000));
    expect(goals.find((g) => g.target.startsWith('PGlite, staff mix, cache off'))).toMatchObject({ isMet: true });
    const fewAnswers = goals.find((g) => g.target.startsWith('PostgreSQL, staff mix, cache off: p95'))!;
    expect([fewAnswers.measured, fewAnswers.isMet]).toEqual(['3 answers, too few to judge', undefined]);
    const missing = goals.find((g) => g.target.includes('save every 200 ms'))!;
    expect([missing.measured, missing.isMet]).toEqual(['not measured in this run', undefined]);
  });
});
