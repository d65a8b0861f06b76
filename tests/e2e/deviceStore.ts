import type { Page } from 'playwright-core';

/** What the app keeps on the device in IndexedDB (src/offline: the answers read, the waiting changes), as one text. */
export const storedOnDevice = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const opening = indexedDB.open('keyval-store');
        opening.onerror = () => resolve('');
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('keyval')) return resolve('');
          const values = database.transaction('keyval').objectStore('keyval').getAll();
          values.onsuccess = () => resolve(JSON.stringify(values.result));
        };
      }),
  );

/**
 * Whether the answer of a react-query key is among the reads kept on the device. They are kept as
 * JSON text, which storedOnDevice's text quotes once more; `parts` are the key's first parts.
 */
export async function keptOnDevice(page: Page, ...parts: unknown[]): Promise<boolean> {
  const keyStart = JSON.stringify(parts).slice(1, -1);
  return (await storedOnDevice(page)).includes(JSON.stringify(keyStart).slice(1, -1));
}
