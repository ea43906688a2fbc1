/** The demo data set a fresh embedded start loads: its videos play, and a demo draft can be published. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../server/setup/demo.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  expect(await seedDemo(t.db, t.app.storage)).toBe(true);
  // The whole demo, its year of visits included, takes up to two minutes on a busy machine.
}, 180_000);
afterAll(() => t.close());

type TVideo = { id: number; title: string; status: string; video: string; trailer: string; preview_video: string };

describe('the demo', () => {
  it('gives every video a playable file, trailer and preview', async () => {
    const list = await t.call(token, { url: `${API}/videos?range=[0,49]` });
    const ids = list.json().map((row: { id: number }) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of ids) {
      const video = (await t.call(token, { url: `${API}/videos/${id}` })).json() as TVideo;
      for (const url of [video.video, video.trailer, video.preview_video]) expect(url, video.title).toMatch(/^\/media\/videos\/.+\.webm$/);
    }
    const first = (await t.call(token, { url: `${API}/videos/${ids[0]}` })).json() as TVideo;
    const served = await t.app.inject({ url: first.video, headers: { range: 'bytes=0-3' } });
    expect([200, 206]).toContain(served.statusCode);
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  });

  it('lets a demo draft be published: it has all that publishing needs', async () => {
    const drafts = await t.call(token, { url: `${API}/videos?filter=${encodeURIComponent('{"status":"draft"}')}` });
    const draft = drafts.json()[0] as TVideo;
    const published = await t.call(token, { method: 'POST', url: `${API}/videos/${draft.id}/publish`, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
    expect((await t.call(token, { url: `${API}/videos/${draft.id}` })).json().status).toBe('published');
  });

  it('has 2,000 customers on three sites, in the three languages, some verified, some disabled, a few mailed', async () => {
    const total = await t.call(token, { url: `${API}/users?range=[0,0]` });
    expect(total.headers['content-range']).toMatch(/\/2000$/);
    for (const [language, name] of [['en', /^[A-Z][a-z]+$/], ['zh-TW', /^\p{Script=Han}+$/u], ['zh-CN', /^\p{Script=Han}+$/u]] as const) {
      const page = (await t.call(token, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ q: '', status: 'active' }))}&range=[0,499]` })).json();
      expect(page.length).toBeGreaterThan(0);
      const one = (await t.call(token, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ site: (await t.call(token, { url: `${API}/sites?filter=${encodeURIComponent(JSON.stringify({ default_language: language }))}` })).json()[0].id }))}` })).json()[0];
      expect((await t.call(token, { url: `${API}/users/${one.id}` })).json()).toMatchObject({ language, first_name: expect.stringMatching(name) });
    }
    expect((await t.call(token, { url: `${API}/users?filter=${encodeURIComponent('{"status":"disabled"}')}` })).json().length).toBeGreaterThan(0);
    expect((await t.call(token, { url: `${API}/mails` })).json().length).toBeGreaterThan(0);
  });

  it('loads nothing into a database that already has content', async () => {
    expect(await seedDemo(t.db, t.app.storage)).toBe(false);
  });
});

describe('the demo’s customer contact', () => {
  const total = async (path: string, filter: object = {}) =>
    Number((await t.call(token, { url: `${API}/${path}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}` })).headers['content-range']?.split('/')[1]);

  it('holds 300 tickets and 100 cooperation requests from three sites, in the three languages', async () => {
    expect(await total('supports')).toBe(300);
    expect(await total('cooperations')).toBe(100);
    for (const status of ['open', 'solved', 'archived']) expect(await total('supports', { status })).toBeGreaterThan(0);
    for (const status of ['new', 'solved', 'archived']) expect(await total('cooperations', { status })).toBeGreaterThan(0);
    const sites = (await t.call(token, { url: `${API}/sites` })).json() as { id: number; default_language: string; intake_key_prefix: string | null }[];
    expect(sites.map((s) => s.default_language).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    for (const site of sites) {
      expect(site.intake_key_prefix).toMatch(/^srk_/);
      expect(await total('supports', { site: site.id })).toBe(100);
      const [one] = (await t.call(token, { url: `${API}/supports?range=[0,0]&filter=${encodeURIComponent(JSON.stringify({ site: site.id }))}` })).json() as { id: number }[];
      const ticket = (await t.call(token, { url: `${API}/supports/${one!.id}` })).json();
      expect(ticket.language).toBe(site.default_language);
    }
  });

  it('gives some tickets attachments that are served, and a conversation', async () => {
    const tickets = (await t.call(token, { url: `${API}/supports?range=[0,299]&sort=${encodeURIComponent('["id","ASC"]')}` })).json() as { id: number }[];
    const first = (await t.call(token, { url: `${API}/supports/${tickets[0]!.id}` })).json();
    expect(first.attachment).toMatch(/^\/media\/files\/.+\.pdf$/);
    expect((await t.app.inject({ url: first.attachment })).statusCode).toBe(200);
    const answered = await t.call(token, { url: `${API}/supports?range=[0,0]&filter=${encodeURIComponent('{"status":"solved"}')}` });
    const replies = (await t.call(token, { url: `${API}/supports/${answered.json()[0].id}/replies` })).json().data;
    expect(replies.length).toBeGreaterThan(0);
  });
});

describe('the demo’s comments', () => {
  const total = async (path: string, filter: object = {}) =>
    Number((await t.call(token, { url: `${API}/${path}?range=[0,0]&filter=${encodeURIComponent(JSON.stringify(filter))}` })).headers['content-range']?.split('/')[1]);

  it('holds 5,000 comments in the three languages, 200 of them reported and awaiting a decision in the inbox', async () => {
    expect(await total('comments')).toBe(5000);
    expect(await total('comments', { report_status: 'reported' })).toBe(200);
    const reports = await t.call(token, { url: `${API}/comments/reports?range=[0,0]` });
    expect(reports.statusCode, reports.body).toBe(200);
    expect(reports.headers['content-range']).toBe('comments/reports 0-0/200');
    const inbox = (await t.call(token, { url: `${API}/inbox?range=[0,0]` })).json();
    expect(inbox.counts.comments).toBe(200);
    const page = (await t.call(token, { url: `${API}/comments?range=[0,499]` })).json() as { comment: string }[];
    expect(page.some((c) => /^[A-Za-z]/.test(c.comment))).toBe(true);
    expect(page.some((c) => /[這們還]/.test(c.comment))).toBe(true);
    expect(page.some((c) => /[这们还]/.test(c.comment))).toBe(true);
    const [group] = (await t.call(token, { url: `${API}/comments/reports?range=[0,0]` })).json();
    expect(group.count).toBeGreaterThanOrEqual(1);
    expect(group.reports[0]).toMatchObject({ reason: expect.any(String), reporter_name: expect.any(String) });
  });
});
