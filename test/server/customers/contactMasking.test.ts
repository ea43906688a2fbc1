/**
 * Personal fields (a user's e-mail and phone) are read whole only with `view-contact-users`:
 * without it, records, lists, action answers and CSV exports mask them, and a masked value the
 * edit form sends back changes nothing.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
let token: string;
let id: number;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login();
  const site = (await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: 'Main', domain: 'watch.example.com' } })).json().id;
  const created = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: 'jane', email: 'jane.doe@example.com', phone: '+886 912 345 678' } });
  id = created.json().id;
});
afterAll(() => t.close());

const MASKED = { email: 'j***@example.com', phone: '***78' };
const WHOLE = { email: 'jane.doe@example.com', phone: '+886 912 345 678' };

describe('contact details of users', () => {
  it('answer 401 without a token and 403 without the list permission, whatever the unmask permission', async () => {
    expect((await t.call(undefined, { url: `${API}/users/${id}` })).statusCode).toBe(401);
    expect((await t.call(undefined, { url: `${API}/users` })).statusCode).toBe(401);
    const onlyUnmask = await t.createAdmin(['view-contact-users']);
    expect((await t.call(onlyUnmask.token, { url: `${API}/users/${id}` })).statusCode).toBe(403);
    expect((await t.call(onlyUnmask.token, { url: `${API}/users` })).statusCode).toBe(403);
  });

  it('are masked in the record and the list without view-contact-users, whole with it', async () => {
    const masked = await t.createAdmin(['list-users']);
    const whole = await t.createAdmin(['list-users', 'view-contact-users']);
    // The masked page must not be the one kept in memory for the other caller, nor the other way round.
    for (const [caller, expected] of [[masked, MASKED], [whole, WHOLE], [masked, MASKED], [whole, WHOLE]] as const) {
      const one = await t.call(caller.token, { url: `${API}/users/${id}` });
      expect(one.json()).toMatchObject(expected);
      const page = await t.call(caller.token, { url: `${API}/users` });
      expect(page.json()[0]).toMatchObject({ email: expected.email });
    }
    // The super-admin holds every permission.
    expect((await t.call(token, { url: `${API}/users/${id}` })).json()).toMatchObject(WHOLE);
  });

  it('are not searched by q without view-contact-users, so that a guessed address or number cannot be confirmed', async () => {
    const masked = await t.createAdmin(['list-users', 'export-users']);
    const whole = await t.createAdmin(['list-users', 'export-users', 'view-contact-users']);
    const found = async (tokenOf: string, q: string) => {
      const page = await t.call(tokenOf, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ q }))}` });
      expect(page.statusCode, page.body).toBe(200);
      return { ids: (page.json() as { id: number }[]).map((u) => u.id), range: page.headers['content-range'] };
    };
    const exported = async (tokenOf: string, q: string) =>
      (parse((await t.call(tokenOf, { url: `${API}/users/exportCsv?filter=${encodeURIComponent(JSON.stringify({ q }))}` })).body, { bom: true, columns: true }) as unknown[]).length;
    // Asked in turns, so that neither caller is answered the page or the total kept for the other.
    for (const q of ['jane.doe@example', '912 345']) {
      expect(await found(whole.token, q)).toEqual({ ids: [id], range: 'users 0-0/1' });
      expect(await found(masked.token, q)).toEqual({ ids: [], range: 'users 0-0/0' });
      expect(await found(whole.token, q)).toEqual({ ids: [id], range: 'users 0-0/1' });
      expect(await exported(masked.token, q)).toBe(0);
      expect(await exported(whole.token, q)).toBe(1);
    }
    // The username and the name are still searched.
    expect((await found(masked.token, 'jan')).ids).toEqual([id]);
  });

  it('are masked in the CSV export without view-contact-users', async () => {
    const masked = await t.createAdmin(['export-users']);
    const whole = await t.createAdmin(['export-users', 'view-contact-users']);
    const rows = async (tokenOf: string) => parse((await t.call(tokenOf, { url: `${API}/users/exportCsv` })).body, { bom: true, columns: true }) as Record<string, string>[];
    // The export's headers are the fields' names in the admin's language (English here).
    expect((await rows(masked.token))[0]).toMatchObject({ 'E-mail': MASKED.email, Phone: MASKED.phone });
    // A cell starting with + is kept inert for spreadsheets.
    expect((await rows(whole.token))[0]).toMatchObject({ 'E-mail': WHOLE.email, Phone: `'${WHOLE.phone}` });
  });

  it('stay as they were when an editor who sees them masked saves the form, and are masked in the answer', async () => {
    const editor = await t.createAdmin(['list-users', 'edit-users']);
    const form = (await t.call(editor.token, { url: `${API}/users/${id}` })).json();
    const saved = await t.call(editor.token, { method: 'PUT', url: `${API}/users/${id}`, payload: { email: form.email, phone: form.phone, first_name: 'Jane', version: form.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...MASKED, first_name: 'Jane' });
    expect((await t.call(token, { url: `${API}/users/${id}` })).json()).toMatchObject({ ...WHOLE, first_name: 'Jane' });
  });

  it('are masked in the answer of an action', async () => {
    const disabler = await t.createAdmin(['disable-users', 'enable-users']);
    const answer = await t.call(disabler.token, { method: 'POST', url: `${API}/users/${id}/disable`, payload: { reason: 'Testing' } });
    expect(answer.json()).toMatchObject({ status: 'disabled', ...MASKED });
    await t.call(disabler.token, { method: 'POST', url: `${API}/users/${id}/enable` });
  });
});
