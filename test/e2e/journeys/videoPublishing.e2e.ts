/** An editor's video: create it with a cover, a file and a gallery, link tags and a model, publish it, find it, export the list. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import sharp from 'sharp';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';

let browser: TBrowser;
before(async () => {
  browser = await openBrowser();
  await login(browser.page);
});
after(() => browser.close());

const png = (colour: string) => sharp({ create: { width: 320, height: 180, channels: 3, background: colour } }).png().toBuffer();
/** What the server's sniffer takes for an MP4: an ftyp box, then data. */
const mp4 = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]), Buffer.alloc(200_000, 7)]);

const pick = async (label: string, typed: string, option: string) => {
  const { page } = browser;
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
};

test('the editor creates a video with cover, file, gallery, tags and a model', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/videos/create`);
  await page.locator('input[name="serialNumber"]').fill('E2E-001');
  await page.locator('input[name="title"]').fill('Harbour at dawn');
  await page.locator('input[name="videoDuration"]').fill('1:02:03');

  await page.getByTestId('cover-file').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png('#336699') });
  await page.locator('fieldset[aria-label="Cover"] img').waitFor();
  await page.getByTestId('video-file').setInputFiles({ name: 'harbour.mp4', mimeType: 'video/mp4', buffer: mp4() });
  await page.locator('fieldset[aria-label="Video file"] video').waitFor();
  await page.getByTestId('gallery-files').setInputFiles([
    { name: 'still-1.png', mimeType: 'image/png', buffer: await png('#993333') },
    { name: 'still-2.png', mimeType: 'image/png', buffer: await png('#339933') },
  ]);
  await page.getByTestId('gallery-grid').locator('img').nth(1).waitFor();

  await pick('Tags', 'Dram', 'Drama');
  await pick('Models', 'Ava', 'Ava Laurent');
  // The description in the rich text editor: typed, with a word made bold from the toolbar.
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Boats come in at first light');
  await description.getByText('Boats come in at first light').waitFor();
  // The words selected, then made bold: a mark set with nothing selected lasts only until the editor's next change, which a
  // loaded machine may bring (an upload finishing) between the click and the typing.
  for (let i = 0; i < 'first light'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Bold' }).click();
  await description.locator('strong', { hasText: 'first light' }).waitFor();
  await page.keyboard.press('End');
  // A still, uploaded from the toolbar, goes in at the cursor.
  await page.getByTestId('richtext-image-file').setInputFiles({ name: 'still-3.png', mimeType: 'image/png', buffer: await png('#aa7733') });
  await description.locator('img[src^="/media/images/"]').waitFor({ state: 'attached' });
  await screenshot(page, 'video-create');
  await page.getByRole('button', { name: /save/i }).click();
  await page.waitForURL(/#\/videos\/edit\/\d+$/);
  await page.getByText('Drama').first().waitFor();
  assert.equal(await page.getByTestId('gallery-grid').locator('img').count(), 2);
});

test('the editor publishes it and sees the published chip', async () => {
  const { page } = browser;
  await page.getByRole('button', { name: /publish/i }).first().click();
  // The chip under Status changes once the record is read again.
  await page.locator('.MuiChip-colorSuccess', { hasText: 'Published' }).waitFor();
  await screenshot(page, 'video-published');
});

test('the editor finds it by search and exports the filtered list as videos.csv', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/videos`);
  await page.getByPlaceholder(/search/i).fill('Harbour at dawn');
  // The list narrows to the match once the search has gone through (and the address holds it).
  await page.waitForURL(/filter=.*Harbour/);
  await page.getByRole('row', { name: /SR-2026-001/ }).waitFor({ state: 'detached' });
  const row = page.getByRole('row', { name: /E2E-001/ });
  await row.waitFor();
  assert.match(await row.innerText(), /Published/);
  assert.match(await row.innerText(), /1:02:03/);
  await screenshot(page, 'videos-search');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /export csv/i }).click()]);
  assert.equal(download.suggestedFilename(), 'videos.csv');
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  assert.equal(lines.length, 2, csv);
  assert.match(lines[1]!, /E2E-001,Harbour at dawn,Published,1:02:03/);
  assert.match(lines[1]!, /Drama/);
  assert.match(lines[1]!, /Ava Laurent/);
});

test('the video opens at its serial number and plays in the show page', async () => {
  const { page } = browser;
  await page.goto(`${BASE_URL}/#/videos/show/E2E-001`);
  await page.waitForURL(/#\/videos\/show\/\d+$/);
  // The tab names the video as soon as it is read; the page's player shows once the page has drawn it.
  await page.locator('main').getByText('Harbour at dawn').first().waitFor();
  await page.locator('main video').first().waitFor();
  assert.equal(await page.locator('strong', { hasText: 'first light' }).count(), 1);
  assert.equal(await page.locator('img[alt="still-3.png"][src^="/media/images/"]').count(), 1);
  await screenshot(page, 'video-show');
});
