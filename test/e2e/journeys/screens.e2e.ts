/**
 * Today's main screens as a new staff member meets them (issue 16): each passes axe-core's WCAG
 * 2.1 AA rules with no serious or critical violation, on a desktop and at phone width (390 px),
 * where nothing scrolls sideways, floats over an input or cuts a title; in Traditional Chinese
 * the video list keeps its headers on one line and its dates short. With UPDATE_DOCS_SCREENSHOT=1
 * the dashboard's picture in the README (docs/dashboard.png) is taken afresh.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE_URL, login, openBrowser, screenshot, type TBrowser } from '../browser.ts';
import { assertAccessible, assertFitsScreen } from '../checks.ts';

const DOCS_SCREENSHOT = fileURLToPath(new URL('../../../docs/dashboard.png', import.meta.url));

type TScreen = { name: string; path: string; ready: (page: Page) => Promise<unknown> };

const SCREENS: TScreen[] = [
  { name: 'dashboard', path: '/#/dashboard', ready: (page) => page.locator('#react-admin-title').getByText(/dashboard|儀表板/i).waitFor() },
  { name: 'videos', path: '/#/videos', ready: (page) => page.getByText('Midnight Harbour').first().waitFor() },
  { name: 'video-edit', path: '/#/videos/edit/1', ready: (page) => page.locator('input[name="serialNumber"]').waitFor() },
  { name: 'video-show', path: '/#/videos/show/1', ready: (page) => page.locator('#react-admin-title').getByText('Midnight Harbour').waitFor() },
  { name: 'roles', path: '/#/permissions/roles', ready: (page) => page.getByText('Tag editors').first().waitFor() },
  { name: 'role-edit', path: '/#/permissions/roles/edit/1', ready: (page) => page.locator('section[aria-label] input[type="checkbox"]').first().waitFor() },
  { name: 'admins', path: '/#/permissions/admins', ready: (page) => page.getByText('tag.editor').first().waitFor() },
];

/** Opens a screen and lets its transitions end, so that what is checked is what a person sees. */
const open = async (page: Page, screen: TScreen) => {
  await page.goto(`${BASE_URL}${screen.path}`);
  await screen.ready(page);
  await page.waitForLoadState('networkidle');
  // Loaded: no spinner in the header, no placeholder left in the page.
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, .MuiCircularProgress-root'), undefined, { timeout: 10_000 });
  await page.waitForTimeout(300);
};

const browsers: TBrowser[] = [];
after(async () => {
  for (const browser of browsers) await browser.close();
});

describe('on a desktop, in English', () => {
  test('the login page and the main screens pass WCAG 2.1 AA', async () => {
    const browser = await openBrowser();
    browsers.push(browser);
    const { page } = browser;
    await page.goto(`${BASE_URL}/#/login`);
    await page.locator('input[name="username"]').waitFor();
    await assertAccessible(page, 'login');
    await login(page);
    for (const screen of SCREENS) {
      await open(page, screen);
      await assertAccessible(page, screen.name);
      if (screen.name === 'dashboard' && process.env.UPDATE_DOCS_SCREENSHOT === '1') {
        // The pointer off the tiles, so that none is shown hovered.
        await page.mouse.move(600, 110);
        await page.waitForTimeout(1000);
        await page.screenshot({ path: DOCS_SCREENSHOT });
      }
    }
  });
});

describe('on a desktop, in Traditional Chinese', () => {
  test('the video list keeps its headers on one line and its dates short, with the exact time on hover', async () => {
    const browser = await openBrowser({ locale: 'zh-TW' });
    browsers.push(browser);
    const { page } = browser;
    await login(page);
    await open(page, SCREENS[1]!);
    await page.getByRole('columnheader', { name: '發布時間' }).waitFor();
    const headers = await page.locator('.RaDataTable-headerCell').evaluateAll((cells) =>
      cells.filter((cell) => cell.textContent).map((cell) => ({ text: cell.textContent, height: cell.getBoundingClientRect().height, line: parseFloat(getComputedStyle(cell).lineHeight) || 24 })),
    );
    for (const header of headers) assert.ok(header.height < header.line * 2 + 16, `the header ${header.text} wraps (${header.height} px high)`);
    const dates = await page.locator('tbody time').evaluateAll((times) => times.map((time) => ({ text: time.textContent ?? '', exact: time.getAttribute('title') ?? '' })));
    assert.ok(dates.length > 0, 'the list shows its publication dates');
    for (const date of dates) {
      assert.doesNotMatch(date.text, /上午|下午|晚上|凌晨|中午/, `a 12-hour date: ${date.text}`);
      assert.ok(date.text.length <= 16, `a long date: ${date.text}`);
      assert.match(date.exact, /\d{4}年\d{1,2}月\d{1,2}日.*\d{2}:\d{2}:\d{2}/, `no exact time on hover for ${date.text}`);
    }
    await screenshot(page, 'videos-zh-TW');
    await assertAccessible(page, 'videos (zh-TW)');
  });
});

for (const locale of ['en', 'zh-TW']) {
  describe(`at phone width (390 px), in ${locale}`, () => {
    test('the main screens fit the screen, leave inputs uncovered and pass WCAG 2.1 AA', async () => {
      const browser = await openBrowser({ width: 390, height: 844, locale });
      browsers.push(browser);
      const { page } = browser;
      await login(page);
      // Chinese is checked on the screens where its words are longest.
      for (const screen of locale === 'en' ? SCREENS : SCREENS.filter((s) => ['videos', 'video-edit', 'admins'].includes(s.name))) {
        await open(page, screen);
        await screenshot(page, `phone-${screen.name}-${locale}`);
        await assertFitsScreen(page, `${screen.name} (${locale}, 390 px)`);
        await assertAccessible(page, `${screen.name} (${locale}, 390 px)`);
      }
      if (locale === 'en') {
        // The inbox's decisions go under each item on a phone: beside it they left its title a few letters wide.
        await page.goto(`${BASE_URL}/#/inbox`);
        const item = page.getByRole('option').first();
        await item.waitFor();
        const title = await item.locator('.MuiTypography-subtitle2').boundingBox();
        assert.ok(title && title.width > 250, `the inbox item's title is ${title?.width} px wide at 390 px`);
        await screenshot(page, 'phone-inbox-en');
      }
    });
  });
}
