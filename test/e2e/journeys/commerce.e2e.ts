/**
 * Commerce, the first part: a plan priced in the admin's words and refused while its discount is
 * above its original price, ordered among the others by drag; a promotion for it whose code is
 * refused when another promotion has it in another case; a deal whose show route is its edit form.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { assertAccessible } from '../checks.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

const localNow = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000 - new Date().getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};

test('a plan is priced in major units, refused while its discount is above the original, and listed with its prices', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/plans/create`);
  await page.locator('input[name="name"]').fill('E2E monthly');
  await page.locator('input[name="title"]').fill('One month of everything');
  await page.locator('input[name="initialOriginalPrice"]').fill('29.99');
  await page.locator('input[name="initialDiscountPrice"]').fill('39.99');
  await assertAccessible(page, 'plan-create');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText('The discount price cannot be above the original price').waitFor();
  await screenshot(page, 'plan-discount-refused');
  await page.locator('input[name="initialDiscountPrice"]').fill('19.99');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/plans\/\d+\/edit$/);
  await page.goto(`${BASE_URL}/#/plans`);
  const row = page.getByRole('row', { name: /E2E monthly/ });
  await row.waitFor();
  assert.match(await row.innerText(), /\$29\.99[\s\S]*\$19\.99/);
});

test('the plans are ordered by drag and the order is saved', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/plans/create`);
  await page.locator('input[name="name"]').fill('E2E yearly');
  await page.locator('input[name="title"]').fill('One year');
  await page.locator('input[name="initialOriginalPrice"]').fill('199');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/plans\/\d+\/edit$/);
  await page.goto(`${BASE_URL}/#/plans?view=order`);
  await page.getByTestId(/^plans-row-/).filter({ hasText: 'E2E yearly' }).waitFor();
  const names = () => page.getByTestId(/^plans-row-/).allInnerTexts();
  const before = await names();
  const yearly = before.findIndex((text) => text.includes('E2E yearly'));
  const monthly = before.findIndex((text) => text.includes('E2E monthly'));
  // New plans (sort 0) come first, the monthly one before the yearly one.
  assert.equal(yearly, monthly + 1);
  await page.getByRole('button', { name: `Move up ${yearly + 1}` }).click();
  await page.getByRole('button', { name: 'Save order' }).click();
  await page.getByText('Order saved').waitFor();
  await page.reload();
  await page.getByTestId(/^plans-row-/).filter({ hasText: 'E2E yearly' }).waitFor();
  const after = await names();
  assert.equal(after.findIndex((text) => text.includes('E2E yearly')), monthly);
  assert.equal(after.findIndex((text) => text.includes('E2E monthly')), yearly);
});

test('a promotion code is unique whatever its case, and the promotion is active for its plan', async () => {
  const { page } = browser;
  for (const [name, code] of [['Spring', 'SPRING-E2E'], ['Spring again', 'spring-e2e']] as const) {
    await page.goto(`${BASE_URL}/#/plans/promotions/create`);
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="code"]').fill(code);
    await page.locator('input[name="startedAt"]').fill(localNow(-1));
    await page.locator('input[name="discountPercent"]').fill('20');
    if (name === 'Spring') {
      const plans = page.getByRole('combobox', { name: /^Plans/ });
      await plans.click();
      await plans.fill('E2E mon');
      await page.getByRole('option', { name: 'E2E monthly' }).first().click();
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: /save/i }).click();
    if (name === 'Spring') await page.waitForURL(/#\/plans\/promotions\/edit\/\d+$/);
  }
  await page.getByText(/already/i).first().waitFor();
  await screenshot(page, 'promotion-code-taken');
  await page.goto(`${BASE_URL}/#/plans/promotions`);
  const row = page.getByRole('row', { name: /SPRING-E2E/ });
  await row.waitFor();
  assert.match(await row.innerText(), /Active/);
  assert.match(await row.innerText(), /20%/);
});

test('a deal opens on its edit form from its show route', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/plans/deals/create`);
  await page.locator('input[name="title"]').fill('E2E week of deals');
  await page.getByRole('combobox', { name: /^Plan/ }).click();
  await page.getByRole('option', { name: 'E2E monthly' }).click();
  await page.getByRole('combobox', { name: /^Site/ }).click();
  await page.getByRole('option').first().click();
  await page.locator('input[name="price"]').fill('9.99');
  await page.locator('input[name="startedAt"]').fill(localNow(-1));
  await page.locator('input[name="endedAt"]').fill(localNow(24 * 7));
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/plans\/deals\/edit\/\d+$/);
  const id = /edit\/(\d+)$/.exec(page.url())![1];
  await page.goto(`${BASE_URL}/#/plans/deals/${id}`);
  await page.locator('input[name="title"]').waitFor();
  assert.equal(await page.locator('input[name="title"]').inputValue(), 'E2E week of deals');
  assert.equal(await page.locator('input[name="price"]').inputValue(), '9.99');
  await screenshot(page, 'deal-show-is-edit');
});

test('a plan saved in another tab since its form was opened is not overwritten: the save says who and when, and keeps what was typed', async () => {
  const { page, context } = browser;
  await page.goto(`${BASE_URL}/#/plans/create`);
  await page.locator('input[name="name"]').fill('E2E versioned');
  await page.locator('input[name="title"]').fill('First title');
  await page.locator('input[name="initialOriginalPrice"]').fill('9.99');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/plans\/\d+\/edit$/);
  await page.locator('input[name="title"]').waitFor();
  const other = await context.newPage();
  await other.goto(page.url());
  await other.locator('input[name="title"]').fill('Saved in the other tab');
  await other.getByRole('button', { name: /save/i }).click();
  await other.waitForURL(/#\/plans$/);
  await other.close();
  await page.locator('input[name="title"]').fill('Typed here');
  await page.getByRole('button', { name: /save/i }).click();
  await page.getByText(/^admin saved this record at/).waitFor();
  await screenshot(page, 'plan-stale-save');
  assert.equal(await page.locator('input[name="title"]').inputValue(), 'Typed here');
  await page.goto(`${BASE_URL}/#/plans`);
  await page.getByRole('row', { name: /E2E versioned/ }).waitFor();
  assert.match(await page.getByRole('row', { name: /E2E versioned/ }).innerText(), /Saved in the other tab/);
});
