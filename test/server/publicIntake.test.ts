/**
 * The public intake as a customer-facing site's server calls it: keyed, strict, small, limited
 * per address and per key, with attachments checked like every upload.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files } from '../../server/files/table.ts';
import { API, buildTestApp, type TTestApp } from '../helpers/buildTestApp.ts';
import { form, pdfBytes, send, siteWithKey } from './helpers/intake.ts';
import { pngBytes } from './helpers/images.ts';

const ticket = { type: 'billing', subject: 'Charged twice', email: 'ana@example.com', message: 'I was charged twice this month.' };

let t: TTestApp;
let token: string;
let key: string;
let siteId: number;
beforeAll(async () => {
  // Small limits, so that the tests reach them.
  t = await buildTestApp({ config: { publicPerIp: 5, publicPerKey: 8, publicMaxFileBytes: 4096 } });
  token = await t.login();
});
// A site per test, so that each test meets the per-key limit only where it looks for it.
beforeEach(async () => {
  ({ key, id: siteId } = await siteWithKey(t, token, { default_language: 'zh-TW' }));
});
afterAll(() => t.close());

/** Each call from an address of its own, so that the per-address limit stays out of the way. */
let address = 0;
const fresh = () => `198.51.100.${++address}`;
const rows = async () => (await t.call(token, { url: `${API}/supports?range=[0,499]` })).json() as { id: number }[];

describe('POST /api/v1/public/supports', () => {
  it('takes a ticket as JSON and answers 201 with its id; staff then see it, open, from the site, in the site’s language', async () => {
    const res = await send(t, 'supports', key, { payload: ticket, ip: fresh() });
    expect(res.statusCode, res.body).toBe(201);
    expect(Object.keys(res.json())).toEqual(['id']);
    const read = await t.call(token, { url: `${API}/supports/${res.json().id}` });
    expect(read.json()).toMatchObject({ ...ticket, status: 'open', site: siteId, language: 'zh-TW', attachment: null, replies_count: 0 });
  });

  it('refuses unknown fields, missing ones and bad values with a message under each field, writing nothing', async () => {
    const before = (await rows()).length;
    const unknown = await send(t, 'supports', key, { payload: { ...ticket, status: 'solved', site: 99 }, ip: fresh() });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ status: ['Unknown field'], site: ['Unknown field'] });
    const bad = await send(t, 'supports', key, { payload: { type: 'refund', email: 'nope', subject: ' ', message: 'x'.repeat(5001) }, ip: fresh() });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      type: ['Must be one of the listed values'],
      email: ['Must be a valid email'],
      subject: ['Required'],
      message: ['Must be 5000 characters or less'],
    });
    const notObject = await send(t, 'supports', key, { payload: '[1,2]', headers: { 'content-type': 'application/json' }, ip: fresh() });
    expect(notObject.statusCode).toBe(422);
    expect((await rows()).length).toBe(before);
  });

  it('refuses an oversize body with 413, a body of another type with 415, malformed JSON with 400', async () => {
    const huge = await send(t, 'supports', key, { payload: { ...ticket, message: 'x'.repeat(70_000) }, ip: fresh() });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The request is too large.');
    const text = await send(t, 'supports', key, { payload: 'hello', headers: { 'content-type': 'text/plain' }, ip: fresh() });
    expect(text.statusCode).toBe(415);
    const broken = await send(t, 'supports', key, { payload: '{"type":', headers: { 'content-type': 'application/json' }, ip: fresh() });
    expect(broken.statusCode).toBe(400);
  });

  it('answers 401 without a valid key, and is not the admin API: an admin token is no key', async () => {
    expect((await send(t, 'supports', undefined, { payload: ticket, ip: fresh() })).statusCode).toBe(401);
    const withToken = await t.app.inject({ method: 'POST', url: '/api/v1/public/supports', payload: ticket, remoteAddress: fresh(), headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(401);
    expect((await send(t, 'nothing-here', key, { payload: ticket, ip: fresh() })).statusCode).toBe(404);
  });

  it('limits each address, counting refused keys too, with 429 and Retry-After', async () => {
    const ip = fresh();
    for (let i = 0; i < 4; i++) expect((await send(t, 'supports', 'srk_guess', { payload: ticket, ip })).statusCode).toBe(401);
    expect((await send(t, 'supports', key, { payload: ticket, ip })).statusCode).toBe(201);
    const limited = await send(t, 'supports', key, { payload: ticket, ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    expect((await send(t, 'supports', key, { payload: ticket, ip: fresh() })).statusCode).toBe(201);
  });

  it('limits each key, whatever the address', async () => {
    const other = await siteWithKey(t, token);
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await send(t, 'supports', other.key, { payload: ticket, ip: fresh() })).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429]);
  });

  it('takes an attachment in multipart, stored and served as every upload', async () => {
    const res = await send(t, 'supports', key, { ...form({ ...ticket, language: 'en' }, [{ field: 'attachment', filename: 'invoice.pdf', content: pdfBytes(), type: 'application/pdf' }]), ip: fresh() });
    expect(res.statusCode, res.body).toBe(201);
    const read = (await t.call(token, { url: `${API}/supports/${res.json().id}` })).json();
    expect(read.language).toBe('en');
    expect(read.attachment).toMatch(/^\/media\/files\/.+\.pdf$/);
    const served = await t.app.inject({ url: read.attachment });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const [stored] = await t.db.select().from(files).where(eq(files.storageKey, read.attachment.slice('/media/'.length)));
    expect(stored).toMatchObject({ kind: 'file', mime: 'application/pdf', originalName: 'invoice.pdf', uploadedBy: null });
  });

  it('refuses a disguised file (415), a too large one (413), a second file or an unknown file field (422), keeping nothing', async () => {
    const before = { tickets: (await rows()).length, files: (await t.storedFiles()).length };
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const disguised = await send(t, 'supports', key, { ...form(ticket, [{ field: 'attachment', filename: 'invoice.pdf', content: html }]), ip: fresh() });
    expect(disguised.statusCode).toBe(415);
    const large = await send(t, 'supports', key, { ...form(ticket, [{ field: 'attachment', filename: 'big.png', content: await pngBytes(2000, 2000, '#123456') }]), ip: fresh() });
    expect(large.statusCode).toBe(413);
    const unknownFile = await send(t, 'supports', key, { ...form(ticket, [{ field: 'photo', filename: 'a.pdf', content: pdfBytes() }]), ip: fresh() });
    expect(unknownFile.statusCode).toBe(422);
    expect(unknownFile.json().errors).toEqual({ photo: ['Unknown field'] });
    const unknownField = await send(t, 'supports', key, { ...form({ ...ticket, status: 'solved' }, [{ field: 'attachment', filename: 'a.pdf', content: pdfBytes() }]), ip: fresh() });
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().errors).toEqual({ status: ['Unknown field'] });
    const two = await send(t, 'supports', key, {
      ...form(ticket, [
        { field: 'attachment', filename: 'a.pdf', content: pdfBytes() },
        { field: 'attachment', filename: 'b.pdf', content: pdfBytes() },
      ]),
      ip: fresh(),
    });
    expect(two.statusCode).toBeGreaterThanOrEqual(400);
    expect(two.statusCode).toBeLessThan(500);
    expect((await rows()).length).toBe(before.tickets);
    expect((await t.storedFiles()).length).toBe(before.files);
  });

  it('writes an audit row for each ticket, naming no admin', async () => {
    const res = await send(t, 'supports', key, { payload: ticket, ip: fresh() });
    const filter = encodeURIComponent(JSON.stringify({ resource: 'supports', action: 'intake' }));
    const logs = (await t.call(token, { url: `${API}/audit_logs?filter=${filter}&range=[0,499]` })).json() as { record_id: string; admin_id: number | null }[];
    expect(logs.find((log) => log.record_id === String(res.json().id))).toMatchObject({ admin_id: null });
  });
});
