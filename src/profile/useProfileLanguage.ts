import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { remember } from '../authProvider/session';

/**
 * Takes the language kept on the user's profile once per session, when their identity first loads:
 * a choice made on another device reaches this one at its next session. Only once, so that the
 * identity read again after a save never undoes a choice made here since.
 */
export function useProfileLanguage(): void {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const kept = typeof identity?.language === 'string' ? identity.language : undefined;
  useEffect(() => {
    if (!kept) return;
    void remember('profile-language', async () => {
      if (kept !== locale) setLocale(kept);
    });
  }, [kept, locale, setLocale]);
}
