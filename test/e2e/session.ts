/** Signing out through the user menu, and the two-factor steps of a login, as a person does them. */
import type { Page } from 'playwright-core';
import { TOTP, URI } from 'otpauth';
import { BASE_URL } from './browser.ts';

/** The menu's logout reloads the page (spec §4): done once the reloaded login form is there. */
export const logout = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /account|帳號|账号/i }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: /log ?out|登出|退出登录/i }).click();
  await reloaded;
  await page.waitForURL(/#\/login/);
  await page.locator('input[name="username"]').waitFor();
};

export const passwordStep = async (page: Page, username: string, password: string): Promise<void> => {
  await page.goto(`${BASE_URL}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
};

/** What the authenticator app shows for the secret, now or some 30-second steps ahead. */
export const codeFor = (otpauthUrl: string, steps = 0): string =>
  (URI.parse(otpauthUrl) as TOTP).generate({ timestamp: Date.now() + steps * 30_000 });

export const enterCode = async (page: Page, code: string): Promise<void> => {
  await page.locator('input[name="code"]').fill(code);
  await page.getByRole('button', { name: /verify|驗證|验证/i }).click();
};
