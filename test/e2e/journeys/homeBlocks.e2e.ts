/** Staff build a home-page block of five videos, reorder it, and see that order in the page preview. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
});
after(() => browser.close());

const TITLE = 'Tonight on Showrunner';

test('a block of five videos, reordered, shows in that order in the preview', async () => {
  const { page } = browser;
  await login(page);
  await page.goto(`${BASE_URL}/#/blocks/create`);
  await page.locator('input[name="title"]').fill(TITLE);
  await page.getByRole('combobox', { name: /^type/i }).click();
  await page.getByRole('option', { name: 'Video row' }).click();

  const items = page.getByTestId('block-videos');
  const search = items.getByLabel('Search to add');
  for (let n = 0; n < 5; n += 1) {
    await search.click();
    await page.getByRole('option').first().click();
  }
  const rows = items.locator('[data-testid^="videos-item-"]');
  await assert.doesNotReject(rows.nth(4).waitFor());
  // Each row: its position, its title, then its status chip.
  const titles = async () => (await rows.allInnerTexts()).map((text) => text.replace(/^\d+\s*/, '').trim().split('\n')[0]!.trim());
  const added = await titles();
  assert.equal(added.length, 5);

  // The first goes last, and the new last moves up one: [1,2,3,4,5] → [2,3,4,1,5] … by the arrows, as a keyboard user would.
  for (let step = 1; step <= 4; step += 1) await items.getByRole('button', { name: `Move down ${step}` }).click();
  await items.getByRole('button', { name: 'Move up 5' }).click();
  const reordered = await titles();
  assert.deepEqual(reordered, [added[1], added[2], added[3], added[0], added[4]]);
  await screenshot(page, 'block-editor');

  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL((url) => !url.hash.endsWith('/create'));

  await page.goto(`${BASE_URL}/#/blocks?page=home&view=preview`);
  const block = page.locator('[data-testid^="preview-block-"]').filter({ hasText: TITLE });
  await block.locator('[data-testid="preview-item"]').nth(4).waitFor();
  // Each item: its title, then its status.
  const shown = (await block.locator('[data-testid="preview-item"]').allInnerTexts()).map((text) => text.trim().split('\n')[0]!.trim());
  assert.deepEqual(shown, reordered);
  await screenshot(page, 'blocks-preview');

  await page.goto(`${BASE_URL}/#/blocks?page=home`);
  await page.getByText(TITLE).first().waitFor();
  await screenshot(page, 'blocks-list');
});

test('banners show the expired one with a chip; advertisement slots offer no create', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/blocks/banners`);
  await page.getByText('Spring sale').first().waitFor();
  await page.getByText('Expired', { exact: true }).last().waitFor();
  await screenshot(page, 'banners-list');
  await page.goto(`${BASE_URL}/#/blocks/banners?view=order&position=home_hero`);
  await page.getByTestId(/^banners-row-/).first().waitFor();
  await screenshot(page, 'banners-order');

  await page.goto(`${BASE_URL}/#/blocks/advertisements`);
  await page.getByText('Home middle').first().waitFor();
  // The tabs of recently opened screens may name a create screen; the list's own toolbar offers none.
  const main = page.locator('#main-content');
  assert.equal(await main.getByRole('link', { name: /create/i }).count(), 0);
  assert.equal(await main.getByRole('button', { name: /delete/i }).count(), 0);
  await screenshot(page, 'advertisements-list');
});
