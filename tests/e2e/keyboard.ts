import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** More presses than any page here needs to reach what it offers. */
const PRESS_BOUND = 80;

/** Whether `target` is the focused element. */
export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The focused element, as a failure message names it ('<body>' when nothing has the focus). */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name}"`;
  });

/**
 * What shows the sighted keyboard user where the focus is: an outline on the element, or on the MUI
 * button around it (a radio's input is invisible, its round button shows the ring; src/layout/theme.ts),
 * or the underline of a focused field. '' when it shows.
 */
export function missingFocusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    if (element.closest('.MuiInputBase-root.Mui-focused')) return '';
    const style = getComputedStyle(element.closest('.Mui-focusVisible') ?? element);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return '';
    return `no focus indicator on <${element.tagName.toLowerCase()} class="${element.className}">`;
  });
}

/** Presses `key` until `target` has the focus (at most PRESS_BOUND times), and checks that the focus shows. */
export async function pressUntilFocused(page: Page, target: Locator, key: string) {
  await target.waitFor();
  for (let presses = 0; !(await hasFocus(target)); presses += 1) {
    if (presses === PRESS_BOUND) {
      throw new Error(`${PRESS_BOUND} presses of ${key} never reached ${target.toString()}; the focus is on ${await focused(page)}`);
    }
    await page.keyboard.press(key);
  }
  expect(await missingFocusIndicator(page)).toBe('');
}

/** Walks the page with Tab, as a keyboard user does, until `target` has the focus. */
export const tabTo = (page: Page, target: Locator) => pressUntilFocused(page, target, 'Tab');

/** Whether the focus is inside `container` (a dialog, a column). */
export const focusIsIn = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));
