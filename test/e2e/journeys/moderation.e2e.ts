/**
 * Moderation from the inbox with the keyboard: staff open the inbox from its menu entry (its
 * badge counts what awaits), show the reported comments, move with j/k, open one with Enter, reject
 * a report (undone once, then let through), and ban the next comment after confirming; the banned
 * author's page says they may no longer comment and lists the comment.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ADMIN_PASSWORD, BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
let token = '';
before(async () => {
  browser = await openBrowser();
  await login(browser.page);
  const res = await fetch(`${BASE_URL}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = ((await res.json()) as { access_token: string }).access_token;
});
after(() => browser.close());

const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${BASE_URL}/api/v1/admin${path}`, { headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' } });
  assert.equal(res.status, 200, path);
  return (await res.json()) as T;
};
type TComment = { id: number; user: number; report_status: string; status: string };
const comment = (id: number) => api<TComment>(`/comments/${id}`);
const until = async (check: () => Promise<boolean>, seconds = 20) => {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the change did not arrive in time');
    await new Promise((r) => setTimeout(r, 250));
  }
};

test('a reported comment is moderated from the inbox with the keyboard', async () => {
  const { page } = browser;
  const waiting = await api<{ data: { id: number }[]; counts: { comments: number } }>(`/inbox?resource=comments&range=${encodeURIComponent('[0,1]')}`);
  assert.ok(waiting.counts.comments > 1, 'the demo has reported comments');
  const [first, second] = waiting.data.map((item) => item.id) as [number, number];

  const entry = page.getByRole('link', { name: /Moderation inbox/ });
  await entry.waitFor();
  await page.getByTestId('inbox-badge').waitFor();
  await entry.click();
  await page.waitForURL(/#\/inbox$/);
  await page.getByRole('button', { name: `Comments (${waiting.counts.comments})` }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  await screenshot(page, 'inbox-comments');

  // j and k move the selection; Enter opens the selected comment.
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('j');
  assert.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('k');
  assert.equal(await options.nth(0).getAttribute('aria-selected'), 'true');
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`#/comments/${first}$`));
  await page.getByText('Reported', { exact: true }).first().waitFor();
  await page.goBack();
  await page.waitForURL(/#\/inbox$/);
  await page.getByRole('button', { name: /^Comments \(/ }).click();
  await options.first().waitFor();

  // r rejects the report, undoable for a few seconds: undone, nothing is sent.
  await page.keyboard.press('r');
  const notice = page.getByText(/^Reject report: “/);
  await notice.waitFor();
  await page.getByRole('button', { name: 'Undo' }).click();
  await notice.waitFor({ state: 'detached' });
  assert.equal((await comment(first)).report_status, 'reported');

  // Once more, and let it through: sent when the notification closes (which a pointer resting on it holds open).
  await page.mouse.move(5, 5);
  await page.keyboard.press('r');
  await notice.waitFor();
  await screenshot(page, 'inbox-reject-undoable');
  await until(async () => (await comment(first)).report_status === 'rejected');
  assert.equal((await comment(first)).status, 'visible');

  // b asks first; confirmed, the next comment is banned at once and its author may no longer comment.
  await page.getByRole('option').first().click();
  await page.keyboard.press('b');
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Ban this comment?').waitFor();
  await screenshot(page, 'inbox-ban-confirm');
  await dialog.getByRole('button', { name: 'Ban' }).click();
  await until(async () => (await comment(second)).report_status === 'banned');
  const banned = await comment(second);
  assert.equal(banned.status, 'hidden');
  assert.equal((await api<{ commenting_banned: boolean }>(`/users/${banned.user}`)).commenting_banned, true);

  // The author's page shows the ban, and the comment in its Comments tab.
  await page.goto(`${BASE_URL}/#/users/${banned.user}`);
  await page.getByText('Banned from commenting').first().waitFor();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByText('Banned', { exact: true }).first().waitFor();
  await screenshot(page, 'user-comments-tab');

  // The reports screen lists the banned comment with its reports; the comments list finds it by its text.
  await page.goto(`${BASE_URL}/#/comments/reports?filter=${encodeURIComponent(JSON.stringify({ reportStatus: 'banned' }))}`);
  await page.locator('tbody tr').first().waitFor();
  assert.ok((await page.locator('tbody tr').count()) >= 1);
  await page.locator('tbody tr').first().getByText('Banned', { exact: true }).waitFor();
  await screenshot(page, 'comment-reports');
  // The list shows each comment's video and author by name, linking to them.
  await page.goto(`${BASE_URL}/#/comments?filter=${encodeURIComponent(JSON.stringify({ q: 'cheap-streams' }))}`);
  const row = page.locator('tbody tr').first();
  await row.getByText(/cheap-streams/).waitFor();
  await row.locator('a[href*="#/videos/"]').waitFor();
  await row.locator('a[href*="#/users/"]').waitFor();
  await screenshot(page, 'comments-list');
});
