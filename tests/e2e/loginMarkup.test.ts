import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { field, holdEntryScript, launchBrowser, newContext, PHONE_WIDTH } from './browser';
import { explainingFailures, pageErrors } from './pageState';

/** Yudi sells for Cabang Dago. */
const YUDI = 'yudi@majumotor.co.id';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the login page arrives drawn', () => {
  it('a visitor on a phone types before the app’s code has run, and signs in with what was typed', async () => {
    const page = await (await newContext(browser, PHONE_WIDTH)).newPage();
    const errors = pageErrors(page);
    const explained = explainingFailures(page);

    // The app's entry script is held back, as a slow network would.
    const release = await holdEntryScript(page, '/login');

    await page.goto('/login', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Masuk' });
    await submit.waitFor();
    // The form is there to type into; its button waits for the app, which sends it.
    expect(await submit.isEnabled()).toBe(false);
    // The frame other pages show before the app's code has run is not over the drawn form.
    expect(await page.getByText('Memuat aplikasi…').isHidden()).toBe(true);
    await field(page, 'Email').fill(YUDI);
    await field(page, 'Kata sandi').fill(inject('password').slice(0, 4));
    await page.locator('main').evaluate((main) => main.setAttribute('data-drawn', 'yes'));

    release();
    await explained(() => expect.poll(() => submit.isEnabled()).toBe(true));
    // The app took the drawn page over rather than drawing it again, and kept what was typed.
    expect(await page.locator('main').getAttribute('data-drawn')).toBe('yes');
    expect(await field(page, 'Email').inputValue()).toBe(YUDI);
    await field(page, 'Kata sandi').pressSequentially(inject('password').slice(4));
    expect(errors).toEqual([]);

    await submit.click();
    await page.waitForURL('**/dashboard');
    await page.context().close();
  });
});
