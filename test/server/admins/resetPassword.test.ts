/** `npm run admin:reset-password -- <username>`: a forgotten password replaced from the shell, sessions revoked, audited. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAdminPassword } from '../../../server/auth/resetPassword.ts';
import { auditLog } from '../../../server/db/system.ts';
import { API, buildTestApp, type TTestApp } from '../../helpers/buildTestApp.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: `${API}/login`, payload: { username, password } });

describe('resetting a forgotten admin password', () => {
  it('gives a new password that logs in, refuses the old one and signs out every session', async () => {
    const staff = await t.createAdmin(['list-tags'], { username: 'forgetful', password: 'first1pass' });
    const password = await resetAdminPassword(t.db, 'forgetful');
    expect(password).toMatch(/[a-z]/i);
    expect(password).toMatch(/\d/);
    expect((await login('forgetful', password!)).statusCode).toBe(200);
    expect((await login('forgetful', 'first1pass')).statusCode).toBe(401);
    expect((await t.call(staff.token, { url: `${API}/auth/me` })).statusCode).toBe(401);
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'reset_password'), eq(auditLog.recordId, String(staff.id))));
    expect(rows).toHaveLength(1);
  });

  it('answers nothing for a username nobody has', async () => {
    expect(await resetAdminPassword(t.db, 'nobody-here')).toBeUndefined();
  });
});
