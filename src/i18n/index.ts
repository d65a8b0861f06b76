import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import shellIndonesian, { addPageTexts } from './id';

const DEFAULT_LOCALE = 'id';

/** The shell's texts until the pages' have loaded, then both. */
let indonesian: TranslationMessages = shellIndonesian;

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((module) => module.default) : indonesian),
  DEFAULT_LOCALE,
  [
    { locale: 'id', name: 'Bahasa Indonesia' },
    { locale: 'en', name: 'English' },
  ],
);

let pageTexts: Promise<void> | undefined;

/**
 * Adds the texts of the pages behind the login to the Indonesian catalogue, once (docs/client.md,
 * "Catalogue"): the login page's code does not carry them. Every lazy page that shows them loads
 * through this (adminChunks.ts, App.tsx) and is drawn only after it; English comes whole.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('./idPages').then(async ({ default: pages }) => {
    indonesian = addPageTexts(shellIndonesian, pages);
    if (i18nProvider.getLocale() === DEFAULT_LOCALE) await i18nProvider.changeLocale(DEFAULT_LOCALE);
  });
  // Without signal the import fails: the next page that asks tries again.
  pageTexts.catch(() => (pageTexts = undefined));
  return pageTexts;
}

/** A lazy page's module, answered once the pages' texts are there too. */
export const withPageTexts = <Module>(module: Promise<Module>): Promise<Module> =>
  Promise.all([module, loadPageTexts()]).then(([loaded]) => loaded);
