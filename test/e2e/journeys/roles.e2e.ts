/** The super-admin makes a role holding two list rights, gives it to a new admin, who then sees exactly those screens. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { logout, passwordStep } from '../session.ts';

const ROLE = 'Catalogue viewers';
const VIEWER = { username: 'catalogue.viewer', password: 'Viewer-pass-2024' };

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

test('the super-admin creates a role with only the tag and director list permissions', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/permissions/roles/create`);
  await page.locator('input[name="name"]').fill(ROLE);
  await page.getByRole('checkbox', { name: 'Tags: List' }).check();
  await page.getByRole('checkbox', { name: 'Directors: List' }).check();
  await page.getByText('2 of').first().waitFor();
  await screenshot(page, 'role-create');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/permissions\/roles$/);
  await page.getByRole('row', { name: new RegExp(ROLE) }).waitFor();
});

test('the super-admin creates an admin holding that role', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/permissions/admins/create`);
  await page.locator('input[name="username"]').fill(VIEWER.username);
  await page.locator('input[name="password"]').fill(VIEWER.password);
  await page.locator('input[name="name"]').fill('Catalogue Viewer');
  await page.getByRole('combobox', { name: /roles/i }).click();
  await page.getByRole('option', { name: ROLE }).click();
  await screenshot(page, 'admin-create');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/permissions\/admins\/\d+$/);
  await page.getByText(ROLE).first().waitFor();
  await logout(page);
});

test('that admin logs in and sees exactly Tags and Directors in the menu', async () => {
  const { page } = browser;
  await passwordStep(page, VIEWER.username, VIEWER.password);
  await page.waitForURL(/#\/dashboard/);
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await nav.getByText('Content').click();
  await nav.getByText('Directors').waitFor();
  const entries = (await nav.locator('a').allInnerTexts()).map((text) => text.trim());
  assert.deepEqual(entries.sort(), ['Dashboard', 'Directors', 'Tags']);
  // Nothing of the previous admin's session is left: only the dashboard tab is open.
  assert.deepEqual(
    (await page.getByRole('navigation', { name: 'Open pages' }).getByRole('link').allInnerTexts()).map((text) => text.trim()),
    ['Dashboard'],
  );
  await screenshot(page, 'viewer-menu');
  // A forbidden screen answers in place, inside the shell, naming the permission it needs.
  await page.goto(`${BASE_URL}/#/permissions/admins`);
  await page.getByText('(list-admins)', { exact: false }).waitFor();
  assert.match(page.url(), /#\/permissions\/admins$/);
});
