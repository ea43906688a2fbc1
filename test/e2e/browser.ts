/** Debian's Chromium through playwright-core, on a fresh profile, with the flags this machine needs. */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_URL ?? 'http://127.0.0.1:8080';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'E2e-admin-pass-1';
const SHOTS = fileURLToPath(new URL('./screenshots', import.meta.url));

export type TBrowser = { context: BrowserContext; page: Page; close: () => Promise<void> };

export const openBrowser = async (options: { width?: number; height?: number; locale?: string } = {}): Promise<TBrowser> => {
  const profile = mkdtempSync(join(tmpdir(), 'showrunner-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale: options.locale ?? 'en-US',
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(15000);
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};

export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
};

export const login = async (page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> => {
  await page.goto(`${BASE_URL}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/#\/dashboard/);
};
