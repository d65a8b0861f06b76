import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { getStoredUser, remember } from '../authProvider/session';
import { registerPush } from './registerPush';

/** Registers the browser for push once per session; a failure (no push service, a refused token) is only logged. */
export function usePushRegistration(): void {
  const translate = useTranslate();
  useEffect(() => {
    const user = getStoredUser();
    if (!user) return;
    remember('push', () => registerPush(user.id, (key) => window.alert(translate(key)))).catch((error: unknown) =>
      console.error('[push]', error),
    );
  }, [translate]);
}
