import type { PushConfig } from './config';

/** Firebase's default name for the messaging service worker, served from public/. */
const SERVICE_WORKER = '/firebase-messaging-sw.js';
/**
 * Firebase's own default scope for it: the app's worker (src/version/appWorker.ts) holds `/`, and a
 * second worker registered at the same scope would replace it.
 */
const PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

/**
 * The browser's push token. Firebase is imported here and only here, on demand: without the
 * configuration the app never downloads it. The service worker reads the same configuration
 * from its URL, since it cannot see the build's environment.
 */
export async function fetchPushToken({ firebase, vapidKey }: PushConfig): Promise<string> {
  const [{ getApps, initializeApp }, { getMessaging, getToken }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  const app = getApps()[0] ?? initializeApp(firebase);
  const serviceWorkerRegistration = await navigator.serviceWorker.register(
    `${SERVICE_WORKER}?${new URLSearchParams(firebase).toString()}`,
    { scope: PUSH_SCOPE },
  );
  return getToken(getMessaging(app), { vapidKey, serviceWorkerRegistration });
}
