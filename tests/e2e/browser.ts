import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, headless, with the flags this closed network needs (no background calls out). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromium'),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), viewport, locale: 'id-ID' });
}

/** A form input by its accessible name (its label); not the show-password button beside it. */
export const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Logs in through the login page, as a person would, and waits for the dashboard. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('**/dashboard');
}

/** The text of the snackbar react-admin shows. */
export const snackbar = (page: Page) => page.locator('.MuiSnackbarContent-message, [role="alert"]').first();
