import polyglotI18nProvider from 'ra-i18n-polyglot';
import indonesianMessages from './id';

const DEFAULT_LOCALE = 'id';

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('./en').then((module) => module.default) : indonesianMessages),
  DEFAULT_LOCALE,
  [
    { locale: 'id', name: 'Bahasa Indonesia' },
    { locale: 'en', name: 'English' },
  ],
);
