/**
 * E-mail that really leaves: links asked for by staff go through the outbox to a real SMTP server
 * in this process, in the customer's language, with a token that works once; a server that is
 * down gets the mail later, once, and nothing is lost.
 */
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../../server/db/system.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, mailSecrets } from '../../../server/mail/tables.ts';
import { deliverDueMails, MAX_TRIES } from '../../../server/mail/sender.ts';
import { enqueueMail } from '../../../server/mail/outbox.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';
import { startSmtpSink, type TSmtpSink } from '../helpers/smtpSink.ts';

let t: TTestApp;
let token: string;
let sink: TSmtpSink;
let site: number;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await buildTestApp({ config: { smtpUrl: sink.url, mailFrom: 'Showrunner <no-reply@watch.example.com>' } });
  token = await t.login();
  site = (await t.call(token, { method: 'POST', url: `${API}/sites`, payload: { name: 'Watch', domain: 'watch.example.com' } })).json().id;
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

let seq = 0;
const newUser = async (language: string) => {
  seq += 1;
  const res = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: `member${seq}`, email: `member${seq}@example.com`, language } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const ask = (id: number, call: string, tokenOf = token) => t.call(tokenOf, { url: `${API}/users/${id}/${call}` });
const sendOutbox = () => t.app.jobs.turn('send-mails', { force: true });
const linkIn = (text: string, path: string) => new RegExp(`https://watch\\.example\\.com/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
/** Lets the per-minute limit pass, as if the mails were sent earlier. */
const age = (minutes: number) => t.db.update(mailOutbox).set({ createdAt: sql`${mailOutbox.createdAt} - make_interval(mins => ${minutes})` });

describe('a password reset link', () => {
  it('arrives in the customer’s language, with a link on their site whose token works once', async () => {
    const id = await newUser('zh-TW');
    const asked = await ask(id, 'send-reset-password');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.headers['cache-control']).toBe('no-store');
    const [queued] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.user, id), eq(mailOutbox.template, 'reset-password')));
    expect(queued).toMatchObject({ state: 'queued', to: `member${seq}@example.com`, locale: 'zh-TW', template: 'reset-password' });
    // The outbox shows the link with its token hidden.
    expect(queued!.body).toContain('https://watch.example.com/reset-password?token=•••');
    expect(await sendOutbox()).toBe('ran');
    const mail = sink.received.at(-1)!;
    expect(mail.to).toBe(`member${seq}@example.com`);
    expect(mail.subject).toBe('設定您在 Watch 的新密碼');
    expect(mail.text).toContain('請在一小時內開啟以下連結');
    const secret = linkIn(mail.text, 'reset-password');
    expect(secret).toBeDefined();
    expect(mail.html).toContain(`href="https://watch.example.com/reset-password?token=${secret}"`);
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(sent).toMatchObject({ state: 'sent', tries: 1, lastError: null });
    expect(await t.db.select().from(mailSecrets).where(eq(mailSecrets.mailId, queued!.id))).toEqual([]);
    const weak = await t.app.inject({ method: 'POST', url: '/api/v1/public/users/reset-password', payload: { token: secret, password: 'short' } });
    expect(weak.statusCode).toBe(422);
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/public/users/reset-password', payload: { token: secret, password: 'Correct-horse-9-battery' } });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/public/users/reset-password', payload: { token: secret, password: 'Another-horse-9-battery' } });
    expect(again.statusCode).toBe(410);
  });
});

describe('an e-mail verification link', () => {
  it('arrives in English on creation, verifies the address once and makes the user active', async () => {
    const id = await newUser('en');
    // The new customer was mailed one already: another waits a minute.
    expect((await ask(id, 'send-email-verification')).statusCode).toBe(429);
    await sendOutbox();
    const mail = sink.received.at(-1)!;
    expect(mail.subject).toBe('Confirm your e-mail address for Watch');
    const secret = linkIn(mail.text, 'verify-email')!;
    const verify = () => t.app.inject({ method: 'POST', url: '/api/v1/public/users/verify-email', payload: { token: secret } });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(410);
    expect((await t.call(token, { url: `${API}/users/${id}` })).json()).toMatchObject({ status: 'active' });
    expect((await ask(id, 'send-email-verification')).statusCode).toBe(409);
  });

  it('is sent again, in Simplified Chinese, when staff change the address, which is unverified again', async () => {
    const id = await newUser('zh-CN');
    const changed = await t.call(token, { method: 'PUT', url: `${API}/users/${id}`, payload: { email: 'new.address@example.com', version: 1 } });
    expect(changed.json()).toMatchObject({ status: 'unverified', email: 'new.address@example.com' });
    await sendOutbox();
    const mail = sink.received.at(-1)!;
    expect(mail).toMatchObject({ to: 'new.address@example.com', subject: '请确认您在 Watch 的邮箱地址' });
  });
});

describe('the customer’s password', () => {
  it('is never shown to staff nor set by them: the reset link is the only way, and asking for one is audited', async () => {
    const id = await newUser('en');
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/public/users/reset-password', payload: { token: 'x'.repeat(43), password: 'Correct-horse-9-battery' } });
    expect(reset.statusCode).toBe(410);
    const answers = [
      await t.call(token, { url: `${API}/users/${id}` }),
      await t.call(token, { url: `${API}/users?filter=${encodeURIComponent(JSON.stringify({ id: [id] }))}` }),
      await t.call(token, { url: `${API}/users/exportCsv` }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(/password|argon2/i);
    }
    for (const payload of [{ password: 'Staff-chosen-9-pass' }, { password_hash: 'x' }]) {
      const refused = await t.call(token, { method: 'PUT', url: `${API}/users/${id}`, payload });
      expect(refused.statusCode, refused.body).toBe(422);
    }
    const created = await t.call(token, { method: 'POST', url: `${API}/users`, payload: { site, username: 'withpass', email: 'withpass@example.com', password: 'Staff-chosen-9-pass' } });
    expect(created.statusCode).toBe(422);
    await age(2);
    expect((await ask(id, 'send-reset-password')).statusCode).toBe(202);
    const [row] = await t.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, String(id)), eq(auditLog.action, 'send_reset_password')));
    expect(row).toBeDefined();
  });
});

describe('the limits on mailing a customer', () => {
  it('allow one a minute and five a day, answering 429 with when to retry', async () => {
    const id = await newUser('en');
    expect((await ask(id, 'send-reset-password')).statusCode).toBe(202);
    const soon = await ask(id, 'send-reset-password');
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let n = 2; n <= 5; n += 1) {
      await age(2);
      expect((await ask(id, 'send-reset-password')).statusCode).toBe(202);
    }
    await age(2);
    const tomorrow = await ask(id, 'send-reset-password');
    expect(tomorrow.statusCode).toBe(429);
    expect(Number(tomorrow.headers['retry-after'])).toBeGreaterThan(3600);
    // The other kind of mail has limits of its own.
    expect((await ask(id, 'send-email-verification')).statusCode).toBe(202);
  });

  it('and the calls ask a token and their own permission', async () => {
    const id = await newUser('en');
    expect((await ask(id, 'send-reset-password', '')).statusCode).toBe(401);
    const lister = await t.createAdmin(['list-users']);
    expect((await ask(id, 'send-reset-password', lister.token)).statusCode).toBe(403);
    const sender = await t.createAdmin(['send-reset-password-users']);
    expect((await ask(id, 'send-reset-password', sender.token)).statusCode).toBe(202);
    expect((await ask(id, 'send-email-verification', sender.token)).statusCode).toBe(403);
    expect((await ask(999999, 'send-email-verification')).statusCode).toBe(404);
  });
});

describe('the sender', () => {
  it('retries while the SMTP server is down and delivers once it is back: none lost, none sent twice', async () => {
    await sendOutbox();
    const before = sink.received.length;
    await sink.stop();
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await t.db.transaction((tx) => enqueueMail(tx as never, { to: `down${n}@example.com`, locale: 'en', template: 'message', data: { subject: `Down ${n}`, text: 'Hello' } })));
    expect(await deliverDueMails(t.db, t.app.mailer)).toBe(0);
    const waiting = await t.db.select().from(mailOutbox).where(eq(mailOutbox.state, 'queued'));
    expect(waiting.map((m) => m.tries)).toEqual([1, 1, 1]);
    expect(waiting.every((m) => m.lastError && m.nextAttemptAt! > new Date())).toBe(true);
    await sink.start();
    // Not due yet: the back-off holds them.
    expect(await deliverDueMails(t.db, t.app.mailer)).toBe(0);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await deliverDueMails(t.db, t.app.mailer, { now: later })).toBe(3);
    expect(await deliverDueMails(t.db, t.app.mailer, { now: later })).toBe(0);
    const arrived = sink.received.slice(before).map((m) => m.to).sort();
    expect(arrived).toEqual(['down1@example.com', 'down2@example.com', 'down3@example.com']);
    const rows = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.id} in ${ids}`);
    expect(rows.map((m) => [m.state, m.tries])).toEqual([['sent', 2], ['sent', 2], ['sent', 2]]);
  });

  it('fails a mail after its last try, and staff resend it', async () => {
    await sink.stop();
    const id = await t.db.transaction((tx) => enqueueMail(tx as never, { to: 'late@example.com', locale: 'en', template: 'message', data: { subject: 'Late', text: 'Hi' } }));
    for (let n = 1; n <= MAX_TRIES; n += 1) await deliverDueMails(t.db, t.app.mailer, { now: new Date(Date.now() + n * 24 * 3_600_000) });
    const failed = await t.call(token, { url: `${API}/mails/${id}` });
    expect(failed.json()).toMatchObject({ state: 'failed', tries: MAX_TRIES });
    expect(failed.json().last_error).toBeTruthy();
    await sink.start();
    const resent = await t.call(token, { method: 'POST', url: `${API}/mails/${id}/resend` });
    expect(resent.json()).toMatchObject({ state: 'queued', tries: 0 });
    const again = await t.call(token, { method: 'POST', url: `${API}/mails/${id}/resend` });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ state: ['Only a mail that failed can be sent again'] });
    await sendOutbox();
    expect(sink.received.at(-1)).toMatchObject({ to: 'late@example.com', subject: 'Late' });
  });

  it('leaves the mails in the outbox when no SMTP server is configured', async () => {
    const offline = await buildTestApp();
    try {
      const id = await offline.db.transaction((tx) => enqueueMail(tx as never, { to: 'kept@example.com', locale: 'en', template: 'message', data: { subject: 'Kept', text: 'Hi' } }));
      expect(await offline.app.jobs.turn('send-mails', { force: true })).toBe('ran');
      const [row] = await offline.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ state: 'queued', tries: 0 });
      // The outbox's screen is told, to say so to staff.
      const reader = await offline.createAdmin(['list-mails']);
      expect((await offline.call(reader.token, { url: `${API}/mails/delivery` })).json()).toEqual({ data: { delivering: false } });
    } finally {
      await offline.close();
    }
  });
});

describe('the mail outbox screen', () => {
  it('masks the recipient without view-contact-mails', async () => {
    const reader = await t.createAdmin(['list-mails']);
    const page = (await t.call(reader.token, { url: `${API}/mails` })).json();
    expect(page.length).toBeGreaterThan(0);
    expect(page.every((m: { to: string }) => m.to.includes('***@'))).toBe(true);
    expect((await t.call(reader.token, { method: 'POST', url: `${API}/mails/1/resend` })).statusCode).toBe(403);
  });

  it('is told whether mails leave: a mail server is configured here; without the right to read the outbox, 403', async () => {
    const reader = await t.createAdmin(['list-mails']);
    expect((await t.call(reader.token, { url: `${API}/mails/delivery` })).json()).toEqual({ data: { delivering: true } });
    const other = await t.createAdmin(['list-users']);
    expect((await t.call(other.token, { url: `${API}/mails/delivery` })).statusCode).toBe(403);
  });
});
