import { savePushToken } from '../authProvider/session';
import { providerApi } from '../dataProvider/providerApi';
import { pushConfig } from './config';
import { fetchPushToken } from './firebaseToken';

/** Shows a message (a catalogue key) the way docs/product.md says: an alert. */
type Alert = (messageKey: string) => void;

async function sendToken(id_user: number, token: string): Promise<void> {
  await providerApi.updateFcm(id_user, token);
  savePushToken(token);
}

/**
 * docs/product.md: browser push. Granted: the push token goes to the server and into the token_fcm
 * cookie. Default: the browser asks the user, and a grant does the same. Denied, or a browser
 * without notifications: an alert. Without the VITE_FIREBASE_* configuration nothing happens.
 */
export async function registerPush(id_user: number, alert: Alert): Promise<void> {
  const config = pushConfig();
  if (!config) return;
  if (!('Notification' in window)) {
    alert('app.push.unsupported');
    return;
  }
  switch (Notification.permission) {
    case 'granted':
      return sendToken(id_user, await fetchPushToken(config));
    case 'denied':
      alert('app.push.denied');
      return;
    default:
      // The user just answered the browser's question: a refusal needs no alert on top of it.
      if ((await Notification.requestPermission()) === 'granted') {
        await sendToken(id_user, await fetchPushToken(config));
      }
  }
}
