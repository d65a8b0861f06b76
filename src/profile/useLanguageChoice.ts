import { useCallback, useEffect } from 'react';
import { useDataProvider, useLocaleState } from 'react-admin';
import { LANGUAGES, type Language } from '../../domain/vocabularies';
import type { AppDataProvider } from '../dataProvider';
import { useNotifyFailure } from '../layout/useNotifyFailure';
import { useKeepProfile } from './profileQuery';

const isLanguage = (locale: string): locale is Language => (LANGUAGES as readonly string[]).includes(locale);

/**
 * The control a language was chosen with, to be given the focus again. react-admin renders the
 * whole app anew for a new language, so that control is a new element by then.
 */
let chosenWith: string | undefined;

/**
 * Gives the focus back to `control` when it mounts anew after a language chosen with it: `find`
 * answers its focusable element (stable: declared outside the component).
 */
export function useFocusAfterLanguageSwitch(control: string, find: () => HTMLElement | null): void {
  useEffect(() => {
    if (chosenWith !== control) return;
    chosenWith = undefined;
    find()?.focus();
  }, [control, find]);
}

/**
 * The interface language and the way to choose it: at once on this device, and kept on the
 * user's profile so that their other devices take it too (docs/profile.md). Only a failure to keep
 * it is said; the switch itself is seen.
 */
export function useLanguageChoice() {
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const keep = useKeepProfile();
  const notifyFailure = useNotifyFailure();
  const choose = useCallback(
    /** `control` names what the language was chosen with (useFocusAfterLanguageSwitch). */
    (chosen: string, control: string) => {
      if (!isLanguage(chosen) || chosen === locale) return;
      chosenWith = control;
      setLocale(chosen);
      dataProvider.updateProfile({ language: chosen }).then(keep, (error: unknown) => notifyFailure('app.profile.language.failed', error));
    },
    [dataProvider, keep, locale, notifyFailure, setLocale],
  );
  return { locale, choose };
}
