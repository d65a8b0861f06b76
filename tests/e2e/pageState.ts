import type { Page } from 'playwright-core';

/** The errors a page writes to its console or throws from now on, as they come. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Watches a page's errors from now on; the function it answers runs a check and, when the check
 * fails, adds to its error what the page showed then (its address, its text, its last errors): a
 * failure seen only on a busy CI machine can then be read from the log.
 */
export function explainingFailures(page: Page) {
  const errors = pageErrors(page);
  return async function explained<T>(check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      const shown = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch(() => '(no text)');
      if (error instanceof Error) {
        error.message += `\nThe page at ${page.url()} showed:\n${shown.slice(0, 1_500)}\nIts last errors:\n${errors.slice(-15).join('\n')}`;
      }
      throw error;
    }
  };
}
